/// <reference lib="webworker" />
/**
 * The site's service worker (issue 28, "Works on a bad connection"), built with Workbox: bundled on its own by
 * vite.sw.config.ts, then scripts/postbuild.ts runs workbox-build's injectManifest, which writes the precache
 * list (the shell: CSS, the framework and entry chunks, the reading pages' module, icons, both offline
 * pages) in place of `self.MG_PRECACHE_LIST` and saves the result as /sw.js.
 *
 * - Pages: network first, the saved copy after NETWORK_TIMEOUT_SECONDS or when the network fails; the copy
 *   served says so (a <meta> the page's notice reads, app/offline/saved-copy-notice.ts).
 * - Hashed build files: cache first (they never change), so a tool opened once computes offline.
 * - Nothing personal (cache-policy.ts): no /api/, no URL with a query string, no e-mail-preferences page, no
 *   response marked no-store or private; a POST never reaches a cache (Workbox routes GET only).
 * - An unvisited page offline: the offline page of its language, which lists the pages kept here.
 * - Updates: a new worker waits (no skipWaiting at install) until every tab is closed, or until a page asks for
 *   it after the visitor chose "Use the new version" (app/offline/update-banner.ts).
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types.js";
import {
  CACHE_NAMES,
  markSavedCopy,
  mayKeep,
  NETWORK_TIMEOUT_SECONDS,
  offlinePageFor,
  requestKind,
  SAVED_AT_HEADER,
  TITLE_HEADER,
  titleOfHtml,
} from "./cache-policy.ts";

/** Where injectManifest writes the precache list (scripts/pwa/offline-build.ts, its `injectionPoint`). */
declare const self: ServiceWorkerGlobalScope & { MG_PRECACHE_LIST: (PrecacheEntry | string)[] };

const origin = self.location.origin;

/** Keeps only what cache-policy.ts allows: a 200 not marked no-store or private. */
const keepOnlyAllowed: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    mayKeep(response.status, response.headers.get("cache-control")) ? response : null,
};

/** A kept page carries the moment it was saved and its title (read by the offline page's list). */
const stampSavedPage: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!mayKeep(response.status, response.headers.get("cache-control"))) return null;
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    headers.set(TITLE_HEADER, encodeURIComponent(titleOfHtml(html)));
    // The body is read, so the stored copy is sent uncompressed: drop the headers of the compressed one.
    headers.delete("content-length");
    headers.delete("content-encoding");
    return new Response(html, { status: response.status, statusText: response.statusText, headers });
  },
  // Called only when the network failed or was too slow (NetworkFirst's fallback): the page shows it is a copy.
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const savedAt = cachedResponse.headers.get(SAVED_AT_HEADER) ?? "";
    const html = markSavedCopy(await cachedResponse.text(), savedAt);
    return new Response(html, { status: 200, headers: cachedResponse.headers });
  },
};

precacheAndRoute(self.MG_PRECACHE_LIST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, request }) => request.method === "GET" && requestKind(url, origin) === "page",
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [stampSavedPage, new ExpirationPlugin({ maxEntries: 150 })],
  }),
);
registerRoute(
  ({ url }) => requestKind(url, origin) === "asset",
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [
      keepOnlyAllowed,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
    ],
  }),
);
registerRoute(
  ({ url }) => requestKind(url, origin) === "file",
  new StaleWhileRevalidate({ cacheName: CACHE_NAMES.files, plugins: [keepOnlyAllowed] }),
);
// A page address that is never kept (a query string, an e-mail link): straight to the network, and offline the
// offline page instead of the browser's error page. No timeout: a slow search still arrives.
registerRoute(
  ({ url, request }) => request.mode === "navigate" && url.origin === origin && requestKind(url, origin) === "never",
  new NetworkOnly(),
);

setCatchHandler(async ({ request, url }) => {
  if (request.mode === "navigate") {
    const offline = await matchPrecache(offlinePageFor(url));
    if (offline) return offline;
  }
  return Response.error();
});

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  // The visitor chose "Use the new version" (never sent by the page on its own).
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
});

// The first worker takes the open pages at once, so the page being read is kept for offline use (a later
// worker waits: see above).
self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});
