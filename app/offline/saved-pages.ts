/**
 * The offline page's list of the pages saved on this device (issue 28): which entries of the worker's pages cache
 * to show and in what order. Pure; app/offline/saved-pages-list.ts reads the cache and renders the list.
 */
import { langOfPath, OFFLINE_PAGES, requestKind } from "./cache-policy.ts";

/** The element of the offline page that receives the list; its value is the page's language. */
export const SAVED_PAGES_ATTRIBUTE = "data-mg-saved-pages";

export interface CachedPageEntry {
  /** The cached request's URL. */
  url: string;
  /** The worker's TITLE_HEADER (URI-encoded <title>), or null. */
  title: string | null;
  /** The worker's SAVED_AT_HEADER (ISO 8601), or null. */
  savedAt: string | null;
}

export interface SavedPage {
  path: string;
  title: string;
  savedAt: Date;
}

function decodeTitle(title: string | null, fallback: string): string {
  if (!title) return fallback;
  try {
    return decodeURIComponent(title) || fallback;
  } catch {
    return fallback;
  }
}

/**
 * The pages to list for an offline page in `lang`: pages of this site in that language (never an address the
 * worker would not keep, nor the offline pages), one per path, the most recently saved first.
 */
export function savedPagesFor(entries: readonly CachedPageEntry[], lang: "en" | "es", origin: string): SavedPage[] {
  const byPath = new Map<string, SavedPage>();
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry.url);
    } catch {
      continue;
    }
    if (requestKind(url, origin) !== "page" || langOfPath(url.pathname) !== lang) continue;
    if (url.pathname === OFFLINE_PAGES.en || url.pathname === OFFLINE_PAGES.es) continue;
    const savedAt = new Date(entry.savedAt ?? "");
    if (Number.isNaN(savedAt.getTime())) continue;
    const page = { path: url.pathname, title: decodeTitle(entry.title, url.pathname), savedAt };
    const known = byPath.get(page.path);
    if (!known || known.savedAt < page.savedAt) byPath.set(page.path, page);
  }
  return [...byPath.values()].sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
}

/** A date and time in the page's language, as the notices and the list show it. */
export function formatSavedAt(date: Date, lang: "en" | "es"): string {
  return new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { dateStyle: "long", timeStyle: "short" }).format(
    date,
  );
}
