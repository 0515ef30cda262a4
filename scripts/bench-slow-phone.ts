/**
 * `npm run bench:slow-phone`: how long a page sits painted but not yet interactive on a slow phone
 * (issue "Useful from the first paint"). Not a timed test: figures depend on the machine, so the load
 * average is printed beside each one (this 2-core machine is shared and often busy).
 *
 * Profile (Chromium DevTools Protocol): 1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU slowed 4x,
 * 390 x 844 px. Each page is loaded RUNS times in a fresh context (empty cache); the median is printed:
 * - h1 paint: Element Timing of the page's h1 (set on it as soon as it is parsed);
 * - ready: when <html data-mg-ready> appears (set by the root once React runs, or on a reading page, which never
 *   hydrates, by its enhancement module: issue 29);
 * - inert window: ready minus h1 paint (a reading page's controls work before it: native HTML and the inline
 *   bootstrap; its enhancement module only upgrades them);
 * - long tasks done: when the last long task (over 50 ms) ended, after the h1 paint.
 * Serves BUILD_DIR (default build) on PORT (default 3000) itself, or measures BASE_URL when given.
 */
import type { ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./chromium.ts";
import { startBuildServer } from "./serve-build.ts";

const RUNS = Number(process.env.RUNS ?? 5);
// PAGES=/,/faq narrows the run (comma-separated paths); all eight by default.
const PAGES = process.env.PAGES?.split(",").filter(Boolean) ?? [
  "/",
  "/faq",
  "/accessibility-report",
  "/news/2026-irmaa-surcharge-update",
  "/tools/irmaa-calculator",
  "/es",
  "/es/faq",
  "/es/accessibility-report",
  "/es/news/2026-irmaa-surcharge-update",
  "/es/tools/irmaa-calculator",
];
const port = Number(process.env.PORT ?? 3000);

let server: ChildProcess | undefined;
let base = process.env.BASE_URL;
if (!base) ({ base, server } = await startBuildServer(port));

/** Runs in the page before anything else: marks the h1 for Element Timing and records hydration. */
const PROBE = `(() => {
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

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_FLAGS.filter((f) => !f.startsWith("--headless")),
});
console.info(`slow phone: 1.6 Mbps down, 150 ms RTT, CPU 4x, 390 px; median of ${RUNS}; ${base}`);
console.info("page | h1 paint | ready | inert window | long tasks done | load average (1 min) during the runs");
try {
  for (const path of PAGES) {
    const h1: number[] = [];
    const hydrated: number[] = [];
    const longTasks: number[] = [];
    const loads: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(PROBE);
      try {
        await page.goto(`${base}${path}`, { waitUntil: "commit", timeout: 90_000 });
        await page.locator("html[data-mg-ready]").waitFor({ state: "attached", timeout: 90_000 });
        await page.waitForLoadState("load");
        const marks = await page.evaluate(
          () => (window as unknown as { mgBench: { h1: number; hydrated: number; longTasksEnd: number } }).mgBench,
        );
        h1.push(marks.h1);
        hydrated.push(marks.hydrated);
        longTasks.push(Math.max(marks.h1, marks.longTasksEnd));
      } catch (error) {
        console.warn(`${path} run ${run + 1}: ${(error as Error).message.split("\n")[0]}`);
      }
      loads.push(loadavg()[0] ?? 0);
      await context.close();
    }
    const paint = median(h1);
    const hydration = median(hydrated);
    console.info(
      `${path} | ${seconds(paint)} | ${seconds(hydration)} | ${seconds(hydration - paint)} | ${seconds(median(longTasks))} | ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
    );
  }
} finally {
  await browser.close();
  server?.kill();
}
