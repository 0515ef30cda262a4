import { describe, expect, it } from "vitest";
import { getFigure, getIllustrative } from "@medicare-guide/content/figures/index";
import { costFormSchema, estimateCosts, type PlanType } from "./model.ts";

const partB = getFigure("partB.premium").value;
const partBDed = getFigure("partB.deductible").value;
const partDDed = getFigure("partD.deductible.max").value;
const drug = getIllustrative("costEstimator.drugPremium").value;
const maPremium = getIllustrative("costEstimator.advantage.premium").value;
const medigap = getIllustrative("costEstimator.supplement.medigapPremium").value;
const cents = (n: number) => Math.round(n * 100);
const est = (planType: PlanType, drugs: "yes" | "no", age = 66) => estimateCosts({ planType, drugs, age });

describe("cost estimator (spec 9.4) with the 2026 official figures", () => {
  it("computes with the current plan year, 2026", () => {
    expect(est("original", "no").year).toBe(2026);
    expect(partB).toBe(getFigure("partB.premium", 2026).value);
  });

  it("Original: premium = Part B; deductible = Part B deductible; range illustrative", () => {
    const r = est("original", "no");
    expect(r.monthlyPremium).toBe(partB);
    expect(r.deductible).toBe(partBDed);
    expect(r.annualRange).toEqual({
      min: getIllustrative("costEstimator.annualRange.original").min,
      max: getIllustrative("costEstimator.annualRange.original").max,
    });
  });

  it("Original with drugs: + drug plan premium; + the Part D maximum deductible (the spec's 545 was 2024's)", () => {
    const r = est("original", "yes");
    expect(cents(r.monthlyPremium)).toBe(cents(partB) + cents(drug));
    expect(r.deductible).toBe(partBDed + partDDed);
    expect(r.premiumParts.map((p) => [p.id, p.illustrative])).toEqual([
      ["partB", false],
      ["drugPlan", true],
    ]);
  });

  it("Advantage: the plan premium is added to the Part B premium that members still pay; deductible illustrative", () => {
    for (const drugs of ["yes", "no"] as const) {
      const r = est("advantage", drugs);
      expect(cents(r.monthlyPremium)).toBe(cents(partB) + cents(maPremium));
      expect(r.deductible).toBe(getIllustrative("costEstimator.advantage.deductible").value);
      expect(r.deductibleParts.every((p) => p.illustrative)).toBe(true);
      expect(r.annualRange.min).toBe(getIllustrative("costEstimator.annualRange.advantage").min);
    }
  });

  it("Supplement: Part B + Medigap premium (+ drug plan); Part B deductible (+ drug plan deductible)", () => {
    const without = est("supplement", "no");
    expect(cents(without.monthlyPremium)).toBe(cents(partB) + cents(medigap));
    expect(without.deductible).toBe(partBDed);
    const withDrugs = est("supplement", "yes");
    expect(cents(withDrugs.monthlyPremium)).toBe(cents(partB) + cents(medigap) + cents(drug));
    expect(withDrugs.deductible).toBe(partBDed + partDDed);
    expect(withDrugs.annualRange.max).toBe(getIllustrative("costEstimator.annualRange.supplement").max);
  });

  it.each(["original", "advantage", "supplement"] as const)(
    "%s: annual premium = monthly x 12, to the cent",
    (planType) => {
      for (const drugs of ["yes", "no"] as const) {
        const r = est(planType, drugs);
        expect(cents(r.annualPremium)).toBe(cents(r.monthlyPremium) * 12);
        expect(r.annualPremium).toBe(Number(r.annualPremium.toFixed(2)));
      }
    },
  );

  it("another plan year uses that year's official figures (2025)", () => {
    const r = estimateCosts({ planType: "original", drugs: "no", age: 70 }, 2025);
    expect(r.monthlyPremium).toBe(getFigure("partB.premium", 2025).value);
    expect(r.deductible).toBe(getFigure("partB.deductible", 2025).value);
  });

  it("age boundary: under 65 is flagged (Medicare usually starts at 65), 65 is not", () => {
    expect(est("original", "no", 64).underAge).toBe(true);
    expect(est("original", "no", 50).underAge).toBe(true);
    expect(est("original", "no", 65).underAge).toBe(false);
    expect(est("original", "no", 100).underAge).toBe(false);
  });
});

const messages = (v: unknown) => {
  const r = costFormSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("cost estimator: form rules (spec section 5: ZIP, age and plan type; ZIP 5 characters, age 50-100)", () => {
  const ok = { zip: "90210", age: 66, planType: "original", drugs: "no" };
  it("asks for every missing answer", () => {
    expect(messages({ zip: "", age: Number.NaN })).toEqual({
      zip: "tools:errors.zipRequired",
      age: "tools:errors.ageRequired",
      planType: "tool-cost-estimator:errors.planType",
      drugs: "tool-cost-estimator:errors.drugs",
    });
  });
  it("ZIP must be 5 digits; age 50 to 100", () => {
    expect(messages(ok)).toEqual({});
    expect(messages({ ...ok, zip: "9021" })).toEqual({ zip: "tools:errors.zipFormat" });
    expect(messages({ ...ok, age: 49 })).toEqual({ age: "tools:errors.ageRange" });
    expect(messages({ ...ok, age: 50 })).toEqual({});
    expect(messages({ ...ok, age: 100 })).toEqual({});
    expect(messages({ ...ok, age: 101 })).toEqual({ age: "tools:errors.ageRange" });
  });
});
