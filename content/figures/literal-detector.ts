// Finds Medicare figures typed as literals outside content/figures (used by no-literal-figures.test.ts).
// Rules, tuned for few false positives:
//   dollar         any "$" (or "US$") followed by a digit: "$202.90", "$ 185", "US$1,676"
//   currency-word  a number followed by dollars / dólares / USD: "185 dólares"
//   known-figure   a number equal to a known figure value (all years, U included, and the illustrative values)
//                  when written like an amount: grouped ("1,676", "109_000"), with cents ("202.90", "202.9" for
//                  100 and above), 5+ digits ("109000"), or 4 digits that are not a round hundred nor a year-like
//                  1900-2100 ("1676", but not 2000, 3000, 2026). Small integers (ages, days, px) are never flagged.
// In code files (.ts/.tsx) whole-line comments ("//", "/*", " * " JSDoc lines) are skipped: visitors never see
// them, and notes may quote the spec's numbers. A trailing comment after code is still scanned.
// A line containing ALLOW_MARKER is skipped (use sparingly, with a reason).
import { listAllFigures } from "./figures.ts";
import { ILLUSTRATIVE } from "./illustrative.ts";

export const ALLOW_MARKER = "figures-literal-ok";

export type LiteralRule = "dollar" | "currency-word" | "known-figure";

export interface LiteralHit {
  line: number;
  column: number;
  text: string;
  rule: LiteralRule;
}

/** "code" (.ts/.tsx): "$1"-style regex back-references are not amounts. "text" (.json/.md): they are. */
export type SourceKind = "code" | "text";

const MONEY_UNITS = new Set(["usd", "usd-per-month", "usd-per-day", "usd-per-year", "usd-per-visit"]);

/** Every dollar value the site knows (figures of every year, U included, and illustrative values). */
export function knownFigureValues(): ReadonlySet<number> {
  const values = new Set<number>();
  for (const figure of listAllFigures()) {
    if (MONEY_UNITS.has(figure.unit)) values.add(figure.value);
  }
  for (const item of Object.values(ILLUSTRATIVE)) {
    if (!MONEY_UNITS.has(item.unit)) continue;
    if (item.kind === "amount") values.add(item.value);
    else if (item.kind === "range") values.add(item.min).add(item.max);
    else values.add(item.low).add(item.medium).add(item.high);
  }
  return values;
}

const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*)/;
const DOLLAR = /(?:US)?\$\s?\d[\d,]*(?:\.\d+)?/g;
const CURRENCY_WORD = /\d[\d,.]*\s?(?:dollars?|dólares|USD)\b/gi;
// An amount-like number: not glued to a word, a "$" (handled above), or a dotted version/decimal before it.
const NUMBER = /(?<![\w$.,])(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{1,3}(?:_\d{3})+|\d+\.\d{1,2}|\d{4,})(?![\w]|[.,]\d)/g;

function isBackReference(line: string, index: number, match: string): boolean {
  // "$1" followed by a quote, "$" or the end: a regex replacement, not money.
  if (!/^\$\d$/.test(match)) return false;
  const next = line[index + match.length];
  return next === undefined || next === '"' || next === "'" || next === "`" || next === "$";
}

function amountLike(raw: string, known: ReadonlySet<number>): boolean {
  const grouped = /[,_]/.test(raw);
  const value = Number(raw.replaceAll(",", "").replaceAll("_", ""));
  if (!Number.isFinite(value) || value < 10 || !known.has(value)) return false;
  if (grouped) return true;
  const decimals = raw.includes(".") ? (raw.split(".")[1] ?? "").length : 0;
  if (decimals === 2) return true;
  if (decimals === 1) return value >= 100;
  if (raw.length >= 5) return true;
  return raw.length === 4 && value % 100 !== 0 && (value < 1900 || value > 2100);
}

/** Every literal figure in a file's text, by line and column (1-based). */
export function findLiteralFigures(text: string, known: ReadonlySet<number>, kind: SourceKind = "text"): LiteralHit[] {
  const hits: LiteralHit[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.includes(ALLOW_MARKER)) return;
    if (kind === "code" && COMMENT_LINE.test(line)) return;
    const taken: [number, number][] = [];
    const add = (index: number, match: string, rule: LiteralRule): void => {
      if (taken.some(([start, end]) => index < end && index + match.length > start)) return;
      taken.push([index, index + match.length]);
      hits.push({ line: i + 1, column: index + 1, text: match, rule });
    };
    for (const m of line.matchAll(DOLLAR)) {
      if (kind === "code" && isBackReference(line, m.index, m[0])) continue;
      add(m.index, m[0], "dollar");
    }
    for (const m of line.matchAll(CURRENCY_WORD)) add(m.index, m[0], "currency-word");
    for (const m of line.matchAll(NUMBER)) {
      if (amountLike(m[0], known)) add(m.index, m[0], "known-figure");
    }
  });
  return hits.sort((a, b) => a.line - b.line || a.column - b.column);
}
