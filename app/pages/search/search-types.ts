/**
 * The shapes of site search ("Search everything", issue 17) that the page needs
 * before the engine loads: kinds of result and which kind a route is. Kept apart
 * from search-engine.ts so the page's first load does not carry MiniSearch.
 */

/** Kinds of result (each a group on the results page, its heading in locales/<lang>/search.json "groups"). */
export const SEARCH_TYPES = [
  "page",
  "article",
  "path",
  "cost",
  "medigap",
  "tool",
  "faq",
  "term",
  "guide",
  "state",
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The kind of result a route is, from its id in the route table. */
export function routeType(routeId: string): SearchType {
  if (routeId.startsWith("news-")) return "article";
  if (routeId.startsWith("path-")) return "path";
  if (routeId.startsWith("tools-") || routeId === "tools") return "tool";
  if (routeId.startsWith("medigap")) return "medigap";
  if (routeId.startsWith("medicare-costs-") || routeId === "irmaa-income-brackets") return "cost";
  if (routeId === "faq") return "faq";
  if (routeId === "guides") return "guide";
  if (routeId === "state-medicare-links") return "state";
  if (routeId === "encyclopedia") return "term";
  return "page";
}

/** One searchable thing: a page, or an entry inside a page (a term, a question, a state's program). */
export interface SearchDoc {
  /** Unique in its language's index. */
  id: string;
  type: SearchType;
  /** Where the result links: a localized path of this site (may carry #hash) or an official https address. */
  url: string;
  title: string;
  /** A sentence or two shown under the title when the match is not in the text. */
  description: string;
  /** The plain text searched and quoted in the highlight. */
  text: string;
}

export interface SearchHit extends SearchDoc {
  /** The indexed (folded) words that matched, for the highlight. */
  terms: string[];
}

export interface SearchGroup {
  type: SearchType;
  hits: SearchHit[];
}

export interface SearchResults {
  /** The trimmed query ("" when there is nothing to search for). */
  query: string;
  groups: SearchGroup[];
  total: number;
}

/** What the page shows: the prompt, the no-match message, or results. */
export function searchState(results: SearchResults): "start" | "none" | "results" {
  if (!results.query) return "start";
  return results.total === 0 ? "none" : "results";
}
