/**
 * The design-system docs site in the accessibility gate: every docs page (each
 * component's page, tokens, themes, writing guide, how to add a component) at
 * 320 and 1280 px, scanned with axe in every theme (THEMES: the base theme with every rule, the others with
 * the rules of what they change, as on the site; high contrast with the AAA enhanced-contrast rule), plus
 * the same reflow (also 320x256) and 44 px target checks as the site in the base and larger-text themes. The docs keep no theme between
 * visits, so each theme is applied the way the docs' own theme switcher does
 * (attributes on <html>) and the page scanned again: one load per page x width.
 * Like the gallery, a finding inside one example counts only when it reproduces
 * with that example scanned on its own (two Breadcrumbs examples side by side are
 * two navigations named alike: the docs page caused it, not the component); the
 * others are recorded as compositionOnly.
 * Also checks that every component folder has its docs page.
 * Serves <BUILD_DIR>/docs on DOCS_A11Y_PORT (a11y/playwright.config.ts).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { docsPaths } from "../docs/react-router.config.ts";
import {
  BASE_THEME,
  MIN_TARGET_PX,
  REFLOW_SHORT_VIEWPORT,
  ROOT,
  THEMES,
  THEME_AXE_RULES,
  VIEWPORTS,
  pathSlug,
} from "./config.ts";
import { describeViolations, scan } from "./lib/axe.ts";
import { writeRecord, type ScanRecord } from "./lib/cell.ts";
import { checkNoHorizontalScroll, checkTargetSizes } from "./lib/checks.ts";
import type { CheckResult } from "./lib/check-result.ts";
import policy from "./policy.json" with { type: "json" };

const ADVISORY_CHECKS = new Set<string>(policy.advisoryCustomChecks);
const only = process.env.A11Y_ONLY_DOCS ? new RegExp(process.env.A11Y_ONLY_DOCS) : undefined;
const paths = docsPaths().filter((p) => !only || only.test(p));

test.describe.configure({ mode: "parallel" });

test("every design-system component has its docs page", async ({ page }) => {
  const components = readdirSync(join(ROOT, "design-system", "src", "components"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    // A component is a folder with its <Name>.tsx; Field/ holds the parts the field components share, no component.
    .filter((name) => existsSync(join(ROOT, "design-system", "src", "components", name, `${name}.tsx`)));
  expect(components.length).toBeGreaterThan(0);
  for (const name of components) {
    expect(docsPaths(), `docs page for ${name}`).toContain(`/components/${name}`);
    const response = await page.goto(`/components/${name}`);
    expect(response?.status(), `/components/${name}`).toBe(200);
    // The first h1 is the page's; an example (Heading) may render an h1 of its own further down.
    await expect(page.locator("h1").first(), `/components/${name} names its component`).toContainText(name);
  }
});

for (const path of paths) {
  for (const viewport of VIEWPORTS) {
    test(`docs ${path} ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      await page.waitForLoadState("networkidle");
      // Each example's code is in a closed disclosure: open them all, so its contrast and reflow are checked too.
      await page.evaluate(() => {
        for (const source of document.querySelectorAll<HTMLDetailsElement>("details.docs-source")) source.open = true;
      });
      const failures: string[] = [];
      for (const theme of THEMES) {
        const started = Date.now();
        const problems: string[] = [];
        const scans: ScanRecord[] = [];
        const checks: CheckResult[] = [];
        await page.evaluate((html) => {
          for (const [name, value] of Object.entries(html)) {
            if (value === null) document.documentElement.removeAttribute(name);
            else document.documentElement.setAttribute(name, value);
          }
        }, theme.html);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        // Like the site cells: the base theme runs every rule; another theme only what it changes
        // (THEME_AXE_RULES; targets and reflow in a theme that changes size).
        const base = theme.id === BASE_THEME.id;
        const themeRules = base ? undefined : [...new Set(theme.changes.flatMap((a) => THEME_AXE_RULES[a]))];
        const sizes = base || theme.changes.includes("size");
        const result = await scan(page, { highContrast: Boolean(theme.enhanced), rules: themeRules });
        result.compositionOnly = [];
        const isolated = new Map<string, Awaited<ReturnType<typeof scan>>>();
        for (const v of result.violations) {
          const kept: typeof v.nodes = [];
          for (const n of v.nodes) {
            const example = await page
              .evaluate((target) => {
                const section = document
                  .querySelector(target)
                  ?.closest<HTMLElement>('section[aria-label^="Example: "]');
                if (!section) return undefined;
                const id = section.getAttribute("aria-label") ?? "";
                section.setAttribute("data-docs-example", id);
                return id;
              }, n.target)
              .catch(() => undefined);
            if (!example) {
              kept.push(n);
              continue;
            }
            let alone = isolated.get(example);
            if (!alone) {
              alone = await scan(page, {
                include: `[data-docs-example="${example}"]`,
                highContrast: Boolean(theme.enhanced),
                rules: themeRules,
              });
              isolated.set(example, alone);
            }
            if (alone.violations.some((iv) => iv.id === v.id && iv.nodes.some((x) => x.target === n.target)))
              kept.push(n);
            else result.compositionOnly.push({ id: v.id, target: n.target, example });
          }
          v.nodes = kept;
        }
        result.violations = result.violations.filter((v) => v.nodes.length > 0);
        scans.push({ state: "default", ...result });
        problems.push(...describeViolations(result, "default"));
        const addCheck = (r: CheckResult) => {
          checks.push(r);
          if (!ADVISORY_CHECKS.has(r.check))
            for (const f of r.failures) problems.push(`${r.check}: ${f.element}: ${f.detail}`);
        };
        if (sizes) {
          const targets = await checkTargetSizes(page, MIN_TARGET_PX);
          addCheck({ check: "target-size", state: "default", passed: targets.failures.length === 0, ...targets });
          const reflow = await checkNoHorizontalScroll(page);
          addCheck({ check: "reflow", state: "default", passed: reflow.length === 0, examined: 1, failures: reflow });
        }
        if (sizes && viewport.width < 1024) {
          await page.setViewportSize(REFLOW_SHORT_VIEWPORT);
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const short = await checkNoHorizontalScroll(page);
          addCheck({
            check: "reflow-320x256",
            state: "default",
            passed: short.length === 0,
            examined: 1,
            failures: short,
          });
          await page.setViewportSize(viewport);
        }
        writeRecord("docs", `${pathSlug(path)}_${viewport.width}_${theme.id}`, {
          kind: "docs",
          route: "docs",
          path,
          lang: "en",
          width: viewport.width,
          height: viewport.height,
          theme: theme.id,
          scans,
          checks,
          problems,
          durationMs: Date.now() - started,
        });
        failures.push(...problems.map((p) => `${theme.id}: ${p}`));
      }
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
}

// The full results table published beside the report and ACR pages (scripts/postbuild.ts copies
// a11y/published into the site build; the report and ACR themselves are site routes, scanned by the site
// project in both languages): the same axe scan and reflow and target checks, at both widths.
const siteURL = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.A11Y_PORT ?? 4174}`;
for (const path of ["/accessibility-report/results"]) {
  for (const viewport of VIEWPORTS) {
    test(`published report ${path} ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const response = await page.goto(`${siteURL}${path}`, { waitUntil: "load" });
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      const result = await scan(page);
      const problems = describeViolations(result, "default");
      const targets = await checkTargetSizes(page, MIN_TARGET_PX);
      const reflow = await checkNoHorizontalScroll(page);
      const checks: CheckResult[] = [
        { check: "target-size", state: "default", passed: targets.failures.length === 0, ...targets },
        { check: "reflow", state: "default", passed: reflow.length === 0, examined: 1, failures: reflow },
      ];
      for (const c of checks) for (const f of c.failures) problems.push(`${c.check}: ${f.element}: ${f.detail}`);
      writeRecord("docs", `report-${pathSlug(path)}_${viewport.width}_standard`, {
        kind: "docs",
        route: "accessibility-report",
        path,
        lang: "en",
        width: viewport.width,
        height: viewport.height,
        theme: "standard",
        scans: [{ state: "default", ...result }],
        checks,
        problems,
        durationMs: 0,
      });
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
}
