import { describe, expect, it } from "vitest";
import { pagePathOf, printFacts } from "./print-facts.ts";

describe("print facts", () => {
  it("name the page a request is for, prerender or navigation (.data)", () => {
    expect(pagePathOf("/faq")).toBe("/faq");
    expect(pagePathOf("/es/news.data")).toBe("/es/news");
    expect(pagePathOf("/_.data")).toBe("/");
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/es.data")).toBe("/es");
  });

  it.each([
    ["en", "/tools/coverage-timeline", /plan year 2026/, "Sources"],
    ["es", "/es/tools/coverage-timeline", /año del plan 2026/, "Fuentes"],
  ] as const)(
    "%s: title, address, plan year, footnotes, help line with TTY and SHIP locator",
    (lang, path, year, sources) => {
      const facts = printFacts(path);
      expect(facts.lang).toBe(lang);
      expect(facts.header[1]?.[1]).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      expect(facts.header[0]?.[1]).not.toBe("");
      expect(facts.planYear).toMatch(year);
      expect(facts.sourcesTitle).toBe(sources);
      expect(facts.notes[0]).toMatch(/medicare-costs-2026#sources$/);
      expect(facts.help).toContain("TTY 1-877-486-2048");
      expect(facts.ship).toContain("https://www.shiphelp.org/");
    },
  );
});
