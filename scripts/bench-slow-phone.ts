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
 * - long tasks done: when the last long task (over 50 ms) ended, after the h1 paint;
 * - JS from network: bytes (as transferred) of scripts that came from the network, neither from the service
 *   worker nor from the HTTP cache.
 * Each run is two visits in one context (issue 28, "Works on a bad connection"): the first (empty cache, no
 * service worker), then, once the worker controls the site and has kept the page, a repeat visit in a new tab
 * (warm worker: pages network first, build files from its cache). Each page prints its first-visit line and its
 * repeat-visit line. On the repeat visit the worker fetches the page itself (network first), and the profile may
 * not slow that fetch (scripts/slow-phone-visit.ts): the "page request" column shows what it took.
 * Serves BUILD_DIR (default build) on PORT (default 3000) itself, or measures BASE_URL when given.
 */
import type { ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./chromium.ts";
import { startBuildServer } from "./serve-build.ts";
import { measureVisit, waitForWorker, type VisitMarks } from "./slow-phone-visit.ts";

const RUNS = Number(process.env.RUNS ?? 5);
// PAGES=/,/faq narrows the run (comma-separated paths); all ten by default.
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

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One printed line: the medians of a page's visits of one kind. */
function line(path: string, visit: string, runs: VisitMarks[], loads: number[]): string {
  const paint = median(runs.map((m) => m.h1));
  const ready = median(runs.map((m) => m.hydrated));
  const longTasks = median(runs.map((m) => Math.max(m.h1, m.longTasksEnd)));
  const js = median(runs.map((m) => m.jsNetworkBytes));
  const fromWorker = median(runs.map((m) => m.jsFromWorker));
  return [
    `${path} ${visit}`,
    seconds(paint),
    seconds(ready),
    seconds(ready - paint),
    seconds(longTasks),
    `${kib(js)} (${fromWorker} from the worker)`,
    seconds(median(runs.map((m) => m.documentMs))),
    `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
  ].join(" | ");
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_FLAGS.filter((f) => !f.startsWith("--headless")),
});
console.info(`slow phone: 1.6 Mbps down, 150 ms RTT, CPU 4x, 390 px; median of ${RUNS}; ${base}`);
console.info(
  "page visit | h1 paint | ready | inert window | long tasks done | JS from network | page request | load average (1 min) during the runs",
);
try {
  for (const path of PAGES) {
    const first: VisitMarks[] = [];
    const repeat: VisitMarks[] = [];
    const loads: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Service workers are allowed (Playwright's default): the repeat visit is about them.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      try {
        const firstVisit = await measureVisit(context, `${base}${path}`);
        first.push(firstVisit.marks);
        await waitForWorker(firstVisit.page, path);
        await firstVisit.page.close();
        repeat.push((await measureVisit(context, `${base}${path}`)).marks);
      } catch (error) {
        console.warn(`${path} run ${run + 1}: ${(error as Error).message.split("\n")[0]}`);
      }
      loads.push(loadavg()[0] ?? 0);
      await context.close();
    }
    console.info(line(path, "first", first, loads));
    console.info(line(path, "repeat", repeat, loads));
  }
} finally {
  await browser.close();
  server?.kill();
}
