import { describe, expect, it } from "vitest";
import { getFigure, getIllustrative } from "@medicare-guide/content/figures/index";
import { estimateOop, oopFormSchema, percentOfMax, USAGE_LEVELS } from "./model.ts";

const cents = (n: number) => Math.round(n * 100);
const partB = getFigure("partB.premium").value;
const drug = getIllustrative("costEstimator.drugPremium").value;
const ma = getIllustrative("costEstimator.advantage.premium").value;
const medigap = getIllustrative("costEstimator.supplement.medigapPremium").value;

describe("OOP tracker: the spec's table (9.7), premiums computed from the figures", () => {
  it("original: no limit; premium = Part B + drug plan (the spec's 240 was 185 + 55); spending by level", () => {
    const levels = getIllustrative("oopTracker.spending.original");
    for (const usage of USAGE_LEVELS) {
      const r = estimateOop({ planType: "original", usage });
      expect(r.hasLimit).toBe(false);
      expect(r.oopMax).toBeNull();
      expect(r.percentOfMax).toBeNull();
      expect(cents(r.premiumMonthly)).toBe(cents(partB) + cents(drug));
      expect(r.estimatedSpending).toBe(levels[usage]);
    }
  });

  it("advantage: the example maximum; premium = Part B + the plan premium (members still pay Part B)", () => {
    const r = estimateOop({ planType: "advantage", usage: "medium" });
    expect(r.hasLimit).toBe(true);
    expect(r.oopMax).toBe(getIllustrative("oopTracker.advantage.oopMax").value);
    expect(cents(r.premiumMonthly)).toBe(cents(partB) + cents(ma));
    expect(r.premiumParts.map((p) => p.id)).toEqual(["partB", "advantagePlan"]);
  });

  it("medigap: the example ceiling; premium = Part B + Medigap + drug plan (the spec's 390 was 185 + 150 + 55)", () => {
    const r = estimateOop({ planType: "medigap", usage: "low" });
    expect(r.oopMax).toBe(getIllustrative("oopTracker.medigap.oopMax").value);
    expect(cents(r.premiumMonthly)).toBe(cents(partB) + cents(medigap) + cents(drug));
  });

  it("annual premium = monthly x 12; total = annual premium + spending (to the cent)", () => {
    for (const planType of ["original", "advantage", "medigap"] as const) {
      for (const usage of USAGE_LEVELS) {
        const r = estimateOop({ planType, usage });
        expect(cents(r.premiumAnnual)).toBe(cents(r.premiumMonthly) * 12);
        expect(cents(r.totalAnnualCost)).toBe(cents(r.premiumAnnual) + cents(r.estimatedSpending));
      }
    }
  });

  it("percent of the maximum for every plan with a limit and every level, from the spec's numbers", () => {
    const advantage = getIllustrative("oopTracker.spending.advantage");
    const maMax = getIllustrative("oopTracker.advantage.oopMax").value;
    expect(estimateOop({ planType: "advantage", usage: "low" }).percentOfMax).toBe(
      Math.round((advantage.low / maMax) * 100),
    );
    expect(estimateOop({ planType: "advantage", usage: "medium" }).percentOfMax).toBe(50);
    expect(estimateOop({ planType: "advantage", usage: "high" }).percentOfMax).toBe(100);
    expect(estimateOop({ planType: "medigap", usage: "low" }).percentOfMax).toBe(60);
    expect(estimateOop({ planType: "medigap", usage: "medium" }).percentOfMax).toBe(80);
    expect(estimateOop({ planType: "medigap", usage: "high" }).percentOfMax).toBe(100);
  });
});

describe("OOP tracker: percentOfMax rule (rounded, capped at 100)", () => {
  it("rounds to a whole number and caps at 100", () => {
    expect(percentOfMax(0, 500)).toBe(0);
    expect(percentOfMax(1, 300)).toBe(0);
    expect(percentOfMax(2, 300)).toBe(1);
    expect(percentOfMax(1499, 8000)).toBe(19);
    expect(percentOfMax(7999, 8000)).toBe(100);
    expect(percentOfMax(8000, 8000)).toBe(100);
    expect(percentOfMax(15_000, 8000)).toBe(100);
  });
  it("refuses a maximum of 0 or less", () => {
    expect(() => percentOfMax(1, 0)).toThrow("A maximum must be above 0");
  });
});

const messages = (v: unknown) => {
  const r = oopFormSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("OOP tracker: form rules (spec section 5: runs only when plan type and usage level are chosen)", () => {
  it("asks for both", () => {
    expect(messages({})).toEqual({
      planType: "tool-oop-max-tracker:errors.planType",
      usage: "tool-oop-max-tracker:errors.usage",
    });
    expect(messages({ planType: "original", usage: "high" })).toEqual({});
  });
});
