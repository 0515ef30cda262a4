import axe from "axe-core";
import { expect } from "vitest";

/**
 * Runs axe (WCAG 2.0-2.2 A/AA + best practices) on a rendered container and fails
 * with a readable list of violations. Colour contrast is left to the browser gates
 * (jsdom does not compute styles), every other rule runs.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    rules: {
      "color-contrast": { enabled: false },
      // A fragment is not a page: page-level rules are checked by the route gates.
      region: { enabled: false },
      "landmark-one-main": { enabled: false },
      "page-has-heading-one": { enabled: false },
    },
  });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary.join("\n")).toBe("");
}
