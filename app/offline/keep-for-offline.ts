/**
 * Asks the active service worker to keep `urls` for offline reading, through its own rules (Workbox's CACHE_URLS
 * message; app/offline/cache-policy.ts decides what may be kept). Used for what a page loaded before the worker
 * controlled it, and by the hydrated pages for each page opened by the client router (whose HTML the browser
 * never fetches). Does nothing where no worker is registered.
 */
export function keepForOffline(urls: readonly string[]): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || urls.length === 0) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: urls } }),
  );
}
