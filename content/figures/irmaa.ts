// IRMAA (income-related monthly adjustment amounts) for Part B and Part D, per plan year and filing status.
// Values: facts file section 3.2 / 3.3 (CMS fact-sheet tables as reproduced by the cited pages).
// Bracket edges follow the official wording exactly:
//   lowest tier      "less than or equal to" the first threshold
//   tiers 1-3        "greater than X and less than or equal to Y"
//   tier 4           "greater than X and less than" the top threshold (500k single, 750k joint)
//   tier 5           "greater than or equal to" the top threshold
// Married filing separately (lived with the spouse at any time in the year) has its own table: tier 0, then
// tier 4 up to (not including) its own top threshold, then tier 5. Married people who lived apart all year
// and file separately use the single table, as do head of household and qualifying surviving spouse.
import { CURRENT_PLAN_YEAR } from "./plan-year.ts";
import { PLAN_YEARS, type PlanYear } from "./types.ts";
import type { IrmaaTableData, IrmaaTierAmounts } from "./years/define.ts";
import { PLAN_YEAR_FILES } from "./years/index.ts";

export type { IrmaaTierAmounts } from "./years/define.ts";

export const FILING_STATUSES = ["single", "married-joint", "married-separate"] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export type IrmaaTierIndex = 0 | 1 | 2 | 3 | 4 | 5;

/** One income bracket (modified adjusted gross income, per year, in US dollars). */
export interface IrmaaBracket {
  tier: IrmaaTierIndex;
  lower: number;
  lowerInclusive: boolean;
  /** null: no upper limit */
  upper: number | null;
  upperInclusive: boolean;
}

export interface IrmaaBracketRow extends IrmaaBracket, IrmaaTierAmounts {}

/** A plan year's IRMAA table (its figures file, years/<year>.ts, holds the values). */
export interface IrmaaYearTable extends IrmaaTableData {
  year: PlanYear;
}

export const IRMAA_TABLES: Readonly<Record<PlanYear, IrmaaYearTable>> = Object.fromEntries(
  PLAN_YEAR_FILES.map((file) => [file.year, { year: file.year, ...file.irmaa }]),
) as Record<PlanYear, IrmaaYearTable>;

function assertPlanYear(year: number): asserts year is PlanYear {
  if (!(PLAN_YEARS as readonly number[]).includes(year)) {
    throw new RangeError(`No IRMAA table for plan year ${String(year)} (have ${PLAN_YEARS.join(", ")})`);
  }
}

function assertFilingStatus(status: string): asserts status is FilingStatus {
  if (!(FILING_STATUSES as readonly string[]).includes(status)) {
    throw new RangeError(`Unknown filing status "${status}" (use ${FILING_STATUSES.join(", ")})`);
  }
}

/** The IRMAA table of a plan year; throws for a year without one. */
export function irmaaTable(year: number = CURRENT_PLAN_YEAR): IrmaaYearTable {
  assertPlanYear(year);
  return IRMAA_TABLES[year];
}

/** The brackets of one filing status in one year, lowest first, with their amounts (for tables on pages). */
export function irmaaBrackets(
  filingStatus: FilingStatus,
  year: number = CURRENT_PLAN_YEAR,
): readonly IrmaaBracketRow[] {
  assertFilingStatus(filingStatus);
  const table = irmaaTable(year);
  const edges: IrmaaBracket[] = [];
  if (filingStatus === "married-separate") {
    const [first, top] = table.thresholds["married-separate"];
    edges.push(
      { tier: 0, lower: 0, lowerInclusive: true, upper: first, upperInclusive: true },
      { tier: 4, lower: first, lowerInclusive: false, upper: top, upperInclusive: false },
      { tier: 5, lower: top, lowerInclusive: true, upper: null, upperInclusive: false },
    );
  } else {
    const [t1, t2, t3, t4, top] = table.thresholds[filingStatus];
    edges.push(
      { tier: 0, lower: 0, lowerInclusive: true, upper: t1, upperInclusive: true },
      { tier: 1, lower: t1, lowerInclusive: false, upper: t2, upperInclusive: true },
      { tier: 2, lower: t2, lowerInclusive: false, upper: t3, upperInclusive: true },
      { tier: 3, lower: t3, lowerInclusive: false, upper: t4, upperInclusive: true },
      { tier: 4, lower: t4, lowerInclusive: false, upper: top, upperInclusive: false },
      { tier: 5, lower: top, lowerInclusive: true, upper: null, upperInclusive: false },
    );
  }
  return edges.map((bracket) => ({ ...bracket, ...table.tiers[bracket.tier] }));
}

/** True when the income falls inside the bracket, honouring which edges are inclusive. */
export function bracketContains(bracket: IrmaaBracket, income: number): boolean {
  const aboveLower = bracket.lowerInclusive ? income >= bracket.lower : income > bracket.lower;
  if (!aboveLower) return false;
  if (bracket.upper === null) return true;
  return bracket.upperInclusive ? income <= bracket.upper : income < bracket.upper;
}

export interface IrmaaResult extends IrmaaTierAmounts {
  year: PlanYear;
  filingStatus: FilingStatus;
  /** 0 = no IRMAA, 5 = highest; married filing separately only reaches 0, 4 and 5 */
  tier: IrmaaTierIndex;
  bracket: IrmaaBracket;
}

/**
 * The IRMAA tier for a modified adjusted gross income (US dollars per year, from the tax return 2 years
 * before the plan year). Throws a RangeError for a negative, NaN or infinite income, an unknown filing status
 * or a year without a table.
 */
export function irmaaTier(income: number, filingStatus: FilingStatus, year: number = CURRENT_PLAN_YEAR): IrmaaResult {
  if (typeof income !== "number" || !Number.isFinite(income) || income < 0) {
    throw new RangeError(`Income must be a finite, non-negative number of dollars (got ${String(income)})`);
  }
  assertFilingStatus(filingStatus);
  assertPlanYear(year);
  const row = irmaaBrackets(filingStatus, year).find((candidate) => bracketContains(candidate, income));
  if (!row) throw new Error(`IRMAA brackets for ${filingStatus} ${year} leave ${income} uncovered`);
  const { partBAdjustment, partBPremium, partDAdjustment, ...bracket } = row;
  return { year, filingStatus, tier: row.tier, partBAdjustment, partBPremium, partDAdjustment, bracket };
}
