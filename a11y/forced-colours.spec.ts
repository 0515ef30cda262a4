/**
 * The forced-colours project of the a11y gate (Playwright `forcedColors: 'active'`, a11y/playwright.config.ts):
 * every route template (a11y/lib/forced-colours-cells.ts says which pages, widths and themes, and why) loaded
 * once per width, then checked in each colour theme by switching the theme on the loaded page. The check
 * (a11y/lib/checks/forced-colours.ts) reads which controls are filled in normal colours, then, in forced
 * colours: a border on every such control, meaningful icons in currentColor, focus shown on every Tab stop.
 * It ran inside every representative site cell before (60 pages x 2 widths x 3 themes, each on a page the
 * cell had loaded); here it runs on 30 templates, one load per width. Records: a11y/reports/forced-colours/
 * (merged into forced-colours.json; npm run report adds them to the ACR's evidence).
 */
import { expect, test } from "../tests/page-errors/fixture.ts";
import { SELECTORS, VIEWPORTS, pathSlug } from "./config.ts";
import { writeRecord, type CellRecord } from "./lib/cell.ts";
import type { CheckResult } from "./lib/check-result.ts";
import { forcedColourThemes, forcedColoursPages } from "./lib/forced-colours-cells.ts";
import { FORCED_COLOURS_CHECK, runPageChecks } from "./lib/registry.ts";

test.describe.configure({ mode: "parallel" });

for (const { path, lang, template } of forcedColoursPages()) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${path} @${viewport.width}`, () => {
      test.use({ viewport });
      test(`forced colours ${path} ${viewport.width}px`, async ({ page }) => {
        const response = await page.goto(path, { waitUntil: "load" });
        expect(response?.status(), `HTTP status of ${path}`).toBe(200);
        await page.locator(SELECTORS.ready).waitFor({ state: "attached", timeout: 15_000 });
        const failed: string[] = [];
        for (const theme of forcedColourThemes()) {
          const started = Date.now();
          // The theme as the bootstrap script applies it before paint: attributes on <html>.
          await page.evaluate((attrs) => {
            for (const [name, value] of Object.entries(attrs))
              if (value === null) document.documentElement.removeAttribute(name);
              else document.documentElement.setAttribute(name, value);
          }, theme.html);
          const checks: CheckResult[] = [];
          for (const { check, outcome } of await runPageChecks(
            page,
            [FORCED_COLOURS_CHECK],
            theme.enhanced ? "enhanced" : "standard",
          ))
            checks.push({
              check,
              state: "default",
              passed: outcome.failures.length === 0,
              examined: outcome.examined,
              failures: outcome.failures,
            });
          const problems = checks.flatMap((c) => c.failures.map((f) => `${c.check}: ${f.element}: ${f.detail}`));
          failed.push(...problems.map((p) => `${theme.id}: ${p}`));
          const record: CellRecord = {
            kind: "page",
            route: template,
            path,
            lang,
            width: viewport.width,
            height: viewport.height,
            theme: theme.id,
            scans: [],
            checks,
            problems,
            durationMs: Date.now() - started,
          };
          writeRecord("forced-colours", `${pathSlug(path)}_${viewport.width}_${theme.id}`, record);
        }
        expect(failed, failed.join("\n")).toEqual([]);
      });
    });
  }
}
