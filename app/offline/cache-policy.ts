/**
 * What the service worker may keep on the visitor's device (issue 28, "never cache what is personal"), shared by
 * the worker (app/offline/service-worker.ts) and the pages that read its caches (the offline page's list, the
 * saved-copy notice). Pure: no DOM, no worker globals, so both builds and the unit tests import it.
 */
import { langFromPath } from "@medicare-guide/content/routes/paths";

/** The Cache Storage caches the worker fills at run time (its precache has Workbox's own name). */
export const CACHE_NAMES = {
  /** Prerendered pages the visitor has read: network first, this copy when offline. */
  pages: "mg-pages-v1",
  /** Hashed build files (/assets/*): a tool's code and figures once its page was opened. Never change. */
  assets: "mg-assets-v1",
  /** Other files of the build without a hash (icons, manifests, the search index). */
  files: "mg-files-v1",
} as const;

/** Header the worker adds to a page it keeps: when it was saved (ISO 8601), for "Saved copy from <date>". */
export const SAVED_AT_HEADER = "x-mg-saved-at";
/** Header the worker adds to a page it keeps: the page's <title>, for the offline page's list (URI-encoded). */
export const TITLE_HEADER = "x-mg-title";
/** The <meta name> the worker writes into a page it serves from its cache: the day the copy was saved. */
export const SAVED_COPY_META = "mg-saved-copy";

/** The offline page of each language (the route table's "offline" route), precached with the shell. */
export const OFFLINE_PAGES = { en: "/offline", es: "/es/offline" } as const;

/** The seconds a page request waits for the network before the saved copy is shown (a bad connection). */
export const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * Paths that are personal or act on the visitor's behalf: the functions (/api/), and the e-mail links' pages
 * (a signed link names a subscriber; "nothing after an e-mail-preferences link" is kept).
 */
const NEVER_KEPT = [/^\/api(\/|$)/, /^(\/es)?\/email-preferences(\/|$)/];

export type RequestKind = "page" | "asset" | "file" | "never";

/**
 * How the worker treats a GET request to `url` from a page at `origin`:
 * - "never": another origin, /api/, an e-mail-preferences page, or any URL with a query string (tool inputs,
 *   search words, signed links): not answered by the worker, so never kept;
 * - "asset": a hashed build file; "file": any other file of the build; "page": a prerendered page.
 */
export function requestKind(url: URL, origin: string): RequestKind {
  if (url.origin !== origin || url.search !== "" || url.username !== "" || url.password !== "") return "never";
  const path = url.pathname;
  if (NEVER_KEPT.some((pattern) => pattern.test(path))) return "never";
  if (path.startsWith("/assets/")) return "asset";
  // React Router's data requests (/faq.data) follow the page they belong to: never kept apart from it.
  if (path.endsWith(".data")) return "never";
  const last = path.slice(path.lastIndexOf("/") + 1);
  return last.includes(".") ? "file" : "page";
}

/** The language of a path, by its prefix (content/routes/paths.ts, read alone: the worker needs no route table). */
export const langOfPath = langFromPath;

/** The offline page for a request that could not be answered: the page's own language. */
export function offlinePageFor(url: URL): string {
  return OFFLINE_PAGES[langOfPath(url.pathname)];
}

/**
 * Whether a response may be kept: a complete 200 that the server did not mark as private or not to be stored
 * (the functions answer `no-store`; anything personal must say so and is then never written to the device).
 */
export function mayKeep(status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  return !/(^|,)\s*(no-store|private)\s*(,|$)/i.test(cacheControl ?? "");
}

/** The text of a page's <title>, unescaped for the five entities React writes; "" when it has none. */
export function titleOfHtml(html: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return (match?.[1] ?? "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}

/** The page with a <meta> that says it is a saved copy from `savedAt` (written by the worker, read by the page). */
export function markSavedCopy(html: string, savedAt: string): string {
  const safe = savedAt.replace(/[^0-9TZ:.+-]/g, "");
  const tag = `<meta name="${SAVED_COPY_META}" content="${safe}"/>`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + tag) : tag + html;
}
