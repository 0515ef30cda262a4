/**
 * The connection module (issue 28), loaded by every page once it is loaded and the browser is idle (app/enhance.ts
 * on reading pages, app/entry.client.tsx on the others; when-idle.ts): registers the service worker, asks it to
 * keep this page and the files it loaded, shows the saved-copy notice, fills the offline page's list, offers
 * updates, and while offline makes links load whole pages (a hydrated page's data requests are never kept).
 */
import { keepForOffline } from "./keep-for-offline.ts";
import { connectionStrings, documentLang } from "./connection-strings.ts";
import { showSavedCopyNotice } from "./saved-copy-notice.ts";
import { listSavedPages } from "./saved-pages-list.ts";
import { watchForUpdates } from "./update-banner.ts";
import { fieldBaseline } from "./unsaved-input.ts";

export const SERVICE_WORKER_URL = "/sw.js";

/** What this page loaded from its own origin: the page itself (no query) and its files. The worker decides. */
function urlsOfThisPage(): string[] {
  const urls = new Set<string>();
  if (window.location.search === "") urls.add(window.location.pathname);
  for (const entry of performance.getEntriesByType("resource"))
    if (new URL(entry.name).origin === window.location.origin) urls.add(entry.name);
  return [...urls];
}

/**
 * Offline, a link loads the whole page (which the worker answers from its cache or with the offline page) instead
 * of the client-side navigation, whose data request cannot be answered offline.
 */
function wholePagesWhileOffline(doc: Document): void {
  // On the window, capturing: before React's own listeners on the document.
  (doc.defaultView ?? window).addEventListener(
    "click",
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.hash)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.location.assign(url.href);
    },
    { capture: true },
  );
}

export async function startConnection(doc: Document = document): Promise<void> {
  // The fields as loaded, before the visitor could type: what "a form being filled" is measured against.
  const baseline = fieldBaseline(doc);
  const lang = documentLang(doc);
  const strings = connectionStrings(lang);
  showSavedCopyNotice(doc, lang, strings);
  wholePagesWhileOffline(doc);
  await listSavedPages(doc, strings).catch((error: unknown) => console.error(error));
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  // A browser may refuse workers (a private window, a policy): the site then works as before, online only.
  const registration = await navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" })
    .catch((error: unknown) => console.warn("service worker not registered:", error));
  if (!registration) return;
  watchForUpdates({ doc, strings, baseline }, registration);
  keepForOffline(urlsOfThisPage());
}
