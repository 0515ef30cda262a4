/**
 * The matched text of a result, highlighted ("Search everything", issue 17): a
 * short passage around the first matching word, as segments the view wraps in
 * <mark>. The index holds folded words ("inscripcion"), the page shows the
 * original ("inscripción"), so matching runs on a folded copy that keeps a map
 * back to the original characters. Pure.
 */
import { foldText } from "@medicare-guide/content/text/fold";

export interface Segment {
  text: string;
  mark: boolean;
}

/** The folded text and, for each folded character, the index of the original character it came from. */
export function foldWithMap(text: string): { folded: string; map: number[] } {
  let folded = "";
  const map: number[] = [];
  let i = 0;
  for (const char of text) {
    const f = char === " " || /\s/.test(char) ? " " : foldText(char);
    for (let k = 0; k < f.length; k++) {
      folded += f[k];
      map.push(i);
    }
    i += char.length;
  }
  return { folded, map };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Word starts in the folded text where one of the terms begins (prefix match, like the index). */
function matchRanges(folded: string, terms: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const term of terms) {
    if (!term) continue;
    let from = 0;
    for (;;) {
      const at = folded.indexOf(term, from);
      if (at < 0) break;
      from = at + 1;
      if (at > 0 && WORD_CHAR.test(folded[at - 1] ?? "")) continue;
      let end = at + term.length;
      while (end < folded.length && WORD_CHAR.test(folded[end] ?? "")) end++;
      ranges.push([at, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/**
 * Up to `length` characters of `text` around its first match of `terms` (folded
 * index words), cut at word boundaries with "…" where cut, matches marked.
 * Returns undefined when none of the terms occurs (a fuzzy match on a typo, or a
 * match in another field): the caller shows the description instead.
 */
export function highlight(text: string, terms: readonly string[], length = 220): Segment[] | undefined {
  const { folded, map } = foldWithMap(text);
  const ranges = matchRanges(folded, terms);
  const first = ranges[0];
  if (!first) return undefined;
  const toOriginal = (f: number) => (f >= map.length ? text.length : (map[f] ?? text.length));
  const matchStart = toOriginal(first[0]);
  let start = Math.max(0, matchStart - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < matchStart ? space + 1 : matchStart;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > matchStart) end = space;
  }
  const segments: Segment[] = [];
  if (start > 0) segments.push({ text: "…", mark: false });
  let at = start;
  for (const [fs, fe] of ranges) {
    const s = toOriginal(fs);
    const e = toOriginal(fe);
    if (e <= start || s >= end) continue;
    const ms = Math.max(s, start);
    const me = Math.min(e, end);
    if (ms > at) segments.push({ text: text.slice(at, ms), mark: false });
    segments.push({ text: text.slice(ms, me), mark: true });
    at = me;
  }
  if (end > at) segments.push({ text: text.slice(at, end), mark: false });
  if (end < text.length) segments.push({ text: "…", mark: false });
  return segments;
}
