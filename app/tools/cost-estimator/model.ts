/**
 * Medicare cost estimator (the tools specification, "Tools hub and tool screens", "Validation rules", "Cost estimator"). Official amounts (Part B premium and
 * deductible, Part D maximum deductible) come from content/figures for the plan year (default 2026); the
 * spec's assumptions with no official source (drug plan premium, Advantage premium and deductible, Medigap
 * premium, yearly ranges) are the illustrative values of content/figures/illustrative.ts. Where the spec
 * leaves out an official rule, the rule wins (content/figures/NOTES.md, "Tools"): Medicare Advantage
 * members also pay the Part B premium, and a drug plan's deductible applies with Medigap too.
 * Pure: no React, no DOM.
 */
import * as z from "zod/mini";
import { CURRENT_PLAN_YEAR, getFigure, getIllustrative, type PlanYear } from "@medicare-guide/content/figures/index";
import { ageSchema, choiceSchema, zipSchema } from "../shared/fields.ts";
import { sumDollars, timesDollars } from "../shared/money.ts";

export const PLAN_TYPES = ["original", "advantage", "supplement"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const DRUG_ANSWERS = ["yes", "no"] as const;

export const costFormSchema = z.object({
  zip: zipSchema,
  age: ageSchema,
  planType: choiceSchema(PLAN_TYPES, "tool-cost-estimator:errors.planType"),
  drugs: choiceSchema(DRUG_ANSWERS, "tool-cost-estimator:errors.drugs"),
});
export type CostFormValues = z.output<typeof costFormSchema>;
export interface CostFormDraft {
  zip?: string;
  age?: number;
  planType?: PlanType;
  drugs?: "yes" | "no";
}

/** One part of a premium or deductible: what it is, how much, and whether it is an official figure. */
export interface CostPart {
  id:
    "partB" | "drugPlan" | "advantagePlan" | "medigap" | "partBDeductible" | "partDDeductible" | "advantageDeductible";
  amount: number;
  /** true: an illustrative estimate (no official figure exists); false: the official Medicare amount */
  illustrative: boolean;
}

export interface CostEstimate {
  year: PlanYear;
  planType: PlanType;
  drugs: boolean;
  /** spec "monthlyPremium" */
  monthlyPremium: number;
  /** spec "annualPremium" = monthly x 12 */
  annualPremium: number;
  /** spec "deductible" (yearly) */
  deductible: number;
  /** spec "annualRange": a rough yearly total, illustrative */
  annualRange: { min: number; max: number };
  premiumParts: CostPart[];
  deductibleParts: CostPart[];
  /** under 65: Medicare usually starts at 65 */
  underAge: boolean;
}

const official = (id: CostPart["id"], amount: number): CostPart => ({ id, amount, illustrative: false });
const example = (id: CostPart["id"], amount: number): CostPart => ({ id, amount, illustrative: true });

/** Premiums and deductibles for a plan type, with or without drug coverage, in a plan year. */
export function estimateCosts(
  values: { planType: PlanType; drugs: "yes" | "no" | boolean; age: number },
  year: PlanYear = CURRENT_PLAN_YEAR,
): CostEstimate {
  const drugs = values.drugs === true || values.drugs === "yes";
  const partB = official("partB", getFigure("partB.premium", year).value);
  const partBDeductible = official("partBDeductible", getFigure("partB.deductible", year).value);
  const drugPlan = example("drugPlan", getIllustrative("costEstimator.drugPremium").value);
  const partDDeductible = official("partDDeductible", getFigure("partD.deductible.max", year).value);

  let premiumParts: CostPart[];
  let deductibleParts: CostPart[];
  let range: { min: number; max: number };
  switch (values.planType) {
    case "original":
      premiumParts = drugs ? [partB, drugPlan] : [partB];
      deductibleParts = drugs ? [partBDeductible, partDDeductible] : [partBDeductible];
      range = getIllustrative("costEstimator.annualRange.original");
      break;
    case "advantage":
      // Most Advantage plans include drug coverage: the spec adds nothing for it.
      premiumParts = [partB, example("advantagePlan", getIllustrative("costEstimator.advantage.premium").value)];
      deductibleParts = [example("advantageDeductible", getIllustrative("costEstimator.advantage.deductible").value)];
      range = getIllustrative("costEstimator.annualRange.advantage");
      break;
    case "supplement": {
      const medigap = example("medigap", getIllustrative("costEstimator.supplement.medigapPremium").value);
      premiumParts = drugs ? [partB, medigap, drugPlan] : [partB, medigap];
      deductibleParts = drugs ? [partBDeductible, partDDeductible] : [partBDeductible];
      range = getIllustrative("costEstimator.annualRange.supplement");
      break;
    }
  }
  const monthlyPremium = sumDollars(...premiumParts.map((p) => p.amount));
  return {
    year,
    planType: values.planType,
    drugs,
    monthlyPremium,
    annualPremium: timesDollars(monthlyPremium, 12),
    deductible: sumDollars(...deductibleParts.map((p) => p.amount)),
    annualRange: { min: range.min, max: range.max },
    premiumParts,
    deductibleParts,
    underAge: values.age < 65,
  };
}
