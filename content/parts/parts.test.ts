// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatFigure } from "../figures/index.ts";
import { COMPARISON_ROWS, GAP_GUIDE, getPartsContent, PART_CARDS, PART_D_YEARS, PROS_CONS } from "./index.ts";
import { validate, validateParts } from "./validate.ts";

const ALL = {
  parts: PART_CARDS,
  comparison: COMPARISON_ROWS,
  prosCons: PROS_CONS,
  partDYears: PART_D_YEARS,
  gapGuide: GAP_GUIDE,
};

describe("content/parts", () => {
  it("is valid", () => {
    expect(validate()).toEqual([]);
  });

  it("has the four parts A-D with the anchors other pages link to, each with more than 3 covered items", () => {
    expect(PART_CARDS.map((c) => c.id)).toEqual(["part-a", "part-b", "part-c", "part-d"]);
    for (const card of PART_CARDS) expect(card.covers.length).toBeGreaterThan(3);
  });

  it("reports parts out of order, a missing Spanish text and figures that differ between languages", () => {
    const swapped = { ...ALL, parts: [PART_CARDS[1]!, PART_CARDS[0]!, PART_CARDS[2]!, PART_CARDS[3]!] };
    expect(validateParts(swapped).join("\n")).toMatch(/A, B, C, D in order/);
    const noSpanish = { ...ALL, comparison: [{ ...COMPARISON_ROWS[0]!, feature: { en: "Doctors", es: "" } }] };
    expect(validateParts(noSpanish).join("\n")).toMatch(/comparison\.0\.feature\.es/);
    const card = PART_CARDS[1]!;
    const mismatch = {
      ...ALL,
      parts: [
        PART_CARDS[0]!,
        { ...card, premium: { en: card.premium.en, es: "La prima es de {{fig:partB.deductible}}." } },
        PART_CARDS[2]!,
        PART_CARDS[3]!,
      ],
    };
    expect(validateParts(mismatch).join("\n")).toMatch(/different figures/);
    const unpublishable = {
      ...ALL,
      parts: [
        PART_CARDS[0]!,
        PART_CARDS[1]!,
        { ...PART_CARDS[2]!, deductible: { en: "{{fig:ma.moop.combined}}", es: "{{fig:ma.moop.combined}}" } },
        PART_CARDS[3]!,
      ],
    };
    expect(validateParts(unpublishable).length).toBeGreaterThan(0);
  });

  it("explains the Part D cap per year from content/figures, with the 2024 gap as history", () => {
    for (const lang of ["en", "es"] as const) {
      const content = getPartsContent(lang);
      const text = JSON.stringify(content);
      expect(text).not.toContain("{{fig:");
      expect(content.partDYears.map((y) => y.year)).toEqual([2024, 2025, 2026]);
      expect(content.partDYears[1]!.limit).toContain(formatFigure("partD.oopCap", lang, 2025));
      expect(content.partDYears[2]!.limit).toContain(formatFigure("partD.oopCap", lang, 2026));
      expect(content.partDYears[0]!.gap).toContain(formatFigure("partD.initialCoverageLimit", lang, 2024));
      expect(content.gapGuide[0]!.paragraphs.join(" ")).toContain(formatFigure("partD.oopCap", lang, 2026));
    }
    expect(getPartsContent("en").parts[1]!.premium).toContain(formatFigure("partB.premium", "en"));
  });
});
