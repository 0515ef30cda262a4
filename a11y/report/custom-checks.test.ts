// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkAnchors } from "@medicare-guide/content/pages/inline";
import { ROOT } from "../config.ts";
import { CRITERIA } from "../acr/criteria.ts";
import { PAGE_CHECKS } from "../lib/registry.ts";
import { checkResults, customChecksHtml, describeChecks, type CheckCell } from "./custom-checks.ts";

const FIXTURES = join(ROOT, "a11y", "fixtures");
const checks = describeChecks(PAGE_CHECKS, FIXTURES);
/** A page cell where page-title and reflow ran, page-title failing when asked. */
const cell = (path: string, failed: boolean): CheckCell => ({
  path,
  lang: "en",
  width: 320,
  theme: "standard",
  checks: {
    run: ["page-title", "reflow"],
    failed: failed ? [{ check: "page-title", state: "default", failures: ["title: Untitled document"] }] : [],
  },
});

describe("the custom checks in the results table (the ACR links each to its description and results)", () => {
  it("describes every check the ACR cites, with the criteria it is cited for", () => {
    const cited = new Set(CRITERIA.flatMap((c) => c.checks ?? []));
    for (const id of cited) expect(checks.map((c) => c.id)).toContain(id);
    const language = checks.find((c) => c.id === "language-identified")!;
    expect(language.summary).toBe(PAGE_CHECKS.find((c) => c.id === "language-identified")!.summary);
    expect(new Set(language.criteria)).toEqual(
      new Set(CRITERIA.filter((c) => c.checks?.includes("language-identified")).map((c) => c.id)),
    );
    // Criteria the ACR does not list (AAA ones it does not adopt) still describe the check.
    expect(checks.find((c) => c.id === "typography")!.criteria).toContain("1.4.8");
    expect(language.fixtures).toContain("fail-third-language.html");
  });

  it("cites every registry check for each of its criteria the ACR lists (a check added to the registry is evidence)", () => {
    const uncited = PAGE_CHECKS.flatMap((check) =>
      check.wcag
        .filter((id) => CRITERIA.some((c) => c.id === id && !c.checks?.includes(check.id)))
        .map((id) => `${check.id} ${id}`),
    );
    expect(uncited).toEqual([]);
  });

  it("fails closed when the ACR cites a check nobody describes", () => {
    expect(() => describeChecks([], FIXTURES)).toThrow(/without a description: .*reflow/);
  });

  it("writes both anchors of every check once, the results row linking back to the description", () => {
    const html = customChecksHtml(checks, checkResults(checks, []));
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of checks) {
      const anchors = checkAnchors(c.id);
      expect(ids).toContain(anchors.description);
      expect(ids).toContain(anchors.results);
      expect(html).toContain(`<a href="#${anchors.description}"><code>${c.id}</code></a>`);
    }
    expect(html).toContain('<caption id="t-checks">Custom checks: what each checks</caption>');
  });

  it("counts where each check ran and lists where it failed", () => {
    const results = checkResults(checks, [
      cell("/", true),
      cell("/faq", false),
      { ...cell("/x", false), checks: undefined },
    ]);
    expect(results.find((r) => r.id === "page-title")).toEqual({
      id: "page-title",
      ran: 2,
      failed: [{ cell: "/ (en) 320px standard", state: "default", failures: ["title: Untitled document"] }],
    });
    expect(results.find((r) => r.id === "reflow")).toMatchObject({ ran: 2, failed: [] });
    expect(results.find((r) => r.id === "form-errors")).toMatchObject({ ran: 0 });
    const html = customChecksHtml(checks, results);
    expect(html).toContain('<span class="fail">Fail</span>: 1 of 2 page cells');
    expect(html).toContain("/ (en) 320px standard (default): title: Untitled document");
  });
});
