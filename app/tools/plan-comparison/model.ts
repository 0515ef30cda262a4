/**
 * Plan comparison (the tools specification, "Tools hub and tool screens", "Validation rules", "Plan comparison"): the spec's recommendation rule and comparison
 * table. Official amounts (Part B premium and deductible) come from content/figures for the plan year;
 * plan premiums, deductibles and out-of-pocket ranges have no official figure and are the illustrative
 * values of content/figures/illustrative.ts. The federal out-of-pocket limit for Medicare Advantage is
 * shown only when it is verified for the year (2026's is not: the view says so and links the source).
 * Pure: no React, no DOM.
 */
import * as z from "zod/mini";
import {
  CURRENT_PLAN_YEAR,
  getFigure,
  getIllustrative,
  isPublishable,
  type PlanYear,
} from "@medicare-guide/content/figures/index";
import { zipSchema } from "../shared/fields.ts";

export const PREFERENCES = ["doctorChoice", "predictableCosts", "travel"] as const;
export type Preference = (typeof PREFERENCES)[number];

export const comparisonFormSchema = z.object({
  zip: zipSchema,
  preferences: z.catch(z.array(z.enum(PREFERENCES)), []),
});
export type ComparisonFormValues = z.output<typeof comparisonFormSchema>;
export interface ComparisonFormDraft {
  zip?: string;
  preferences?: Preference[];
}

export type Recommendation = "medigap" | "advantage";
export type PlanColumn = "original" | "advantage" | "medigap";

/** A cell of the table: an official amount, an illustrative amount or range, or words. */
export type Cell =
  | { kind: "amount"; value: number; illustrative: boolean }
  | { kind: "range"; min: number; max: number; illustrative: boolean }
  | { kind: "text"; key: "noLimit" | "minimal" };

export interface ComparisonRow {
  id: "premium" | "deductible" | "oopMax";
  cells: Record<PlanColumn, Cell>;
}

export interface ComparisonResult {
  year: PlanYear;
  recommendation: Recommendation;
  /** the preferences chosen, in form order (the view explains the recommendation with them) */
  preferences: Preference[];
  rows: ComparisonRow[];
  /** the verified federal limit on Medicare Advantage out-of-pocket costs for the year, or null (not confirmed) */
  federalOopLimit: number | null;
}

/**
 * The spec's rule: Original Medicare + Medigap if doctor choice is chosen with predictable costs or travel
 * flexibility; Medicare Advantage if neither doctor choice nor predictable costs is chosen; otherwise
 * Original Medicare + Medigap.
 */
export function recommend(preferences: readonly Preference[]): Recommendation {
  const has = (p: Preference) => preferences.includes(p);
  if (has("doctorChoice") && (has("predictableCosts") || has("travel"))) return "medigap";
  if (!has("doctorChoice") && !has("predictableCosts")) return "advantage";
  return "medigap";
}

export function comparePlans(
  values: { preferences: readonly Preference[] },
  year: PlanYear = CURRENT_PLAN_YEAR,
): ComparisonResult {
  const partB = getFigure("partB.premium", year).value;
  const partBDeductible = getFigure("partB.deductible", year).value;
  const maPremium = getIllustrative("planComparison.premium.advantage");
  const medigapPremium = getIllustrative("planComparison.premium.medigap");
  const maDeductible = getIllustrative("planComparison.deductible.advantage");
  const maOop = getIllustrative("planComparison.oopMax.advantage");
  const preferences = PREFERENCES.filter((p) => values.preferences.includes(p));
  return {
    year,
    recommendation: recommend(preferences),
    preferences,
    rows: [
      {
        id: "premium",
        cells: {
          original: { kind: "amount", value: partB, illustrative: false },
          advantage: { kind: "range", min: maPremium.min, max: maPremium.max, illustrative: true },
          medigap: { kind: "range", min: medigapPremium.min, max: medigapPremium.max, illustrative: true },
        },
      },
      {
        id: "deductible",
        cells: {
          original: { kind: "amount", value: partBDeductible, illustrative: false },
          advantage: { kind: "range", min: maDeductible.min, max: maDeductible.max, illustrative: true },
          medigap: { kind: "amount", value: partBDeductible, illustrative: false },
        },
      },
      {
        id: "oopMax",
        cells: {
          original: { kind: "text", key: "noLimit" },
          advantage: { kind: "range", min: maOop.min, max: maOop.max, illustrative: true },
          medigap: { kind: "text", key: "minimal" },
        },
      },
    ],
    federalOopLimit: isPublishable("ma.moop.inNetwork", year) ? getFigure("ma.moop.inNetwork", year).value : null,
  };
}
