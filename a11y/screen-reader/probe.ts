/**
 * Evidence for a11y/screen-reader/known-issues.md: opens pages in a screen-reader session (Xvfb, AT-SPI,
 * Orca, headful Chromium) and prints what the AT-SPI tree exposes for some elements (probe-actions.py):
 * role, name, text and the Action interface, the things Orca builds its speech from.
 *   node a11y/screen-reader/probe.ts <url>   (BASE_URL's server, e.g. http://127.0.0.1:4173/find-your-path)
 *   node a11y/screen-reader/probe.ts --table <url>   the first table's cells and their row and column headers
 *   (probe-table.py), the cells Orca's table navigation reads headers from
 * It adds a focusable <section tabindex="-1"> and a plain <div> to the hydrated page, to a page with no
 * script, and to that page again once its document has one click listener, so the three can be compared.
 */
import { join } from "node:path";
import { ensureChromium } from "../../scripts/chromium.ts";
import { ScreenReaderSession } from "./session.ts";

const HERE = import.meta.dirname;
const table = process.argv[2] === "--table";
const url = process.argv[table ? 3 : 2];
if (!url) throw new Error("usage: node a11y/screen-reader/probe.ts [--table] <url>");
const session = new ScreenReaderSession({
  locale: "en_US",
  display: Number(process.env.SCREEN_READER_DISPLAY ?? 490 + (process.pid % 50)),
  chromiumPath: ensureChromium(),
  localeCache: join(HERE, "../../build/screen-reader/locales"),
  debugLog: join(HERE, "../reports/screen-reader/orca-debug-probe.log"),
});

async function probe(title: string): Promise<void> {
  await session.page.evaluate(() => {
    const box = document.createElement("div");
    box.innerHTML =
      '<section id="probe-section" tabindex="-1" aria-label="Probe section">A focusable section</section>' +
      '<div id="probe-div">A plain div</div>';
    document.getElementById("probe-section")?.parentElement?.remove();
    (document.querySelector("main") ?? document.body).prepend(box);
  });
  await new Promise((r) => setTimeout(r, 1000));
  const out = session.runWithSessionEnv("/usr/bin/python3", [
    join(HERE, "probe-actions.py"),
    "probe-section",
    "probe-div",
  ]);
  console.info(`## ${title}\n${out}`);
}

await session.start();
try {
  await session.open(url);
  if (table)
    console.info(`## ${url}\n${session.runWithSessionEnv("/usr/bin/python3", [join(HERE, "probe-table.py"), "3"])}`);
  else {
    await probe(`${url} (hydrated)`);
    await session.page.goto(
      "data:text/html,<!doctype html><title>No script</title><main><p>No script here.</p></main>",
    );
    await probe("a page with no script");
    // The same page once the document has a click listener, as React's event delegation adds on its root.
    await session.page.evaluate(() => document.addEventListener("click", () => undefined));
    await probe("the same page with one click listener on the document");
  }
} finally {
  await session.stop();
}
