/**
 * Defined words marked in content ("Understand in place", issue 17): `{{term:irmaa}}`
 * shows the encyclopedia's own name for the term, `{{term:irmaa|IRMAA}}` shows the
 * words the sentence needs. The explanation always comes from the encyclopedia
 * (content/glossary), never from the page, and an unknown id fails the build.
 * Only a term's first use on a page becomes a toggletip; the page then lists
 * every term it used under "Words on this page".
 */
import { routeHref } from "../routes/index.ts";
import { getTerm } from "./index.ts";
import type { Lang } from "./types.ts";

/** One mark. The label excludes braces and bars so a mark can never swallow the next one. */
const MARK = /\{\{term:([a-z0-9-]+)(?:\|([^{}|]+))?\}\}/g;

export interface TermMark {
  id: string;
  /** The words shown in the sentence. */
  label: string;
}

/** A defined word as a page needs it: its name, its short definition and its encyclopedia entry. */
export interface PageTerm {
  id: string;
  term: string;
  definition: string;
  /** /encyclopedia#id in the page's language. */
  href: string;
}

/** Text split into plain runs and marks (labels resolved: `labelOf` gives a mark without its own label its name). */
export function splitTermMarks(text: string, labelOf: (id: string) => string): (string | TermMark)[] {
  const pieces: (string | TermMark)[] = [];
  let at = 0;
  for (const match of text.matchAll(MARK)) {
    const id = match[1]!;
    if (match.index > at) pieces.push(text.slice(at, match.index));
    pieces.push({ id, label: match[2]?.trim() || labelOf(id) });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push(text.slice(at));
  return pieces;
}

/** The ids marked in a text, in order, repeats kept. */
export function termMarkIds(text: string): string[] {
  return [...text.matchAll(MARK)].map((m) => m[1]!);
}

/** Whether a text still holds something that looks like a term mark (a broken one, once valid marks are resolved). */
export function hasTermMarkSyntax(text: string): boolean {
  return /\{\{\s*term\b/.test(text);
}

/**
 * Keeps track of the terms a page uses, in reading order. `mark` keeps the first
 * use of each term as a mark and turns later uses into their words; `plain`
 * turns every mark into its words (headings, table cells, labels: places where a
 * button cannot go) and does not use up the term's toggletip. Both list the term
 * under "Words on this page" and throw on an unknown id. `asOf` (a dated page's YYYY-MM-DD): definitions
 * state only figures published by then (content/glossary getTerm).
 */
export function createTermTracker(lang: Lang, asOf?: string) {
  const used = new Map<string, PageTerm>();
  const tipped = new Set<string>();
  const lookup = (id: string): PageTerm => {
    const known = used.get(id);
    if (known) return known;
    const term = getTerm(id, lang, asOf);
    if (!term)
      throw new Error(`Unknown glossary term "${id}" in {{term:${id}}}: add it to content/glossary or fix the id`);
    const href = routeHref("encyclopedia", lang, { hash: id });
    return { id, term: term.term, definition: term.definition, href };
  };
  const labelOf = (id: string) => lookup(id).term;
  const resolve = (text: string, keepFirst: boolean): string =>
    splitTermMarks(text, labelOf)
      .map((piece) => {
        if (typeof piece === "string") return piece;
        if (!used.has(piece.id)) used.set(piece.id, lookup(piece.id));
        if (!keepFirst || tipped.has(piece.id)) return piece.label;
        tipped.add(piece.id);
        return `{{term:${piece.id}|${piece.label}}}`;
      })
      .join("");
  return {
    mark: (text: string) => resolve(text, true),
    plain: (text: string) => resolve(text, false),
    /** Every term used so far, in the order of first use. */
    terms: (): PageTerm[] => [...used.values()],
  };
}
