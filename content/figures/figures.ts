// THE figures: one record per plan year. Values, statuses and sources come from
// /work/shared/facts/medicare-figures.md; NOTES.md says how each of the spec's contradictions was resolved.
// Units and meanings are in keys.ts; IRMAA amounts and thresholds are generated from irmaa.ts.
// Pages never import these records: they call getFigure(), which refuses U (unverified) figures.
import { IRMAA_TABLES, type IrmaaYearTable } from "./irmaa.ts";
import { FIGURE_DEFS, isFigureKey, type FigureKey, type IrmaaFigureKey, type StaticFigureKey } from "./keys.ts";
import {
  CURRENT_PLAN_YEAR,
  PLAN_YEARS,
  type Figure,
  type FigureEntry,
  type FigureStatus,
  type PlanYear,
} from "./types.ts";

type YearRecord = { readonly [K in FigureKey]?: FigureEntry };
type StaticYearRecord = { readonly [K in StaticFigureKey]?: FigureEntry };

const v = (
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

/** Rules that did not change between 2024 and 2026. */
const RULES: StaticYearRecord = {
  "partA.premium.free": v(0, "S", "ACTION-26", { also: ["MARCA-26"] }),
  "partA.quarters.premiumFree": v(40, "S", "ACTION-26", { also: ["MARCA-26"] }),
  "partA.quarters.reducedPremium": v(30, "S", "ACTION-26", { also: ["AHA-26"] }),
  "partA.premium.lateSurchargePercent": v(10, "S", "DRCHRONO-24"),
  "partA.lifetimeReserveDays": v(60, "V", "FR-A25D"),
  "partA.snf.qualifyingStayDays": v(3, "V", "ES-SNF", {
    note: "Admission day counts, discharge day does not; observation time does not count.",
  }),
  "partB.coinsurance": v(20, "V", "ES-CHOICES"),
  "partB.excessChargeLimit": v(15, "V", "ES-ASSIGN", { also: ["MI-LIMIT"] }),
  "partB.latePenalty.percentPer12Months": v(10, "S", "MYOU-PENALTY", {
    also: ["MI-PENALTY"],
    note: "Per FULL 12-month period; paid as long as you have Part B.",
  }),
  "partD.latePenalty.percentPerMonth": v(1, "S", "ASHFORD", {
    also: ["JUSTUS", "MI-PENALTY"],
    note: "Of the national base beneficiary premium, per full uncovered month, rounded to the nearest $0.10.",
  }),
  "partD.latePenalty.gapDays": v(63, "S", "ASHFORD", { also: ["JUSTUS"] }),
  "partD.insulinCap": v(35, "V", "ES-INSULIN", { note: "No deductible for insulin, also with Extra Help." }),
  "partD.vaccines.costSharing": v(0, "S", "LABORFIRST", { also: ["RISE-PD25"] }),
  "medigap.planN.officeVisitCopayMax": v(20, "S", "MATUREMKT", { also: ["T65"] }),
  "medigap.planN.erCopayMax": v(50, "S", "MATUREMKT", {
    also: ["T65"],
    note: "Waived when the ER visit leads to an inpatient admission.",
  }),
  "medigap.foreignTravel.percent": v(80, "S", "ERICBURNS"),
  "medigap.openEnrollment.months": v(6, "S", "JUSTIA-DICT", { also: ["MI-OEP"] }),
  "medigap.guaranteedIssue.daysBefore": v(60, "S", "NC-MEDSUPP-GI", { also: ["CAHA-GI"] }),
  "medigap.guaranteedIssue.daysAfter": v(63, "S", "NC-MEDSUPP-GI", { also: ["CAHA-GI"] }),
  "irmaa.lookbackYears": v(2, "V", "SSA-FAQ-TAXYR", {
    also: ["MI-IRMAA"],
    note: "If that return is not yet available, SSA uses the one from 3 years before.",
  }),
  "irmaa.appealDays": v(60, "V", "POMS-IRMAA-APPEAL"),
  "irmaa.noticeReceiptDays": v(5, "V", "POMS-IRMAA-APPEAL"),
  "enrollment.iep.months": v(7, "S", "KFF-4199", {
    note: "3 months before the birthday month, that month, and 3 months after.",
  }),
  "enrollment.sep.employerMonths": v(8, "S", "Q1-SEP"),
  "enrollment.employerSize": v(20, "S", "HEALTHGOV-SEP"),
};

/** Keys of the standing rules (the same every year, not a yearly amount: no publication date applies). */
export const RULE_KEYS: ReadonlySet<string> = new Set(Object.keys(RULES));

const Y2024: StaticYearRecord = {
  ...RULES,
  "partA.premium.full": v(505, "S", "AHA-24", { also: ["DRCHRONO-24"] }),
  "partA.premium.reduced": v(278, "S", "AHA-24", { also: ["DRCHRONO-24"] }),
  "partA.deductible": v(1632, "V", "FR-A25D"),
  "partA.coinsurance.days61to90": v(408, "V", "FR-A25D"),
  "partA.coinsurance.lifetimeReserve": v(816, "V", "FR-A25D"),
  "partA.snf.coinsurance.days21to100": v(204, "V", "FR-A25D"),
  "partB.premium": v(174.7, "V", "FR-B25", { note: "The 2025 notice states the 2024 premium." }),
  "partB.deductible": v(240, "V", "FR-B25", { also: ["AHA-24"] }),
  "partB.premium.immunosuppressive": v(103, "S", "TRUSTED-24"),
  "partD.deductible.max": v(545, "S", "MI-PHASES", { also: ["AARP-GAP"] }),
  "partD.initialCoverageLimit": v(5030, "V", "MGOV-CAT"),
  "partD.coverageGap.coinsurance": v(25, "S", "MI-PHASES", { also: ["AARP-GAP"] }),
  "partD.catastrophicThreshold": v(8000, "V", "MGOV-CAT", {
    note: "A threshold of true out-of-pocket costs (manufacturer discounts count), not a cap on what you pay.",
  }),
  "partD.catastrophic.costSharing": v(0, "V", "MGOV-CAT", {
    note: "From 2024 the 5% catastrophic coinsurance was removed.",
  }),
  "partD.basePremium": v(34.7, "S", "HCFN-24"),
  "ma.moop.inNetwork": v(8850, "S", "MI-MOOP"),
  "ma.moop.combined": v(13300, "S", "INTLNEWS-MA25"),
  "ma.averagePremium": v(18.23, "V", "CMS-FS-MA25"),
  "medigap.highDeductible.deductible": v(2800, "S", "FINANCEBAND", { also: ["TOMC-24"] }),
  "medigap.planK.oopLimit": v(7060, "S", "ERICBURNS", { also: ["HEALTHLINE-K"] }),
  "medigap.planL.oopLimit": v(3530, "S", "ERICBURNS"),
  "extraHelp.incomeLimit.single": v(22590, "S", "ALLINA-EH24"),
  "extraHelp.incomeLimit.couple": v(30660, "S", "ALLINA-EH24"),
  "extraHelp.resourceLimit.single": v(17220, "S", "ALLINA-EH24"),
  "extraHelp.resourceLimit.couple": v(34360, "S", "ALLINA-EH24"),
};

const Y2025: StaticYearRecord = {
  ...RULES,
  "partA.premium.full": v(518, "S", "NEWHOR-25", { also: ["ACTION-26", "MARCA-26"] }),
  "partA.premium.reduced": v(285, "S", "NEWHOR-25", { also: ["ACTION-26", "MARCA-26"] }),
  "partA.deductible": v(1676, "V", "FR-A25D"),
  "partA.coinsurance.days61to90": v(419, "V", "FR-A25D"),
  "partA.coinsurance.lifetimeReserve": v(838, "V", "FR-A25D"),
  "partA.snf.coinsurance.days21to100": v(209.5, "V", "FR-A25D"),
  "partB.premium": v(185, "V", "FR-B25"),
  "partB.deductible": v(257, "V", "FR-B25"),
  "partB.premium.immunosuppressive": v(110.4, "S", "HOMECARE-25"),
  "partB.actuarialRate.aged": v(368.1, "V", "FR-B25"),
  "partB.actuarialRate.disabled": v(487.8, "V", "FR-B25"),
  "partD.deductible.max": v(590, "S", "MARCA-PD25", { also: ["MI-PHASES"] }),
  "partD.initialCoverage.coinsurance": v(25, "V", "CMS-PDR25"),
  "partD.oopCap": v(2000, "V", "MGOV-CAT", { also: ["ES-MPPP"] }),
  "partD.catastrophic.costSharing": v(0, "V", "CMS-PDR25"),
  "partD.basePremium": v(36.78, "S", "RISE-PD25"),
  "ma.moop.inNetwork": v(9350, "S", "Q1-MOOP25", { also: ["WIS-MOOP25"] }),
  "ma.moop.combined": v(14000, "S", "WIS-MOOP25", { also: ["INTLNEWS-MA25"] }),
  "ma.moop.medianPlan": v(5400, "S", "BMA-AVALERE"),
  "ma.averagePremium": v(16.4, "V", "CMS-PR-26", {
    note: "CMS's 26 September 2025 release gives $16.40 for 2025; its September 2024 projection was about $17.",
  }),
  "medigap.highDeductible.deductible": v(2870, "S", "TOMC-25", { also: ["LC-HDG"] }),
  "medigap.planK.oopLimit": v(7220, "S", "DEALSCENTRAL-K"),
  "medigap.planL.oopLimit": v(3610, "U", "UNSOURCED", { note: "Derived as half the Plan K limit; no source found." }),
  "extraHelp.incomeLimit.single": v(23475, "U", "UNSOURCED"),
  "extraHelp.incomeLimit.couple": v(31725, "U", "UNSOURCED"),
  "extraHelp.resourceLimit.single": v(17600, "V", "POMS-LISRES", {
    note: "POMS gives $16,100 excluding burial funds; + $1,500 burial allowance.",
  }),
  "extraHelp.resourceLimit.couple": v(35130, "U", "UNSOURCED"),
  "msp.qmb.incomeLimit.single": v(1325, "V", "POMS-MSP", { note: "Includes the $20 general income disregard." }),
  "msp.qmb.incomeLimit.couple": v(1783, "V", "POMS-MSP"),
  "msp.slmb.incomeLimit.single": v(1585, "V", "POMS-MSP"),
  "msp.slmb.incomeLimit.couple": v(2135, "V", "POMS-MSP"),
  "msp.qi.incomeLimit.single": v(1781, "S", "LC-MSP"),
  "msp.qi.incomeLimit.couple": v(2400, "S", "LC-MSP"),
  "msp.resourceLimit.single": v(9660, "V", "POMS-MSP"),
  "msp.resourceLimit.couple": v(14470, "V", "POMS-MSP"),
};

const Y2026: StaticYearRecord = {
  ...RULES,
  "partA.premium.full": v(565, "V", "FR-A26P", { also: ["CMS-FS-AB26", "BREAD-26", "AHA-26", "RISE-26"] }),
  "partA.premium.reduced": v(311, "V", "FR-A26P", { also: ["CMS-FS-AB26", "BREAD-26", "AHA-26", "RISE-26"] }),
  "partA.deductible": v(1736, "V", "FR-A26D", { also: ["CMS-FS-AB26", "BREAD-26"] }),
  "partA.coinsurance.days61to90": v(434, "V", "FR-A26D", { also: ["CMS-FS-AB26", "BREAD-26"] }),
  "partA.coinsurance.lifetimeReserve": v(868, "V", "FR-A26D", { also: ["CMS-FS-AB26", "BREAD-26"] }),
  "partA.snf.coinsurance.days21to100": v(217, "V", "FR-A26D", { also: ["CMS-FS-AB26", "BREAD-26"] }),
  "partB.premium": v(202.9, "V", "FR-B26", {
    also: ["CMS-FS-AB26"],
    note: "Final figure; the Trustees' $206.50 was a projection.",
  }),
  "partB.deductible": v(283, "V", "FR-B26", { also: ["CMS-FS-AB26"] }),
  "partB.premium.immunosuppressive": v(121.6, "S", "AARP-COMM-26", { also: ["RITTER-26"] }),
  "partB.actuarialRate.aged": v(405.4, "V", "FR-B26"),
  "partB.actuarialRate.disabled": v(548.6, "V", "FR-B26"),
  "partD.deductible.max": v(615, "S", "CMS-RA26", {
    also: ["RETIREEFIRST", "Q1-2026"],
    note: "Final in the CY 2026 Rate Announcement (7 April 2025); the stored copies read are reports of it, hence S.",
  }),
  "partD.initialCoverage.coinsurance": v(25, "S", "MI-PHASES"),
  "partD.oopCap": v(2100, "S", "CMS-RA26", {
    also: ["AHA-MA26", "RETIREEFIRST", "MEDGOV-MIRROR-26"],
    note: "Final in the CY 2026 Rate Announcement (7 April 2025); the stored copies read are reports of it, hence S.",
  }),
  "partD.catastrophic.costSharing": v(0, "S", "MI-PHASES"),
  "partD.basePremium": v(38.99, "S", "KFF-PD26", {
    note: "Capped by law at +6%; unadjusted it would have been $75.38.",
  }),
  "partD.averagePremium.standAlone": v(34.5, "V", "CMS-PR-26"),
  "partD.averagePremium.maPdDrugPortion": v(11.5, "V", "CMS-PR-26"),
  "ma.moop.inNetwork": v(9250, "S", "LOUISVILLE-MOOP26", {
    also: ["PROMISECARE-MOOP26"],
    note: "CMS set $9,250 (down from $9,350); no CMS document is in the stored sources, so S. One page's $8,850 is the 2024 limit.",
  }),
  "ma.moop.combined": v(13900, "U", "UNSOURCED", {
    note: "Pages disagree ($13,680, $14,750, $13,900); no CMS document found. Never publish.",
  }),
  "ma.moop.medianPlan": v(5900, "S", "BMA-AVALERE"),
  "ma.averagePremium": v(14, "V", "CMS-PR-26"),
  "medigap.highDeductible.deductible": v(2950, "S", "CAROLINA-HD26", { also: ["LC-HDG"] }),
  "medigap.planK.oopLimit": v(8000, "S", "SENIORHCP-K", { note: "One source only." }),
  "medigap.planL.oopLimit": v(4000, "U", "UNSOURCED", { note: "Derived as half the Plan K limit; no source found." }),
  // Derived from HHS's 2026 poverty guidelines, published in January 2026: no article dated earlier may state them.
  "extraHelp.incomeLimit.single": v(23940, "S", "LC-EH26", { publishedOn: "2026-01" }),
  "extraHelp.incomeLimit.couple": v(32460, "S", "LC-EH26", { publishedOn: "2026-01" }),
};

/** IRMAA amounts and thresholds of one year as figure entries (values live only in irmaa.ts). */
function irmaaEntries(table: IrmaaYearTable): { [K in IrmaaFigureKey]: FigureEntry } {
  const out: Partial<Record<IrmaaFigureKey, FigureEntry>> = {};
  const b = table.partB;
  const d = table.partD;
  table.tiers.forEach((amounts, t) => {
    const tierNo = t as 0 | 1 | 2 | 3 | 4 | 5;
    out[`irmaa.tier${tierNo}.partBPremium`] = v(amounts.partBPremium, b.status, b.sourceId, { also: b.alsoSourceIds });
    out[`irmaa.tier${tierNo}.partBAdjustment`] = v(amounts.partBAdjustment, b.status, b.sourceId, {
      also: b.alsoSourceIds,
    });
    out[`irmaa.tier${tierNo}.partDAdjustment`] = v(amounts.partDAdjustment, d.status, d.sourceId, {
      also: d.alsoSourceIds,
    });
  });
  table.thresholds.single.forEach((value, i) => {
    out[`irmaa.single.threshold${(i + 1) as 1 | 2 | 3 | 4 | 5}`] = v(value, b.status, b.sourceId, {
      also: b.alsoSourceIds,
    });
  });
  table.thresholds["married-joint"].forEach((value, i) => {
    out[`irmaa.joint.threshold${(i + 1) as 1 | 2 | 3 | 4 | 5}`] = v(value, b.status, b.sourceId, {
      also: b.alsoSourceIds,
    });
  });
  table.thresholds["married-separate"].forEach((value, i) => {
    out[`irmaa.separate.threshold${(i + 1) as 1 | 2}`] = v(value, b.status, b.sourceId, { also: b.alsoSourceIds });
  });
  return out as { [K in IrmaaFigureKey]: FigureEntry };
}

/** The year records (including U figures). Internal: use getFigure() to read a figure. */
export const FIGURES_BY_YEAR: Readonly<Record<PlanYear, YearRecord>> = {
  2024: { ...Y2024, ...irmaaEntries(IRMAA_TABLES[2024]) },
  2025: { ...Y2025, ...irmaaEntries(IRMAA_TABLES[2025]) },
  2026: { ...Y2026, ...irmaaEntries(IRMAA_TABLES[2026]) },
};

export function isPlanYear(year: unknown): year is PlanYear {
  return typeof year === "number" && (PLAN_YEARS as readonly number[]).includes(year);
}

function lookup(key: string, year: number): Figure {
  if (!isFigureKey(key)) throw new Error(`Unknown Medicare figure "${key}"`);
  if (!isPlanYear(year))
    throw new RangeError(`No Medicare figures for plan year ${String(year)} (have ${PLAN_YEARS.join(", ")})`);
  const entry = FIGURES_BY_YEAR[year][key];
  if (!entry) throw new Error(`No ${year} value for Medicare figure "${key}"`);
  return { key, year, unit: FIGURE_DEFS[key].unit, ...entry };
}

/**
 * A publishable figure. Throws for an unknown key, a year without figures, a figure missing for that year,
 * and a U (unverified) figure, which must never be shown as fact.
 */
export function getFigure(key: FigureKey, year: PlanYear = CURRENT_PLAN_YEAR): Figure {
  const figure = lookup(key, year);
  if (figure.status === "U") {
    throw new Error(`Medicare figure "${key}" for ${year} is unverified (status U) and must not be published`);
  }
  return figure;
}

/** TESTS AND VALIDATION ONLY: like getFigure but also returns U figures. Not exported from index.ts. */
export function getFigureIncludingUnverified(key: FigureKey, year: PlanYear = CURRENT_PLAN_YEAR): Figure {
  return lookup(key, year);
}

/** Whether getFigure(key, year) would succeed: lets a page show "not yet confirmed" instead of a number. */
export function isPublishable(key: FigureKey, year: PlanYear = CURRENT_PLAN_YEAR): boolean {
  if (!isFigureKey(key) || !isPlanYear(year)) return false;
  const entry = FIGURES_BY_YEAR[year][key];
  return entry !== undefined && entry.status !== "U";
}

/** Every figure of every year, U included (for validation and the literal-figure scan). */
export function listAllFigures(): readonly Figure[] {
  return PLAN_YEARS.flatMap((year) => Object.keys(FIGURES_BY_YEAR[year]).map((key) => lookup(key, year)));
}
