/**
 * The offline page's list of the pages saved on this device (issue 28), read from the service worker's pages
 * cache in the browser (Cache Storage), in the offline page's language. Without a saved page, or without Cache
 * Storage, the prerendered sentence ("No pages are saved on this device yet") stays.
 */
import { CACHE_NAMES, SAVED_AT_HEADER, TITLE_HEADER } from "./cache-policy.ts";
import { fill, type ConnectionLang, type ConnectionStrings } from "./connection-strings.ts";
import { formatSavedAt, SAVED_PAGES_ATTRIBUTE, savedPagesFor, type CachedPageEntry } from "./saved-pages.ts";

async function cachedPages(): Promise<CachedPageEntry[]> {
  if (typeof caches === "undefined" || !(await caches.has(CACHE_NAMES.pages))) return [];
  const cache = await caches.open(CACHE_NAMES.pages);
  const requests = await cache.keys();
  return Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      return {
        url: request.url,
        title: response?.headers.get(TITLE_HEADER) ?? null,
        savedAt: response?.headers.get(SAVED_AT_HEADER) ?? null,
      };
    }),
  );
}

export async function listSavedPages(doc: Document, strings: ConnectionStrings): Promise<void> {
  const host = doc.querySelector<HTMLElement>(`[${SAVED_PAGES_ATTRIBUTE}]`);
  if (!host) return;
  const lang: ConnectionLang = host.getAttribute(SAVED_PAGES_ATTRIBUTE) === "es" ? "es" : "en";
  const pages = savedPagesFor(await cachedPages(), lang, window.location.origin);
  if (pages.length === 0) return;
  const intro = doc.createElement("p");
  intro.textContent = strings.savedIntro;
  const list = doc.createElement("ul");
  list.className = "mg-offline__saved";
  for (const page of pages) {
    const item = doc.createElement("li");
    const link = doc.createElement("a");
    link.href = page.path;
    link.textContent = page.title;
    const savedOn = doc.createElement("span");
    savedOn.className = "mg-offline__saved-on";
    savedOn.textContent = ` (${fill(strings.savedOn, { date: formatSavedAt(page.savedAt, lang) })})`;
    item.append(link, savedOn);
    list.append(item);
  }
  host.replaceChildren(intro, list);
}
