import { describe, expect, it } from "vitest";
import { listAllFigures } from "./figures.ts";
import { ILLUSTRATIVE, getIllustrative } from "./illustrative.ts";
import { IRMAA_TABLES, type IrmaaYearTable } from "./irmaa.ts";
import { SOURCES } from "./sources.ts";
import { validate, validateFigures, type FigureData } from "./validate.ts";

const real = (): FigureData => ({
  figures: listAllFigures(),
  sources: SOURCES,
  irmaa: IRMAA_TABLES,
  illustrative: ILLUSTRATIVE,
});

describe("validateFigures", () => {
  it("passes on the real figure set", () => {
    const result = validateFigures();
    expect(result.issues).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("flags a figure whose source does not exist, or that has no year", () => {
    const data = real();
    const [first, second] = data.figures as Record<string, unknown>[];
    const noYear = { ...second };
    delete noYear.year;
    const result = validateFigures({ ...data, figures: [{ ...first, sourceId: "NOPE" }, noYear] });
    expect(result.ok).toBe(false);
    expect(result.issues.some((i) => i.includes("source NOPE does not exist"))).toBe(true);
    expect(result.issues.some((i) => i.startsWith("figure #1") && i.includes("year"))).toBe(true);
  });

  it("flags a V figure with a non-official source and an S figure citing nothing", () => {
    const data = real();
    const base = listAllFigures().find((f) => f.key === "partB.premium" && f.year === 2026);
    const result = validateFigures({
      ...data,
      figures: [
        { ...base, sourceId: "AHA-26" },
        { ...base, year: 2025, status: "S", sourceId: "UNSOURCED" },
      ],
    });
    expect(result.issues.some((i) => i.includes("V (verified) but source AHA-26 is secondary"))).toBe(true);
    expect(result.issues.some((i) => i.includes("S but unsourced"))).toBe(true);
  });

  it("flags an unknown key, a wrong unit, a negative or non-finite value, an unknown further source", () => {
    const base = listAllFigures().find((f) => f.key === "partA.deductible" && f.year === 2026);
    const result = validateFigures({
      ...real(),
      figures: [
        { ...base, key: "partA.deductable" },
        { ...base, unit: "usd-per-day" },
        { ...base, year: 2024, value: -1 },
        { ...base, year: 2025, value: Number.NaN },
        { ...base, alsoSourceIds: ["GHOST"] },
      ],
    });
    expect(result.issues.join("\n")).toMatch(/unknown figure key/);
    expect(result.issues.join("\n")).toMatch(/unit usd-per-day is not usd/);
    expect(result.issues.filter((i) => i.startsWith("figure #2") || i.startsWith("figure #3"))).toHaveLength(2);
    expect(result.issues.join("\n")).toMatch(/further source GHOST does not exist/);
  });

  it("flags a broken source record", () => {
    const result = validateFigures({
      ...real(),
      sources: {
        ...SOURCES,
        BAD: { id: "BAD", title: "", publisher: "x", url: "not a url", date: null, kind: "official" },
      },
    });
    expect(result.issues.some((i) => i.startsWith("source BAD"))).toBe(true);
  });

  it("flags IRMAA tables that do not add up or disagree with the Part B premium", () => {
    const t2026 = IRMAA_TABLES[2026];
    const broken: IrmaaYearTable = {
      ...t2026,
      tiers: [
        { ...t2026.tiers[0], partBPremium: 206.5 },
        t2026.tiers[1],
        t2026.tiers[2],
        t2026.tiers[3],
        { ...t2026.tiers[4], partBPremium: 650 },
        t2026.tiers[5],
      ],
      thresholds: { ...t2026.thresholds, single: [109_000, 137_000, 137_000, 205_000, 500_000] },
    };
    const result = validateFigures({ ...real(), irmaa: { ...IRMAA_TABLES, 2026: broken } });
    expect(result.issues.join("\n")).toMatch(/IRMAA 2026: tier 0 premium 206.5 is not partB.premium 202.9/);
    expect(result.issues.join("\n")).toMatch(/IRMAA 2026 tier 4: total 650/);
    expect(result.issues.join("\n")).toMatch(/IRMAA 2026 single: thresholds not increasing/);
  });

  it("flags an illustrative value that is not flagged illustrative or has a reversed range", () => {
    const result = validateFigures({
      ...real(),
      illustrative: {
        a: { ...ILLUSTRATIVE["costEstimator.drugPremium"], illustrative: false },
        b: { ...ILLUSTRATIVE["costEstimator.annualRange.original"], min: 9000 },
      },
    });
    expect(result.issues.some((i) => i.startsWith("illustrative a"))).toBe(true);
    expect(result.issues.some((i) => i.startsWith("illustrative b"))).toBe(true);
  });
});

describe("illustrative values", () => {
  it("keep the spec's numbers, each flagged illustrative with a note", () => {
    for (const item of Object.values(ILLUSTRATIVE)) {
      expect(item.illustrative).toBe(true);
      expect(item.note.length).toBeGreaterThan(10);
    }
    expect(getIllustrative("costEstimator.annualRange.original")).toMatchObject({ min: 3000, max: 8000 });
    expect(getIllustrative("oopTracker.spending.original")).toMatchObject({ low: 3500, medium: 7000, high: 15000 });
    expect(getIllustrative("planComparison.premium.medigap")).toMatchObject({ min: 335, max: 400 });
    expect(() => getIllustrative("nope" as "costEstimator.drugPremium")).toThrow(/Unknown illustrative/);
  });
});

describe("validate (the content-build hook)", () => {
  it("returns no problems for the real figures", () => {
    expect(validate()).toEqual([]);
  });
});
