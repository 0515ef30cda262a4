import { describe, expect, it } from "vitest";
import { FIGURES_BY_YEAR, getFigure, getFigureIncludingUnverified, isPublishable, listAllFigures } from "./figures.ts";
import { FIGURE_KEYS, isFigureKey, type FigureKey } from "./keys.ts";
import { CURRENT_PLAN_YEAR } from "./plan-year.ts";
import { COST_PAGE_YEARS, PLAN_YEARS, type PlanYear } from "./types.ts";

// The stored value, published or not: the resolutions below are about values; statuses are tested apart.
const value = (key: FigureKey, year: PlanYear): number => getFigureIncludingUnverified(key, year).value;

describe("getFigure", () => {
  it("returns a full figure record: value, unit, year, status and source", () => {
    expect(getFigure("partB.premium", 2026)).toMatchObject({
      key: "partB.premium",
      value: 202.9,
      unit: "usd-per-month",
      year: 2026,
      status: "V",
      sourceId: "FR-B26",
    });
  });

  it("uses the current plan year, 2026, by default", () => {
    expect(CURRENT_PLAN_YEAR).toBe(2026);
    expect(getFigure("partB.premium")).toEqual(getFigure("partB.premium", 2026));
  });

  it("throws for an unverified (U) figure: the 2026 Medicare Advantage combined out-of-pocket limit", () => {
    expect(() => getFigure("ma.moop.combined", 2026)).toThrow(/unverified/);
    expect(() => getFigure("medigap.planL.oopLimit", 2025)).toThrow(/unverified/);
    expect(isPublishable("ma.moop.combined", 2026)).toBe(false);
    // No CMS document for the yearly MA limits could be read (issue 25): unverified in every year.
    expect(PLAN_YEARS.map((year) => isPublishable("ma.moop.inNetwork", year))).toEqual([false, false, false]);
  });

  it("lets tests (only) read a U figure with getFigureIncludingUnverified", () => {
    expect(getFigureIncludingUnverified("ma.moop.combined", 2026)).toMatchObject({
      value: 13900,
      status: "U",
      sourceId: "UNSOURCED",
    });
  });

  it("throws for a figure that does not exist in that year, an unknown key or a year without figures", () => {
    expect(() => getFigure("partD.oopCap", 2024)).toThrow(/No 2024 value/);
    expect(() => getFigure("partD.catastrophicThreshold", 2026)).toThrow(/No 2026 value/);
    expect(() => getFigure("partB.premum" as FigureKey, 2026)).toThrow(/Unknown Medicare figure/);
    expect(() => getFigure("partB.premium", 2027 as PlanYear)).toThrow(RangeError);
    expect(isPublishable("partD.oopCap", 2024)).toBe(false);
  });

  it("knows every key it is asked about (typed keys and runtime check agree)", () => {
    expect(isFigureKey("partB.premium")).toBe(true);
    expect(isFigureKey("irmaa.tier3.partDAdjustment")).toBe(true);
    expect(isFigureKey("irmaa.separate.threshold3")).toBe(false);
    expect(isFigureKey("toString")).toBe(false);
    for (const figure of listAllFigures()) expect(FIGURE_KEYS).toContain(figure.key);
  });

  it("has the figures the tools and cost pages need in every year with a costs page", () => {
    const everyYear: FigureKey[] = [
      "partB.premium",
      "partB.deductible",
      "partA.deductible",
      "partA.coinsurance.days61to90",
      "partA.coinsurance.lifetimeReserve",
      "partA.snf.coinsurance.days21to100",
      "partA.premium.full",
      "partA.premium.reduced",
      "partD.basePremium",
      "partD.deductible.max",
      "medigap.highDeductible.deductible",
      "partB.latePenalty.percentPer12Months",
      "partD.latePenalty.percentPerMonth",
      "irmaa.tier5.partBPremium",
    ];
    // 2024 has no costs page (types.ts: kept for the IRMAA look-back and older articles).
    const missing = COST_PAGE_YEARS.flatMap((year) =>
      everyYear.filter((key) => !isPublishable(key, year)).map((key) => `${key} ${year}`),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(FIGURES_BY_YEAR).map(Number)).toEqual([...PLAN_YEARS]);
  });
});

// Each of the spec's contradictions (001 section 9.11 and section 9.10), resolved by plan year. See NOTES.md.
describe("the spec's contradictions resolve to the official figure of each year", () => {
  it("Part B premium: 174.70 is 2024, 185.00 is 2025, 2026 is 202.90 (not 184.80, 185 or the projected 206.50)", () => {
    expect([value("partB.premium", 2024), value("partB.premium", 2025), value("partB.premium", 2026)]).toEqual([
      174.7, 185, 202.9,
    ]);
  });

  it("Part B deductible: 240 is 2024, 257 is 2025, 283 in 2026", () => {
    expect([value("partB.deductible", 2024), value("partB.deductible", 2025), value("partB.deductible", 2026)]).toEqual(
      [240, 257, 283],
    );
  });

  it("Part A deductible: 1,632 is 2024, 1,676 is 2025, 1,736 in 2026", () => {
    expect([value("partA.deductible", 2024), value("partA.deductible", 2025), value("partA.deductible", 2026)]).toEqual(
      [1632, 1676, 1736],
    );
  });

  it("lifetime reserve day: 838 in 2025 (the spec's 844 matches no year); SNF day 209.50 in 2025 (not 211.50)", () => {
    expect([
      value("partA.coinsurance.lifetimeReserve", 2024),
      value("partA.coinsurance.lifetimeReserve", 2025),
      value("partA.coinsurance.lifetimeReserve", 2026),
    ]).toEqual([816, 838, 868]);
    expect([
      value("partA.snf.coinsurance.days21to100", 2024),
      value("partA.snf.coinsurance.days21to100", 2025),
      value("partA.snf.coinsurance.days21to100", 2026),
    ]).toEqual([204, 209.5, 217]);
    expect([
      value("partA.coinsurance.days61to90", 2024),
      value("partA.coinsurance.days61to90", 2025),
      value("partA.coinsurance.days61to90", 2026),
    ]).toEqual([408, 419, 434]);
  });

  it("Part D: 8,000 is the 2024 catastrophic threshold, the cap is 2,000 (2025) and 2,100 (2026)", () => {
    expect(value("partD.catastrophicThreshold", 2024)).toBe(8000);
    expect(value("partD.initialCoverageLimit", 2024)).toBe(5030);
    expect([value("partD.oopCap", 2025), value("partD.oopCap", 2026)]).toEqual([2000, 2100]);
    expect(value("partD.catastrophic.costSharing", 2024)).toBe(0);
  });

  it("Part D maximum deductible: 545 / 590 / 615 (the spec's 580 matches no year)", () => {
    expect([
      value("partD.deductible.max", 2024),
      value("partD.deductible.max", 2025),
      value("partD.deductible.max", 2026),
    ]).toEqual([545, 590, 615]);
  });

  it("Part D base beneficiary premium: 34.70 is 2024 (the tool's 35 rounds it)", () => {
    expect([
      value("partD.basePremium", 2024),
      value("partD.basePremium", 2025),
      value("partD.basePremium", 2026),
    ]).toEqual([34.7, 36.78, 38.99]);
  });

  it("top Part D IRMAA: 81.00 is 2024 (103.90 matches no year); 85.80 in 2025, 91.00 in 2026", () => {
    expect([
      value("irmaa.tier5.partDAdjustment", 2024),
      value("irmaa.tier5.partDAdjustment", 2025),
      value("irmaa.tier5.partDAdjustment", 2026),
    ]).toEqual([81, 85.8, 91]);
  });

  it("top Part B IRMAA: 443.90 in 2025 (not 519 or 519.50); first thresholds 103k/206k (2024), 106k/212k (2025)", () => {
    expect(value("irmaa.tier5.partBAdjustment", 2025)).toBe(443.9);
    expect(value("irmaa.tier5.partBPremium", 2025)).toBe(628.9);
    expect([value("irmaa.single.threshold1", 2024), value("irmaa.joint.threshold1", 2024)]).toEqual([103_000, 206_000]);
    expect([value("irmaa.single.threshold1", 2025), value("irmaa.joint.threshold1", 2025)]).toEqual([106_000, 212_000]);
    expect([value("irmaa.single.threshold1", 2026), value("irmaa.joint.threshold1", 2026)]).toEqual([109_000, 218_000]);
  });

  it("Medicare Advantage in-network limit: 8,850 (2024), 9,350 (2025), 9,250 (2026, down $100)", () => {
    expect([2024, 2025, 2026].map((y) => value("ma.moop.inNetwork", y as 2024 | 2025 | 2026))).toEqual([
      8850, 9350, 9250,
    ]);
  });

  it("high-deductible Plan G: 2,800 (2024), 2,870 (2025), 2,950 (2026)", () => {
    expect([
      value("medigap.highDeductible.deductible", 2024),
      value("medigap.highDeductible.deductible", 2025),
      value("medigap.highDeductible.deductible", 2026),
    ]).toEqual([2800, 2870, 2950]);
  });

  it("rates that do not change: Part B penalty 10% per 12 months, Part D 1% per month, excess charge 15%", () => {
    for (const year of PLAN_YEARS) {
      expect(value("partB.latePenalty.percentPer12Months", year)).toBe(10);
      expect(value("partD.latePenalty.percentPerMonth", year)).toBe(1);
      expect(value("partB.excessChargeLimit", year)).toBe(15);
      expect(value("enrollment.iep.months", year)).toBe(7);
      expect(value("partD.insulinCap", year)).toBe(35);
    }
  });
});
