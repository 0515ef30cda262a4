import { useEffect, useState } from "react";
import type { Lang } from "@medicare-guide/content/routes";
import { searchIndexPath } from "./search-index-path.ts";
import type { SearchResults } from "./search-types.ts";

export type SearchEngine = (query: string) => SearchResults;

export type SearchIndexState = { status: "loading" } | { status: "ready"; run: SearchEngine } | { status: "failed" };

/**
 * The language's search index and the engine, fetched once the page is
 * interactive: neither is part of the page's first load (the JS budget), and no
 * other page loads them. Nothing is sent: the query never leaves the browser.
 */
export function useSearchIndex(lang: Lang): SearchIndexState {
  // Keyed by language: a state left from the other language reads as "loading".
  const [state, setState] = useState<{ lang: Lang; index: SearchIndexState }>();
  useEffect(() => {
    let live = true;
    const index = fetch(searchIndexPath(lang)).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    });
    Promise.all([import("./search-engine.ts"), index])
      .then(([engine, json]) => {
        const loaded = engine.loadIndex(json);
        if (live) setState({ lang, index: { status: "ready", run: (query) => engine.runSearch(loaded, query) } });
      })
      .catch(() => {
        if (live) setState({ lang, index: { status: "failed" } });
      });
    return () => {
      live = false;
    };
  }, [lang]);
  return state?.lang === lang ? state.index : { status: "loading" };
}
