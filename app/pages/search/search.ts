/**
 * Site search (spec sections 4 and 9): case-insensitive substring matching on an
 * article's title, excerpt and content, and on a term's name and definition.
 * Accents are ignored too ("inscripcion" finds "inscripción"), with the same
 * folding as the encyclopedia filter. Pure: no React, no data.
 */
import { foldText } from "@medicare-guide/content/glossary/filter";

export interface SearchArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** The body as plain text. */
  text: string;
}

export interface SearchTerm {
  id: string;
  term: string;
  definition: string;
}

export interface SearchIndex {
  articles: SearchArticle[];
  terms: SearchTerm[];
}

export interface SearchResults {
  /** The trimmed query ("" when there is nothing to search for). */
  query: string;
  articles: SearchArticle[];
  terms: SearchTerm[];
  total: number;
}

/** Whether any of the texts contains the query (already folded). */
function containsFolded(texts: readonly string[], needle: string): boolean {
  return texts.some((text) => foldText(text).includes(needle));
}

/**
 * The articles and terms matching a query, in index order. A blank query
 * (empty or only spaces) matches nothing: the page shows "Start Your Search".
 */
export function search(index: SearchIndex, rawQuery: string): SearchResults {
  const query = rawQuery.trim();
  const needle = foldText(query);
  if (!needle) return { query: "", articles: [], terms: [], total: 0 };
  const articles = index.articles.filter((a) => containsFolded([a.title, a.excerpt, a.text], needle));
  const terms = index.terms.filter((t) => containsFolded([t.term, t.definition], needle));
  return { query, articles, terms, total: articles.length + terms.length };
}

/** What the page shows: the prompt, the no-match message, or results. */
export function searchState(results: SearchResults): "start" | "none" | "results" {
  if (!results.query) return "start";
  return results.total === 0 ? "none" : "results";
}
