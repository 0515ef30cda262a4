/**
 * IRMAA calculator (spec 001 sections 2.1, 5 and 9.3), computed with the official tables of
 * content/figures (irmaaTier): the visitor picks the plan year (the presented year or the one before,
 * default the presented year) and the filing status, married filing separately with its own table. Where the spec differs from
 * the official rules (its rounded surcharges, "married-separate uses the single table", the "base Part D
 * premium 35" added to the total), the official rule wins: content/figures/NOTES.md.
 * Pure: no React, no DOM, no zod (the cost pages use it without the form: form.ts holds the schema).
 */
import {
  CURRENT_PLAN_YEAR,
  FILING_STATUSES,
  irmaaBrackets,
  irmaaTable,
  irmaaTier,
  PRESENTED_PLAN_YEARS,
  type FilingStatus,
  type IrmaaTierIndex,
  type PlanYear,
} from "@medicare-guide/content/figures/index";
import { sumDollars, timesDollars } from "../shared/money.ts";

export type IrmaaToolYear = `${PlanYear}`;

/**
 * The plan years the visitor can choose: the presented year and the one before it (during Open Enrollment, once
 * the coming year's figures are official: the coming year and the year still running). From content/figures.
 */
export const IRMAA_TOOL_YEARS = PRESENTED_PLAN_YEARS.map(
  (year) => String(year) as IrmaaToolYear,
) as unknown as readonly [IrmaaToolYear, ...IrmaaToolYear[]];
export const DEFAULT_IRMAA_YEAR = String(CURRENT_PLAN_YEAR) as IrmaaToolYear;

export { FILING_STATUSES, type FilingStatus };

/**
 * How a bracket's edges read: "atMost" (X or less), "aboveUpTo" (more than X, up to Y), "aboveBelow"
 * (more than X, less than Y) or "atLeast" (X or more).
 */
export type BracketWording = "atMost" | "aboveUpTo" | "aboveBelow" | "atLeast";

export interface IrmaaRow {
  /** 0 = no IRMAA ... 5 = highest (the spec numbers them 1-6) */
  tier: IrmaaTierIndex;
  /** lowest income of the bracket (spec "min") */
  min: number;
  /** highest income, or null for no upper limit (spec "max") */
  max: number | null;
  wording: BracketWording;
  partBAdjustment: number;
  partBPremium: number;
  partDAdjustment: number;
}

export interface IrmaaEstimate {
  year: number;
  filingStatus: FilingStatus;
  income: number;
  /** the tax year whose return sets this plan year's IRMAA */
  taxYear: number;
  /** the bracket the income falls in */
  bracket: IrmaaRow;
  /** standard Part B premium of the year (what people without IRMAA pay) */
  standardPartB: number;
  /** total monthly Part B premium with IRMAA (spec "partB" shown as the premium) */
  partBPremium: number;
  partBAdjustment: number;
  /** Part D IRMAA, paid on top of the drug plan's own premium */
  partDAdjustment: number;
  /** IRMAA per month, Part B + Part D */
  monthlySurcharge: number;
  annualSurcharge: number;
  /** Part B premium + Part D IRMAA per month (spec "total"; the drug plan's own premium not included) */
  monthlyTotal: number;
  /** monthlyTotal x 12 */
  annualTotal: number;
  /** every bracket of this filing status and year, for the table */
  rows: IrmaaRow[];
}

function wordingOf(
  lowerInclusive: boolean,
  upper: number | null,
  upperInclusive: boolean,
  lower: number,
): BracketWording {
  if (upper === null) return "atLeast";
  if (lower === 0 && lowerInclusive) return "atMost";
  return upperInclusive ? "aboveUpTo" : "aboveBelow";
}

/** The brackets of a filing status in a year, in the shape the view shows. */
export function irmaaRows(filingStatus: FilingStatus, year: number = CURRENT_PLAN_YEAR): IrmaaRow[] {
  return irmaaBrackets(filingStatus, year).map((row) => ({
    tier: row.tier,
    min: row.lower,
    max: row.upper,
    wording: wordingOf(row.lowerInclusive, row.upper, row.upperInclusive, row.lower),
    partBAdjustment: row.partBAdjustment,
    partBPremium: row.partBPremium,
    partDAdjustment: row.partDAdjustment,
  }));
}

/** The estimate for checked form values (year as chosen, income in dollars per year). */
export function estimateIrmaa(values: {
  year: number | string;
  filingStatus: FilingStatus;
  income: number;
}): IrmaaEstimate {
  const year = Number(values.year);
  const result = irmaaTier(values.income, values.filingStatus, year);
  const table = irmaaTable(year);
  const rows = irmaaRows(values.filingStatus, year);
  const bracket = rows.find((row) => row.tier === result.tier);
  if (!bracket) throw new Error(`No ${values.filingStatus} ${year} row for tier ${result.tier}`);
  const monthlySurcharge = sumDollars(result.partBAdjustment, result.partDAdjustment);
  const monthlyTotal = sumDollars(result.partBPremium, result.partDAdjustment);
  return {
    year,
    filingStatus: values.filingStatus,
    income: values.income,
    taxYear: table.magiTaxYear,
    bracket,
    standardPartB: table.tiers[0].partBPremium,
    partBPremium: result.partBPremium,
    partBAdjustment: result.partBAdjustment,
    partDAdjustment: result.partDAdjustment,
    monthlySurcharge,
    annualSurcharge: timesDollars(monthlySurcharge, 12),
    monthlyTotal,
    annualTotal: timesDollars(monthlyTotal, 12),
    rows,
  };
}

/** The tax year whose income sets a plan year's IRMAA (shown in the income label). */
export function taxYearFor(year: number | string): number {
  return irmaaTable(Number(year)).magiTaxYear;
}
