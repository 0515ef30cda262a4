/**
 * A news article states only figures that existed on its date (issue 25; Figures: "a news article only
 * states a figure that existed on its date"), in its text and in the term boxes of the words it marks.
 * The same rule runs in `npm run validate` (content/news/validate.ts); these tests pin its edges.
 */
import { describe, expect, it } from "vitest";
import { figureDateProblem, figureKnownFrom } from "../figures/dates.ts";
import { listAllFigures } from "../figures/figures.ts";
import { validateFigures } from "../figures/validate.ts";
import { SOURCES } from "../figures/sources.ts";
import { IRMAA_TABLES } from "../figures/irmaa.ts";
import { ILLUSTRATIVE } from "../figures/illustrative.ts";
import { definitionFor, TERM_TEXTS } from "../glossary/index.ts";
import { articleFigureUses } from "./figure-dates.ts";
import { readArticleSources } from "./load.ts";

const article = (publishedAt: string, markdown: string) => ({
  slug: "9-major-medicare-changes-2026" as const,
  lang: "en" as const,
  title: "A title",
  excerpt: "An excerpt.",
  markdown,
  publishedAt,
});

describe("news articles state only figures that existed on their date", () => {
  it("holds for every article in both languages, term boxes included", () => {
    const uses = (["en", "es"] as const).flatMap((lang) => readArticleSources(lang).flatMap(articleFigureUses));
    expect(uses.length).toBeGreaterThan(50);
    expect(uses.filter((u) => u.where !== "text").length).toBeGreaterThan(10);
    expect(uses.filter((u) => u.problem !== null)).toEqual([]);
  });

  it("rejects the 2026 Extra Help limits in an article of 5 January 2026 (published on 15 January)", () => {
    expect(figureKnownFrom("extraHelp.incomeLimit.single", 2026)).toBe("2026-01-15");
    const uses = articleFigureUses(article("2026-01-05", "Below {{fig:extraHelp.incomeLimit.single}} a year."));
    expect(uses.map((u) => u.problem)).toEqual([
      "extraHelp.incomeLimit.single@2026 was published on 2026-01-15, after 2026-01-05",
    ]);
    expect(articleFigureUses(article("2026-01-15", "{{fig:extraHelp.incomeLimit.single}}"))[0]?.problem).toBeNull();
  });

  it("checks the term boxes an article shows, with the definition its date selects", () => {
    const words = TERM_TEXTS.en["extra-help"]!;
    expect(definitionFor(words, "2025-10-06")).toBe(words.earlierDefinition);
    expect(definitionFor(words, "2026-02-01")).toBe(words.definition);
    const boxed = articleFigureUses(article("2025-10-06", "{{term:extra-help|Extra Help}} lowers drug costs."));
    expect(boxed.map((u) => u.where)).toContain('term box "extra-help"');
    expect(boxed.filter((u) => u.problem !== null)).toEqual([]);
    // Without its earlier definition, the box would state the 2026 limits in October 2025.
    const current = words.definition;
    expect(figureDateProblem("extraHelp.incomeLimit.single", 2026, "2025-10-06")).toMatch(/after 2025-10-06/);
    expect(current).toContain("{{fig:extraHelp.incomeLimit.single}}");
  });

  it("refuses an unverified figure and a yearly figure without a publication day", () => {
    expect(figureDateProblem("ma.moop.inNetwork", 2026, "2026-06-01")).toMatch(/unverified/);
    // No source of the 2026 high-deductible Plan G amount gives a day: an article cannot state it.
    expect(figureKnownFrom("medigap.highDeductible.deductible", 2026)).toBeNull();
    expect(figureDateProblem("medigap.highDeductible.deductible", 2026, "2030-01-01")).toMatch(/no publication day/);
    // Standing rules are not yearly amounts: no date applies.
    expect(figureDateProblem("enrollment.iep.months", 2026, "2020-01-01")).toBeNull();
  });

  it("takes dates to the day: a month-only publishedOn or source date fails validation", () => {
    const figures = listAllFigures().map((f) =>
      f.key === "extraHelp.incomeLimit.single" && f.year === 2026 ? { ...f, publishedOn: "2026-01" } : f,
    );
    const sources = { ...SOURCES, "FR-PG26": { ...SOURCES["FR-PG26"]!, date: "2026-01" } };
    const result = validateFigures({ figures, sources, irmaa: IRMAA_TABLES, illustrative: ILLUSTRATIVE });
    expect(result.issues.some((i) => i.includes("publishedOn") && i.includes("must be a day"))).toBe(true);
    expect(result.issues.some((i) => i.startsWith("source FR-PG26") && i.includes("must be a day"))).toBe(true);
  });
});
