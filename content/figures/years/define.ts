// How a plan year's figures file is written: the year's own values (static figures and the IRMAA table) plus
// the rules that did not change. Each years/<year>.ts calls definePlanYear; years/index.ts lists them.
import type { StaticFigureKey } from "../keys.ts";
import type { FigureEntry, FigureStatus } from "../types.ts";

export type StaticYearRecord = { readonly [K in StaticFigureKey]?: FigureEntry };

export const v = (
  value: number,
  status: FigureStatus,
  sourceId: string,
  more: { also?: readonly string[]; note?: string; publishedOn?: string } = {},
): FigureEntry => ({
  value,
  status,
  sourceId,
  ...(more.also ? { alsoSourceIds: more.also } : {}),
  ...(more.note ? { note: more.note } : {}),
  ...(more.publishedOn ? { publishedOn: more.publishedOn } : {}),
});

/**
 * An unverified (U) entry: stored for tests, never published (getFigure refuses it). The default note is the
 * issue 25 finding; give one when there is more to say (NOTES.md, "Unverified (U)").
 */
export const u = (
  value: number,
  sourceId: string,
  more: { also?: readonly string[]; note?: string } = {},
): FigureEntry =>
  v(value, "U", sourceId, {
    ...more,
    note: more.note ?? "No official document found in the stored sources (issue 25): unverified, never published.",
  });

/** What a tier costs per month, in US dollars. */
export interface IrmaaTierAmounts {
  /** IRMAA added to the standard Part B premium */
  partBAdjustment: number;
  /** total monthly Part B premium (standard premium + adjustment) */
  partBPremium: number;
  /** IRMAA added to the Part D plan premium (paid to Medicare, not to the plan) */
  partDAdjustment: number;
}

export interface IrmaaTableSource {
  status: FigureStatus;
  sourceId: string;
  alsoSourceIds: readonly string[];
}

/** A year's IRMAA table as its figures file writes it (irmaa.ts adds the year). */
export interface IrmaaTableData {
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
  partB: IrmaaTableSource;
  partD: IrmaaTableSource;
}

export const tier = (partBAdjustment: number, partBPremium: number, partDAdjustment: number): IrmaaTierAmounts => ({
  partBAdjustment,
  partBPremium,
  partDAdjustment,
});

/** Rules that did not change between 2024 and 2026. */
export const RULES: StaticYearRecord = {
  "partA.premium.free": v(0, "V", "MYOU25-COPY", {
    also: ["FR-A25P", "USC-414-426", "MI-PARTA", "AARP-PARTA", "ACTION-26"],
    note: 'Medicare & You: "You usually don\'t pay a monthly premium for Part A coverage if you or your spouse paid Medicare taxes while working for a certain amount of time"; the Part A premium notices charge it only to those "not otherwise eligible".',
  }),
  "partA.quarters.premiumFree": v(40, "V", "USC-414-426", {
    also: ["MI-PARTA", "AARP-PARTA", "ACTION-26", "MARCA-26"],
    note: "40 quarters make a worker fully insured (42 U.S.C. 414(a)(2)), and the fully insured are entitled to Part A at 65 without the premium of 42 U.S.C. 1395i-2 (426(a)).",
  }),
  "partA.quarters.reducedPremium": v(30, "V", "POMS-HIRED", { also: ["ACTION-26", "AHA-26"] }),
  "partA.premium.lateSurchargePercent": v(10, "V", "MYOU25-COPY", {
    also: ["AARP-PARTA", "DRCHRONO-24"],
    note: "For twice the number of years you could have had Part A but did not sign up.",
  }),
  "partA.lifetimeReserveDays": v(60, "V", "FR-A25D"),
  "partA.snf.qualifyingStayDays": v(3, "V", "ES-SNF", {
    note: "Admission day counts, discharge day does not; observation time does not count.",
  }),
  "partB.coinsurance": v(20, "V", "ES-CHOICES"),
  "partB.excessChargeLimit": v(15, "V", "ES-ASSIGN", { also: ["MI-LIMIT"] }),
  "partB.latePenalty.percentPer12Months": v(10, "V", "CFR-408-22", {
    also: ["MYOU-PENALTY", "MI-PENALTY"],
    note: "Per FULL 12-month period; paid as long as you have Part B.",
  }),
  "partD.latePenalty.percentPerMonth": v(1, "V", "USC-1395W-113", {
    also: ["JUSTUS", "ASHFORD", "MI-PENALTY"],
    note: "Of the national base beneficiary premium, per full uncovered month, rounded to the nearest $0.10.",
  }),
  "partD.latePenalty.gapDays": v(63, "V", "CMS-LEP", { also: ["ASHFORD", "JUSTUS"] }),
  "partD.insulinCap": v(35, "V", "ES-INSULIN", { note: "No deductible for insulin, also with Extra Help." }),
  "partD.vaccines.costSharing": v(0, "V", "USC-1395W-102", {
    also: ["MPULSE-4208", "LABORFIRST", "RISE-PD25"],
    note: "ACIP-recommended adult vaccines: no deductible and no cost sharing from 2023 (Inflation Reduction Act).",
  }),
  "medigap.planN.officeVisitCopayMax": v(20, "V", "MGAP-CHART-COPY", { also: ["T65"] }),
  "medigap.planN.erCopayMax": v(50, "V", "MGAP-CHART-COPY", {
    also: ["T65"],
    note: "Waived when the ER visit leads to an inpatient admission.",
  }),
  "medigap.foreignTravel.percent": v(80, "V", "MGOV-TRAVEL-COPY", {
    also: ["PFWISE-TRAVEL", "MYAMAC-TRAVEL", "ERICBURNS"],
    note: "Of the billed charges for emergency care that begins in the first 60 days of a trip, after a $250 yearly deductible (Plans C, D, F, G, M and N).",
  }),
  "medigap.openEnrollment.months": v(6, "V", "USC-1395SS", { also: ["JUSTIA-DICT", "MCADV-OEP", "MI-OEP"] }),
  "medigap.guaranteedIssue.daysBefore": v(60, "V", "USC-1395SS", {
    also: ["NC-MEDSUPP-GI", "CAHA-GI"],
    note: "When you leave a plan voluntarily (e.g. a Medicare Advantage trial), from 60 days before the disenrollment to 63 days after.",
  }),
  "medigap.guaranteedIssue.daysAfter": v(63, "V", "USC-1395SS", { also: ["WI-OCI-GI", "NC-MEDSUPP-GI", "CAHA-GI"] }),
  "irmaa.lookbackYears": v(2, "V", "SSA-FAQ-TAXYR", {
    also: ["MI-IRMAA"],
    note: "If that return is not yet available, SSA uses the one from 3 years before.",
  }),
  "irmaa.appealDays": v(60, "V", "POMS-IRMAA-APPEAL"),
  "irmaa.noticeReceiptDays": v(5, "V", "POMS-IRMAA-APPEAL"),
  "enrollment.iep.months": v(7, "V", "POMS-IEP", {
    also: ["KFF-4199"],
    note: "3 months before the birthday month, that month, and 3 months after.",
  }),
  "enrollment.sep.employerMonths": v(8, "V", "POMS-SEP", { also: ["Q1-SEP"] }),
  "enrollment.employerSize": v(20, "V", "USC-1395Y-B", { also: ["PALMETTO-MSP", "HEALTHGOV-SEP"] }),
};

/** Keys of the standing rules (the same every year, not a yearly amount: no publication date applies). */
export const RULE_KEYS: ReadonlySet<string> = new Set(Object.keys(RULES));

/** One plan year's figures file. The year becomes a plan year (routes, tools, links) by being listed in index.ts. */
export interface PlanYearFile<Year extends number = number> {
  readonly year: Year;
  /** Static figures of the year (most years spread RULES first). */
  readonly figures: StaticYearRecord;
  /** The year's IRMAA table (CMS fact sheet). */
  readonly irmaa: IrmaaTableData;
}

/** Keeps the year as a literal type, so PlanYear is the union of the listed years. */
export function definePlanYear<const Year extends number>(file: PlanYearFile<Year>): PlanYearFile<Year> {
  return file;
}
