/**
 * Out-of-pocket maximum tracker (the tools specification, "Tools hub and tool screens", "Entities and their fields", "Validation rules", "Out-of-pocket max tracker"). The spec's table, with its
 * premiums computed from the figures instead of typed (content/figures/NOTES.md): the spec's 240 is the
 * Part B premium + the illustrative drug plan premium, 390 adds the illustrative Medigap premium, and
 * Medicare Advantage members also pay the Part B premium (the spec left it out; it is added here, as in
 * the cost estimator). Maximums and spending levels are illustrative examples. percentOfMax = spending /
 * maximum x 100, rounded to a whole number, capped at 100, and absent when the plan has no limit.
 * Pure: no React, no DOM.
 */
import * as z from "zod/mini";
import { CURRENT_PLAN_YEAR, getFigure, getIllustrative, type PlanYear } from "@medicare-guide/content/figures/index";
import { choiceSchema } from "../shared/fields.ts";
import { sumDollars, timesDollars } from "../shared/money.ts";

export const OOP_PLAN_TYPES = ["original", "advantage", "medigap"] as const;
export type OopPlanType = (typeof OOP_PLAN_TYPES)[number];
export const USAGE_LEVELS = ["low", "medium", "high"] as const;
export type UsageLevel = (typeof USAGE_LEVELS)[number];

export const oopFormSchema = z.object({
  planType: choiceSchema(OOP_PLAN_TYPES, "tool-oop-max-tracker:errors.planType"),
  usage: choiceSchema(USAGE_LEVELS, "tool-oop-max-tracker:errors.usage"),
});
export type OopFormValues = z.output<typeof oopFormSchema>;
export interface OopFormDraft {
  planType?: OopPlanType;
  usage?: UsageLevel;
}

export interface PremiumPart {
  id: "partB" | "drugPlan" | "advantagePlan" | "medigap";
  monthly: number;
  illustrative: boolean;
}

export interface OopEstimate {
  year: PlanYear;
  planType: OopPlanType;
  usage: UsageLevel;
  /** spec "hasLimit" */
  hasLimit: boolean;
  /** spec "oopMax": a dollar amount, or null for "No limit" (illustrative when present) */
  oopMax: number | null;
  /** spec "estimatedSpending" (illustrative) */
  estimatedSpending: number;
  premiumMonthly: number;
  /** spec "premiumAnnual" = monthly x 12 */
  premiumAnnual: number;
  premiumParts: PremiumPart[];
  /** spec "totalAnnualCost" = premiumAnnual + estimatedSpending */
  totalAnnualCost: number;
  /** spec "percentOfMax": 0-100, whole number; null without a limit */
  percentOfMax: number | null;
}

/** spending / max x 100, rounded to a whole number and capped at 100. */
export function percentOfMax(spending: number, max: number): number {
  if (!(max > 0)) throw new RangeError(`A maximum must be above 0 (got ${String(max)})`);
  return Math.min(100, Math.round((spending / max) * 100));
}

function premiumParts(planType: OopPlanType, year: PlanYear): PremiumPart[] {
  const partB: PremiumPart = { id: "partB", monthly: getFigure("partB.premium", year).value, illustrative: false };
  const drugPlan: PremiumPart = {
    id: "drugPlan",
    monthly: getIllustrative("costEstimator.drugPremium").value,
    illustrative: true,
  };
  switch (planType) {
    case "original":
      return [partB, drugPlan];
    case "advantage":
      return [
        partB,
        { id: "advantagePlan", monthly: getIllustrative("costEstimator.advantage.premium").value, illustrative: true },
      ];
    case "medigap":
      return [
        partB,
        {
          id: "medigap",
          monthly: getIllustrative("costEstimator.supplement.medigapPremium").value,
          illustrative: true,
        },
        drugPlan,
      ];
  }
}

function maximum(planType: OopPlanType): number | null {
  if (planType === "advantage") return getIllustrative("oopTracker.advantage.oopMax").value;
  if (planType === "medigap") return getIllustrative("oopTracker.medigap.oopMax").value;
  return null;
}

export function estimateOop(values: OopFormValues, year: PlanYear = CURRENT_PLAN_YEAR): OopEstimate {
  const parts = premiumParts(values.planType, year);
  const premiumMonthly = sumDollars(...parts.map((p) => p.monthly));
  const premiumAnnual = timesDollars(premiumMonthly, 12);
  const estimatedSpending = getIllustrative(`oopTracker.spending.${values.planType}`)[values.usage];
  const oopMax = maximum(values.planType);
  return {
    year,
    planType: values.planType,
    usage: values.usage,
    hasLimit: oopMax !== null,
    oopMax,
    estimatedSpending,
    premiumMonthly,
    premiumAnnual,
    premiumParts: parts,
    totalAnnualCost: sumDollars(premiumAnnual, estimatedSpending),
    percentOfMax: oopMax === null ? null : percentOfMax(estimatedSpending, oopMax),
  };
}
