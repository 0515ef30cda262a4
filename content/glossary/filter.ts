// Pure search and grouping helpers for the encyclopedia (and site search). No data and no React here, so
// pages can ship this module without shipping the glossary itself.

import { foldText, stripAccents } from "../text/fold.ts";

/** The fields a term needs to be searched and grouped. */
export interface SearchableTerm {
  term: string;
  definition: string;
  letter: string;
}

// Matching ignores case and accents: the query and the text go through the site's one folding.
export { foldText };

/**
 * The terms whose term or definition contains the query (case- and accent-insensitive substring, the
 * spec's rule). An empty or blank query keeps every term. Order is kept.
 */
export function filterTerms<T extends SearchableTerm>(terms: readonly T[], query: string): T[] {
  const needle = foldText(query);
  if (!needle) return [...terms];
  return terms.filter((t) => foldText(t.term).includes(needle) || foldText(t.definition).includes(needle));
}

/**
 * The letter a term is listed under: its first letter, upper case, accents removed. "Ñ" stays "Ñ"
 * (a letter of its own in Spanish). Leading quotes or brackets are skipped.
 */
export function letterOf(term: string): string {
  const first = [...term.trim()].find((ch) => /\p{L}|\p{N}/u.test(ch)) ?? "";
  const upper = first.toLocaleUpperCase("es");
  if (upper === "Ñ") return "Ñ";
  return stripAccents(upper);
}

export interface LetterGroup<T> {
  letter: string;
  terms: T[];
}

/** Compares letters in alphabet order, Ñ right after N. */
export function compareLetters(a: string, b: string): number {
  return a.localeCompare(b, "es", { sensitivity: "base" }) || (a === b ? 0 : a < b ? -1 : 1);
}

/** Terms grouped under their letters, letters in alphabet order, terms in the given order. */
export function groupByLetter<T extends SearchableTerm>(terms: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const term of terms) {
    const list = groups.get(term.letter);
    if (list) list.push(term);
    else groups.set(term.letter, [term]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareLetters(a, b))
    .map(([letter, list]) => ({ letter, terms: list }));
}

/** Sorts terms alphabetically in the language's own order (accents ignored, Ñ after N in Spanish). */
export function sortTerms<T extends { term: string }>(terms: readonly T[], lang: "en" | "es"): T[] {
  const collator = new Intl.Collator(lang === "es" ? "es" : "en", { sensitivity: "base", numeric: true });
  return [...terms].sort((a, b) => collator.compare(a.term, b.term));
}
