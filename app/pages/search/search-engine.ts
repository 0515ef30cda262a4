/**
 * Site search ("Search", issue 17 "Search everything"): one MiniSearch index per
 * language, built after the prerender (scripts/search-index.ts) over every page,
 * encyclopedia term, FAQ question, guide and state program, and loaded by /search
 * only. The same options build the index and query it, so the build and the
 * browser fold text the same way. Pure: no React, no DOM, no file system.
 */
import MiniSearch, { type Options, type SearchOptions } from "minisearch";
import { foldText } from "@medicare-guide/content/text/fold";
import type { SearchDoc, SearchHit, SearchResults, SearchType } from "./search-types.ts";

const FIELDS = ["title", "description", "text"] as const;
const STORED = ["type", "url", "title", "description", "text"] as const;

/**
 * Accents and case folded ("inscripción" and "INSCRIPCION" are the same word).
 * Single letters stay words: "Part B" and "Plan G" must not become "part" and "plan".
 */
function processTerm(term: string): string | null {
  const folded = foldText(term);
  return folded ? folded : null;
}

export const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: [...FIELDS],
  storeFields: [...STORED],
  processTerm,
};

/**
 * Typo tolerance (one typo from four letters, two from six: "medigpa" is two edits
 * from "medigap", as swapped letters count twice), prefix
 * matching from the third letter, titles weighed first, every word required (a
 * query that matches only in part is "No results found", never a list of pages
 * sharing one common word).
 */
export const QUERY_OPTIONS: SearchOptions = {
  boost: { title: 4, description: 2, text: 1 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : false),
  combineWith: "AND",
};

export function createIndex(docs: readonly SearchDoc[]): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
  index.addAll(docs);
  return index;
}

/** The serialised index as written at build time and fetched by /search. */
export function serializeIndex(index: MiniSearch<SearchDoc>): string {
  return JSON.stringify(index);
}

export function loadIndex(json: string): MiniSearch<SearchDoc> {
  return MiniSearch.loadJSON<SearchDoc>(json, INDEX_OPTIONS);
}

/** Longest query searched: longer input is cut (a pasted paragraph must not freeze an old phone). */
export const MAX_QUERY_LENGTH = 200;

/**
 * Results for a query grouped by kind: best first within a group, and the group
 * holding the best result first.
 * A blank query matches nothing (the page shows "Start Your Search").
 */
export function runSearch(index: MiniSearch<SearchDoc>, rawQuery: string): SearchResults {
  const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH).trim();
  if (!foldText(query)) return { query: "", groups: [], total: 0 };
  const found = index.search(query, QUERY_OPTIONS);
  const byType = new Map<SearchType, SearchHit[]>();
  for (const r of found) {
    const hit: SearchHit = {
      id: String(r.id),
      type: r.type as SearchType,
      url: r.url as string,
      title: r.title as string,
      description: r.description as string,
      text: r.text as string,
      terms: r.terms,
    };
    byType.set(hit.type, [...(byType.get(hit.type) ?? []), hit]);
  }
  // A Map keeps insertion order: the group of the best result comes first ("medigpa": the Medigap pages).
  const groups = [...byType].map(([type, hits]) => ({ type, hits }));
  return { query, groups, total: found.length };
}
