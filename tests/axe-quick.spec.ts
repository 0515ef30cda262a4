import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { allPagePaths } from "../app/site-routes.ts";

/**
 * A quick axe pass while building a page (the full matrix with custom checks is
 * the a11y gate). A11Y_ROUTES=<id,id> limits it to some route ids.
 */
const only = process.env.A11Y_ROUTES?.split(",").filter(Boolean);
const pages = allPagePaths().filter((p) => !only || only.includes(p.route.id));
const THEMES = {
  standard: {},
  large: { textSize: "large" },
  "high-contrast": { contrast: "high" },
} as const;

for (const { path } of pages) {
  for (const width of [320, 1280]) {
    for (const [theme, prefs] of Object.entries(THEMES)) {
      test(`axe ${path} ${width}px ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((p) => localStorage.setItem("mg-display", JSON.stringify(p)), prefs);
        await page.goto(path);
        await page.waitForSelector("html[data-hydrated]");
        const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
        const results = await new AxeBuilder({ page }).withTags(theme === "high-contrast" ? [...tags, "wcag2aaa"] : tags).analyze();
        // AAA rules other than enhanced contrast are not part of our bar.
        const violations = results.violations
          .filter((v) => !v.tags.includes("wcag2aaa") || v.id === "color-contrast-enhanced")
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(violations).toEqual([]);
      });
    }
  }
}
