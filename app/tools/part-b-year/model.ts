/**
 * Part B for the year (fixture tool proving "Add a tool"): the standard Part B premium times the months of
 * coverage in the plan year. Pure: no React, no DOM.
 */
import { z } from "zod";
import { CURRENT_PLAN_YEAR, getFigure } from "@medicare-guide/content/figures/index";
import { choiceSchema } from "../shared/fields.ts";
import { timesDollars } from "../shared/money.ts";

export const COVERED_MONTHS = ["12", "6", "3"] as const;
export type CoveredMonths = (typeof COVERED_MONTHS)[number];

export const partBYearSchema = z.object({ months: choiceSchema(COVERED_MONTHS, "tool-part-b-year:errors.months") });
export type PartBYearValues = z.output<typeof partBYearSchema>;
export interface PartBYearDraft {
  months?: CoveredMonths;
}

export interface PartBYear {
  months: number;
  monthly: number;
  total: number;
}

/** The standard premium x the months covered (1-12). */
export function partBForYear({ months }: PartBYearValues): PartBYear {
  const count = Number(months);
  if (!Number.isInteger(count) || count < 1 || count > 12) throw new RangeError(`Months must be 1-12 (got ${months})`);
  const monthly = getFigure("partB.premium", CURRENT_PLAN_YEAR).value;
  return { months: count, monthly, total: timesDollars(monthly, count) };
}
