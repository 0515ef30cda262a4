import type { Lang } from "@medicare-guide/content/routes";

/** Where the build writes a language's search index and /search fetches it (scripts/search-index.ts). */
export function searchIndexPath(lang: Lang): string {
  return `/search-index/${lang}.json`;
}
