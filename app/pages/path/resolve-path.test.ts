import { describe, expect, it } from "vitest";
import { formatFigure } from "@medicare-guide/content/figures/index";
import { PATH_SLUGS } from "@medicare-guide/content/quiz/options";
import { resolveLink, resolvePathPage } from "./resolve-path.ts";

describe("resolvePathPage", () => {
  it("resolves every page in both languages with no figure token left", () => {
    for (const slug of PATH_SLUGS) {
      for (const lang of ["en", "es"] as const) {
        const view = resolvePathPage(slug, lang);
        expect(view.slug).toBe(slug);
        expect(view.year).toBe(2026);
        expect(JSON.stringify(view)).not.toMatch(/\{\{/);
      }
    }
  });

  it("fills figures in the page's language", () => {
    const premium = formatFigure("partB.premium", "es");
    expect(resolvePathPage("getting-started", "es").facts.join(" ")).toContain(premium);
    const table = resolvePathPage("irmaa-planning", "en").sections.find((s) => s.id === "brackets")?.blocks[0];
    expect(table).toMatchObject({ kind: "table", numeric: [2, 3] });
    const rows = table?.kind === "table" ? table.rows : [];
    expect(rows).toHaveLength(6);
    expect(rows[0]?.[0]).toBe(`${formatFigure("irmaa.single.threshold1", "en")} or less`);
  });

  it("localizes site links and resolves official links from the resources directory", () => {
    expect(resolveLink({ to: "/encyclopedia#irmaa", label: "x" }, "es")).toEqual({
      href: "/es/encyclopedia#irmaa",
      label: "x",
      external: false,
      inEnglish: false,
    });
    expect(resolveLink({ resource: "medicare-gov", label: "y" }, "es")).toEqual({
      href: "https://es.medicare.gov/",
      label: "y",
      external: true,
      inEnglish: false,
    });
    // Form SSA-44 exists only in English: the Spanish page says so.
    expect(resolveLink({ resource: "ssa-44", label: "z" }, "es").inEnglish).toBe(true);
    expect(resolveLink({ resource: "ssa-44", label: "z" }, "en").inEnglish).toBe(false);
    expect(() => resolveLink({ resource: "nope", label: "z" }, "en")).toThrow(/No resource "nope"/);
  });

  it("carries the official help line and the SHIP locator", () => {
    const { help } = resolvePathPage("staying-informed", "en");
    expect(help.display).toContain("1-800-MEDICARE");
    expect(help.tel).toMatch(/^\+1\d{10}$/);
    expect(help.shipUrl).toMatch(/^https:\/\/www\.shiphelp\.org\//);
  });
});
