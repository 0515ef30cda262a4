import { describe, expect, it } from "vitest";
import { annualExample, excessCharge, hdgScenario, yearlyRange } from "./calc.ts";

// Arbitrary test inputs (not Medicare figures): the arithmetic is what is tested.
const base = {
  highDeductible: 3000,
  partBDeductible: 250,
  highDeductiblePremium: { min: 40, max: 80 },
  planGPremium: { min: 150, max: 250 },
};

describe("hdgScenario: high-deductible Plan G against standard Plan G", () => {
  it("below the deductible: you pay all the costs with high-deductible G, only the Part B deductible with G", () => {
    const s = hdgScenario({ ...base, costs: 2999 });
    expect(s.position).toBe("below");
    expect(s.highDeductibleG.share).toBe(2999);
    expect(s.planG.share).toBe(250);
    expect(s.highDeductibleG.premiums).toEqual({ min: 480, max: 960 });
    expect(s.highDeductibleG.total).toEqual({ min: 3479, max: 3959 });
    expect(s.planG.total).toEqual({ min: 2050, max: 3250 });
  });

  it("exactly at the deductible: you pay the whole deductible", () => {
    const s = hdgScenario({ ...base, costs: 3000 });
    expect(s.position).toBe("at");
    expect(s.highDeductibleG.share).toBe(3000);
    expect(s.highDeductibleG.total).toEqual({ min: 3480, max: 3960 });
  });

  it("above the deductible: your share stops at the deductible", () => {
    const s = hdgScenario({ ...base, costs: 3001 });
    expect(s.position).toBe("above");
    expect(s.highDeductibleG.share).toBe(3000);
    expect(hdgScenario({ ...base, costs: 50_000 }).highDeductibleG.share).toBe(3000);
    expect(s.planG.share).toBe(250);
  });

  it("costs below the Part B deductible are paid in full with either plan", () => {
    const s = hdgScenario({ ...base, costs: 100 });
    expect(s.highDeductibleG.share).toBe(100);
    expect(s.planG.share).toBe(100);
  });

  it("refuses negative amounts", () => {
    expect(() => hdgScenario({ ...base, costs: -1 })).toThrow(RangeError);
  });
});

describe("annualExample", () => {
  it("adds 12 premiums, the Part B deductible and Plan N's copays", () => {
    const ex = annualExample({
      planGPremium: 200,
      planNPremium: 140,
      partBDeductible: 240,
      planNVisits: 6,
      planNCopay: 20,
    });
    // The spec's own example (2024 Part B deductible): 2,640 and 2,040.
    expect(ex.planG).toEqual({ premiums: 2400, deductible: 240, total: 2640 });
    expect(ex.planN).toEqual({ premiums: 1680, deductible: 240, copays: 120, total: 2040 });
    expect(ex.difference).toBe(600);
  });

  it("reports a negative difference when Plan G costs less", () => {
    expect(
      annualExample({ planGPremium: 100, planNPremium: 100, partBDeductible: 0, planNVisits: 3, planNCopay: 20 })
        .difference,
    ).toBe(-60);
  });
});

describe("excessCharge and yearlyRange", () => {
  it("applies the limit in percent, to the cent", () => {
    expect(excessCharge(1000, 15)).toEqual({ excess: 150, billed: 1150 });
    expect(excessCharge(99.99, 15)).toEqual({ excess: 15, billed: 114.99 });
    expect(() => excessCharge(-1, 15)).toThrow(RangeError);
  });

  it("turns a monthly range into a yearly one", () => {
    expect(yearlyRange({ min: 45, max: 75 })).toEqual({ min: 540, max: 900 });
  });
});
