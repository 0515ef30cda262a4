/**
 * One measured visit of `npm run bench:slow-phone` (scripts/bench-slow-phone.ts): the slow-phone profile on the
 * page and on the site's service worker, the marks the page records (PROBE), and the JavaScript that came from the
 * network (issue 28, "a repeat visit on the slow-phone profile downloads no JavaScript from the network").
 */
import type { BrowserContext, CDPSession, Page } from "@playwright/test";

/** 1.6 Mbps down, 750 kbps up, 150 ms round trip (Chrome DevTools Protocol's units: bytes per second, ms). */
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** Runs in the page before anything else: marks the h1 for Element Timing and records readiness. */
export const PROBE = `(() => {
  const w = window;
  w.mgBench = { h1: null, hydrated: null, longTasksEnd: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.mgBench.longTasksEnd = Math.max(w.mgBench.longTasksEnd, e.startTime + e.duration);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.identifier === "mg-h1" && w.mgBench.h1 === null) w.mgBench.h1 = e.renderTime || e.loadTime;
  }).observe({ type: "element", buffered: true });
  new MutationObserver((records, observer) => {
    const h1 = document.querySelector("h1");
    if (h1 && !h1.hasAttribute("elementtiming")) h1.setAttribute("elementtiming", "mg-h1");
    if (document.documentElement.hasAttribute("data-mg-ready") && w.mgBench.hydrated === null) {
      w.mgBench.hydrated = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-mg-ready"] });
})();`;

export interface VisitMarks {
  h1: number;
  hydrated: number;
  longTasksEnd: number;
  /** Bytes (as transferred) of scripts the page received from the network: not from its service worker, not
   * from the HTTP cache. */
  jsNetworkBytes: number;
  /** Scripts the service worker answered. */
  jsFromWorker: number;
  /** The page's own request, from its start to its last byte (Navigation Timing). On a repeat visit the service
   * worker fetches it (network first). CDP throttles the page's target; whether that also slows the worker's own
   * fetch was not established (a throttle sent to the worker's target was accepted and had no effect: 2 s of
   * latency there left the page's answer at 0.07-0.7 s), so this column shows what that fetch took. */
  documentMs: number;
}

/** Counts the page's scripts by where they came from (Network domain events of the page's own session). */
function countScripts(cdp: CDPSession) {
  const scripts = new Map<string, { fromWorker: boolean; fromCache: boolean }>();
  const totals = { networkBytes: 0, fromWorker: 0 };
  cdp.on("Network.responseReceived", (event) => {
    if (event.type !== "Script") return;
    const r = event.response;
    scripts.set(event.requestId, {
      fromWorker: Boolean(r.fromServiceWorker),
      fromCache: Boolean(r.fromDiskCache || r.fromPrefetchCache),
    });
  });
  cdp.on("Network.requestServedFromCache", (event) => {
    const seen = scripts.get(event.requestId);
    if (seen) seen.fromCache = true;
  });
  cdp.on("Network.loadingFinished", (event) => {
    const seen = scripts.get(event.requestId);
    if (!seen) return;
    if (seen.fromWorker) totals.fromWorker++;
    else if (!seen.fromCache) totals.networkBytes += event.encodedDataLength;
  });
  return totals;
}

/** Opens `url` in a new tab of `context` on the slow-phone profile and returns its marks once it is ready. */
export async function measureVisit(context: BrowserContext, url: string): Promise<{ page: Page; marks: VisitMarks }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const scripts = countScripts(cdp);
  await page.addInitScript(PROBE);
  await page.goto(url, { waitUntil: "commit", timeout: 90_000 });
  await page.locator("html[data-mg-ready]").waitFor({ state: "attached", timeout: 90_000 });
  await page.waitForLoadState("load");
  const probe = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const marks = (window as unknown as { mgBench: { h1: number; hydrated: number; longTasksEnd: number } }).mgBench;
    return { ...marks, documentMs: nav ? nav.responseEnd - nav.requestStart : Number.NaN };
  });
  return { page, marks: { ...probe, jsNetworkBytes: scripts.networkBytes, jsFromWorker: scripts.fromWorker } };
}

/**
 * After a first visit: waits until the service worker controls the page and keeps the page itself (its pages
 * cache, app/offline/cache-policy.ts), so the next visit is a warm repeat visit.
 */
export async function waitForWorker(page: Page, path: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await page.waitForFunction(async (wanted) => Boolean(await (await caches.open("mg-pages-v1")).match(wanted)), path, {
    timeout: 60_000,
    polling: 500,
  });
}
