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
import { CURRENT_PLAN_YEAR, PLAN_YEARS, type FigureStatus, type PlanYear } from "./types.ts";

export const FILING_STATUSES = ["single", "married-joint", "married-separate"] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export type IrmaaTierIndex = 0 | 1 | 2 | 3 | 4 | 5;

/** What a tier costs per month, in US dollars. */
export interface IrmaaTierAmounts {
  /** IRMAA added to the standard Part B premium */
  partBAdjustment: number;
  /** total monthly Part B premium (standard premium + adjustment) */
  partBPremium: number;
  /** IRMAA added to the Part D plan premium (paid to Medicare, not to the plan) */
  partDAdjustment: number;
}

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

interface TableSource {
  status: FigureStatus;
  sourceId: string;
  alsoSourceIds: readonly string[];
}

export interface IrmaaYearTable {
  year: PlanYear;
  /** the tax year whose return sets this plan year's IRMAA (2 years before) */
  magiTaxYear: number;
  /** amounts per tier, index 0 (no IRMAA) to 5 (highest) */
  tiers: readonly [
    IrmaaTierAmounts,
    IrmaaTierAmounts,
    IrmaaTierAmounts,
    IrmaaTierAmounts,
    IrmaaTierAmounts,
    IrmaaTierAmounts,
  ];
  /** single and joint: the 5 bracket edges; married filing separately: its 2 edges */
  thresholds: {
    single: readonly [number, number, number, number, number];
    "married-joint": readonly [number, number, number, number, number];
    "married-separate": readonly [number, number];
  };
  partB: TableSource;
  partD: TableSource;
}

const tier = (partBAdjustment: number, partBPremium: number, partDAdjustment: number): IrmaaTierAmounts => ({
  partBAdjustment,
  partBPremium,
  partDAdjustment,
});

export const IRMAA_TABLES: Readonly<Record<PlanYear, IrmaaYearTable>> = {
  2024: {
    year: 2024,
    magiTaxYear: 2022,
    tiers: [
      tier(0, 174.7, 0),
      tier(69.9, 244.6, 12.9),
      tier(174.7, 349.4, 33.3),
      tier(279.5, 454.2, 53.8),
      tier(384.3, 559.0, 74.2),
      tier(419.3, 594.0, 81.0),
    ],
    thresholds: {
      single: [103_000, 129_000, 161_000, 193_000, 500_000],
      "married-joint": [206_000, 258_000, 322_000, 386_000, 750_000],
      "married-separate": [103_000, 397_000],
    },
    partB: { status: "S", sourceId: "MEDPLANNING-24", alsoSourceIds: ["AJF-24"] },
    partD: { status: "S", sourceId: "MI-ES-PD", alsoSourceIds: ["NARVRE-24"] },
  },
  2025: {
    year: 2025,
    magiTaxYear: 2023,
    tiers: [
      tier(0, 185.0, 0),
      tier(74.0, 259.0, 13.7),
      tier(185.0, 370.0, 35.3),
      tier(295.9, 480.9, 57.0),
      tier(406.9, 591.9, 78.6),
      tier(443.9, 628.9, 85.8),
    ],
    thresholds: {
      single: [106_000, 133_000, 167_000, 200_000, 500_000],
      "married-joint": [212_000, 266_000, 334_000, 400_000, 750_000],
      "married-separate": [106_000, 394_000],
    },
    partB: { status: "S", sourceId: "FEDSMITH-25", alsoSourceIds: ["NCOA-25", "AJF-25"] },
    partD: { status: "S", sourceId: "JME-25", alsoSourceIds: ["AJF-25", "MARCA-PD25"] },
  },
  2026: {
    year: 2026,
    magiTaxYear: 2024,
    tiers: [
      tier(0, 202.9, 0),
      tier(81.2, 284.1, 14.5),
      tier(202.9, 405.8, 37.5),
      tier(324.6, 527.5, 60.4),
      tier(446.3, 649.2, 83.3),
      tier(487.0, 689.9, 91.0),
    ],
    thresholds: {
      single: [109_000, 137_000, 171_000, 205_000, 500_000],
      "married-joint": [218_000, 274_000, 342_000, 410_000, 750_000],
      "married-separate": [109_000, 391_000],
    },
    partB: { status: "S", sourceId: "RITTER-26", alsoSourceIds: ["TOTALBEN-26", "MOAA-26"] },
    partD: { status: "S", sourceId: "GREGLEWIS-26", alsoSourceIds: ["MRMONEY-26"] },
  },
};

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
