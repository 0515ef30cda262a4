/**
 * axe-core run inside a page: shared by the accessibility gate (a11y/lib/axe.ts) and the end-to-end tests
 * (tests/axe.ts). Self-contained: Playwright and axe-core only.
 */
import type { Frame, Page } from "@playwright/test";
import axeCore, { type AxeResults, type RunOptions } from "axe-core";

/**
 * axe-core in a frame, put there once per document. @axe-core/playwright's AxeBuilder (legacy mode) evaluated
 * the whole axe source twice before every scan (about 0.3 s of a scan's 0.4-0.7 s on 2 cores, measured on
 * /faq, the IRMAA calculator and /medigap), and a cell scans the same document several times (each theme's
 * rules, each overlay, each state). Same source, same configuration (same-origin frames, the "playwright"
 * branding of its help links), same axe.run: only the repeated evaluation is gone. A navigation brings a new
 * document without axe, so it is put in again.
 */
const AXE_SETUP = `${axeCore.source}
;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });
window.mgA11yAxeVersion = axe.version;`;

async function ensureAxe(frame: Frame, main: boolean): Promise<void> {
  const present = await frame
    .evaluate((version) => (window as { mgA11yAxeVersion?: string }).mgA11yAxeVersion === version, axeCore.version)
    .catch(() => false);
  if (present) return;
  // Like AxeBuilder: a frame that cannot take it (closed, cross-origin, slow) is left out; the page itself must.
  const put = frame.evaluate(AXE_SETUP);
  if (main) {
    await put;
    return;
  }
  await Promise.race([
    put,
    new Promise((_, reject) => setTimeout(() => reject(new Error("Script Timeout")), 1_000)),
  ]).catch(() => undefined);
}

/** What to scan: the whole page, or only `include` (one selector or several), less `exclude`. */
export interface AxeScope {
  include?: string | readonly string[];
  exclude?: string | readonly string[];
}

/**
 * axe.run in the page, as AxeBuilder's legacy mode runs it (its context shape, its error handling): the a11y
 * gate's scans (a11y/lib/axe.ts) and the end-to-end tests' scans of states no prerendered page holds.
 */
export async function runAxe(page: Page, { include, exclude }: AxeScope, options: RunOptions): Promise<AxeResults> {
  await ensureAxe(page.mainFrame(), true);
  for (const frame of page.frames()) if (frame !== page.mainFrame()) await ensureAxe(frame, false);
  const context = { exclude: [exclude ?? []].flat(), include: [include ?? []].flat() };
  const out = await page.evaluate(
    ({ within, runOptions }) =>
      (window as unknown as { axe: typeof axeCore }).axe
        .run(within as never, runOptions)
        .then((results) => ({ error: null, results }))
        .catch((err: Error) => ({ error: err.message, results: null })),
    { within: context, runOptions: options },
  );
  if (out.error || !out.results) throw new Error(out.error ?? "axe returned nothing");
  return out.results as AxeResults;
}
