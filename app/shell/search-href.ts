/**
 * The site search's address for a term (spec: an empty search does nothing): one rule for the hydrated header's
 * SearchBox and a reading page's SearchBox.enhance.ts (issue 29), which knows the search page only from its form.
 */

/** `searchPage`?q=<the trimmed term>, or null when the trimmed term is empty. */
export function searchAddress(searchPage: string, term: string): string | null {
  const q = term.trim();
  return q ? `${searchPage}?q=${encodeURIComponent(q)}` : null;
}
