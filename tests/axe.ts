import { expect, type Page } from "@playwright/test";
import { runAxe, type AxeScope } from "../scripts/axe-in-page.ts";

/** WCAG 2.0-2.2 A/AA and best practices: the a11y gate's tags (a11y/config.ts AXE_TAGS). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe on the page as it is now (an error state, a result, a notice built in the browser: states the gates that
 * scan prerendered pages never see), every violation one line "<rule>: <targets>". `include` narrows the scan to
 * one part; `exclude` leaves one out.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const results = await runAxe(page, scope, { runOnly: { type: "tag", values: TAGS }, resultTypes: ["violations"] });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** No axe violation on the page as it is now (axeViolations). */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}) {
  expect(await axeViolations(page, scope)).toEqual([]);
}
