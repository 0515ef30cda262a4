import { describe, expect, it } from "vitest";
import { PATH_SLUGS } from "../quiz/options.ts";
import { PATH_PAGES } from "./index.ts";
import type { PathContent, PathLang, PathPages } from "./types.ts";
import { checkSitePath, REQUIRED_RELATED, skeleton, validate, validatePaths } from "./validate.ts";

/** A deep copy of the real pages with one page changed. */
function withPage(lang: PathLang, change: (page: PathContent) => void): Record<PathLang, PathPages> {
  const copy = structuredClone(PATH_PAGES) as Record<PathLang, Record<string, PathContent>>;
  const page = copy[lang]["irmaa-planning"];
  if (!page) throw new Error("test setup");
  change(page);
  return copy as Record<PathLang, PathPages>;
}

describe("guidance page content", () => {
  it("is valid: schema, both languages, figures, links, spec links, titles", () => {
    expect(validate()).toEqual([]);
  });

  it("has all five pages in English and Spanish with the same structure", () => {
    for (const slug of PATH_SLUGS) {
      expect(skeleton(PATH_PAGES.es[slug])).toBe(skeleton(PATH_PAGES.en[slug]));
      expect(PATH_PAGES.en[slug].steps.length).toBeGreaterThanOrEqual(5);
      for (const required of REQUIRED_RELATED[slug])
        expect(PATH_PAGES.en[slug].related.map((r) => r.to)).toContain(required);
    }
  });

  it("reports a page missing in one language", () => {
    const copy = structuredClone(PATH_PAGES) as unknown as Record<PathLang, Record<string, PathContent>>;
    delete copy.es["staying-informed"];
    expect(validatePaths(copy)).toContain("content/paths/es.ts staying-informed: missing");
  });

  it("reports checklist ids that differ between the languages", () => {
    const pages = withPage("es", (page) => {
      const first = page.checklist.items[0];
      if (first) first.id = "other-id";
    });
    expect(validatePaths(pages).join("\n")).toMatch(/irmaa-planning: the English and Spanish pages differ/);
  });

  it("reports an unknown or unpublishable figure token", () => {
    const unknown = withPage("en", (page) => page.facts.push("Nope {{fig:partB.nothing}}."));
    expect(validatePaths(unknown).join("\n")).toMatch(/Unknown Medicare figure/);
    // The 2026 Medicare Advantage combined out-of-pocket limit is unverified (U): it may never be published.
    const unverified = withPage("en", (page) => page.facts.push("Limit {{fig:ma.moop.combined}}."));
    expect(validatePaths(unverified).join("\n")).toMatch(/ma\.moop\.combined/);
  });

  it("reports links to missing routes, bad anchors, unknown resources and a missing spec link", () => {
    const pages = withPage("en", (page) => {
      page.related = page.related.filter((r) => r.to !== "/irmaa-income-brackets");
      page.related.push(
        { to: "/no-such-page", label: "x", text: "x" },
        { to: "/encyclopedia#no-such-term", label: "y", text: "y" },
      );
      const step = page.steps[0];
      if (step) step.link = { resource: "no-such-resource", label: "z" };
    });
    const report = validatePaths(pages).join("\n");
    expect(report).toMatch(/\/no-such-page is not a route/);
    expect(report).toMatch(/no encyclopedia term "no-such-term"/);
    expect(report).toMatch(/no resource "no-such-resource"/);
    expect(report).toMatch(/the spec asks for a related link to \/irmaa-income-brackets/);
  });

  it("reports a title that differs from the breadcrumb title", () => {
    const pages = withPage("es", (page) => {
      page.title = "Otro título";
    });
    expect(validatePaths(pages).join("\n")).toMatch(/differs from locales\/es\/routes.json path-irmaa-planning/);
  });

  it("checks site paths: built and planned routes pass, self links and anchors elsewhere do not", () => {
    expect(checkSitePath("/news", "l", "/path/x")).toEqual([]);
    expect(checkSitePath("/tools/irmaa-calculator", "l", "/path/x")).toEqual([]);
    expect(checkSitePath("/encyclopedia#irmaa", "l", "/path/x")).toEqual([]);
    expect(checkSitePath("/path/irmaa-planning", "l", "/path/irmaa-planning")).toEqual([
      "l: /path/irmaa-planning links to the page itself",
    ]);
    expect(checkSitePath("/news#top", "l", "/path/x")).toEqual([
      "l: /news#top: anchors are only checked on /encyclopedia",
    ]);
  });
});
