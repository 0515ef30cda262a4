// Every figure key the site can ask for, with its unit and what it means (for developers; page wording lives
// in locales/ and content/). The IRMAA keys are generated from irmaa.ts so each value exists only once.
import type { FigureUnit } from "./types.ts";

interface FigureDef {
  unit: FigureUnit;
}

// What each figure means is a comment beside it (for developers): as data it went to every page that reads a
// figure, about 2 KiB of JavaScript no visitor sees (issue 10). Page wording lives in locales/ and content/.
const def = (unit: FigureUnit): FigureDef => ({ unit });

export const STATIC_FIGURE_DEFS = {
  // Part A
  // Part A premium with fewer than 30 quarters of Medicare-covered work
  "partA.premium.full": def("usd-per-month"),
  // Part A premium with 30-39 quarters (45% reduction)
  "partA.premium.reduced": def("usd-per-month"),
  // Part A premium with 40 or more quarters (premium-free)
  "partA.premium.free": def("usd-per-month"),
  // Quarters of work (self or spouse) for premium-free Part A
  "partA.quarters.premiumFree": def("quarters"),
  // Fewest quarters for the reduced Part A premium
  "partA.quarters.reducedPremium": def("quarters"),
  // Part A premium late-enrollment surcharge
  "partA.premium.lateSurchargePercent": def("percent"),
  // Inpatient hospital deductible per benefit period
  "partA.deductible": def("usd"),
  // Hospital coinsurance, days 61-90 of a benefit period
  "partA.coinsurance.days61to90": def("usd-per-day"),
  // Hospital coinsurance per lifetime reserve day
  "partA.coinsurance.lifetimeReserve": def("usd-per-day"),
  // Lifetime reserve days (once per lifetime)
  "partA.lifetimeReserveDays": def("days"),
  // Skilled nursing facility coinsurance, days 21-100 (days 1-20: $0)
  "partA.snf.coinsurance.days21to100": def("usd-per-day"),
  // Inpatient days in a row needed before SNF coverage
  "partA.snf.qualifyingStayDays": def("days"),
  // Part B
  // Standard Part B premium
  "partB.premium": def("usd-per-month"),
  // Annual Part B deductible
  "partB.deductible": def("usd"),
  // Premium for immunosuppressive-drug-only Part B
  "partB.premium.immunosuppressive": def("usd-per-month"),
  // Monthly actuarial rate, aged enrollees
  "partB.actuarialRate.aged": def("usd-per-month"),
  // Monthly actuarial rate, disabled enrollees
  "partB.actuarialRate.disabled": def("usd-per-month"),
  // Coinsurance after the deductible, most services
  "partB.coinsurance": def("percent"),
  // Most a non-participating provider may charge above the approved amount
  "partB.excessChargeLimit": def("percent"),
  // Part B late penalty per full 12-month period without Part B
  "partB.latePenalty.percentPer12Months": def("percent"),
  // Part D
  // Maximum standard Part D deductible
  "partD.deductible.max": def("usd"),
  // Initial coverage limit (total drug cost; entry to the 2024 coverage gap)
  "partD.initialCoverageLimit": def("usd"),
  // Coinsurance in the coverage gap (2024)
  "partD.coverageGap.coinsurance": def("percent"),
  // Coinsurance in initial coverage, standard design (from 2025)
  "partD.initialCoverage.coinsurance": def("percent"),
  // True out-of-pocket threshold for catastrophic coverage (2024)
  "partD.catastrophicThreshold": def("usd"),
  // Yearly out-of-pocket cap on covered drugs (from 2025)
  "partD.oopCap": def("usd"),
  // What you pay in catastrophic coverage
  "partD.catastrophic.costSharing": def("usd"),
  // National base beneficiary premium (sets the late penalty and Part D IRMAA)
  "partD.basePremium": def("usd-per-month"),
  // Part D late penalty: share of the base premium per full uncovered month
  "partD.latePenalty.percentPerMonth": def("percent"),
  // Days in a row without creditable drug coverage that trigger the Part D penalty
  "partD.latePenalty.gapDays": def("days"),
  // Most you pay for a month's supply of each covered insulin
  "partD.insulinCap": def("usd-per-month"),
  // What you pay for ACIP-recommended adult vaccines
  "partD.vaccines.costSharing": def("usd"),
  // Average stand-alone drug plan (PDP) premium
  "partD.averagePremium.standAlone": def("usd-per-month"),
  // Average drug portion of Medicare Advantage drug plan premiums
  "partD.averagePremium.maPdDrugPortion": def("usd-per-month"),
  // Medicare Advantage
  // Federal maximum out-of-pocket limit, in-network Part A/B services
  "ma.moop.inNetwork": def("usd"),
  // Federal maximum out-of-pocket limit, in- and out-of-network combined (PPOs)
  "ma.moop.combined": def("usd"),
  // National median plan out-of-pocket maximum (Avalere)
  "ma.moop.medianPlan": def("usd"),
  // Average monthly Medicare Advantage plan premium
  "ma.averagePremium": def("usd-per-month"),
  // Medigap
  // High-deductible Plan G / Plan F deductible
  "medigap.highDeductible.deductible": def("usd"),
  // Plan K yearly out-of-pocket limit
  "medigap.planK.oopLimit": def("usd"),
  // Plan L yearly out-of-pocket limit
  "medigap.planL.oopLimit": def("usd"),
  // Plan N copay for some office visits (up to)
  "medigap.planN.officeVisitCopayMax": def("usd-per-visit"),
  // Plan N copay for ER visits without admission (up to)
  "medigap.planN.erCopayMax": def("usd-per-visit"),
  // Share of foreign travel emergency care covered (plans with it)
  "medigap.foreignTravel.percent": def("percent"),
  // Length of the Medigap Open Enrollment Period
  "medigap.openEnrollment.months": def("months"),
  // Earliest application, days before other coverage ends (guaranteed issue)
  "medigap.guaranteedIssue.daysBefore": def("days"),
  // Latest application, days after other coverage ends (guaranteed issue)
  "medigap.guaranteedIssue.daysAfter": def("days"),
  // IRMAA rules (amounts and thresholds: generated from irmaa.ts)
  // Years between the tax return used and the premium year
  "irmaa.lookbackYears": def("years"),
  // Days after receiving the IRMAA notice to ask for reconsideration
  "irmaa.appealDays": def("days"),
  // Days after the notice date when receipt is presumed
  "irmaa.noticeReceiptDays": def("days"),
  // Enrollment
  // Length of the Initial Enrollment Period
  "enrollment.iep.months": def("months"),
  // Special Enrollment Period after current-employment coverage ends
  "enrollment.sep.employerMonths": def("months"),
  // Employees at which the group plan pays first (you can delay Part B)
  "enrollment.employerSize": def("count"),
  // Extra Help and Medicare Savings Programs
  // Extra Help income limit (150% FPL), single
  "extraHelp.incomeLimit.single": def("usd-per-year"),
  // Extra Help income limit (150% FPL), married couple
  "extraHelp.incomeLimit.couple": def("usd-per-year"),
  // Extra Help resource limit incl. burial allowance, single
  "extraHelp.resourceLimit.single": def("usd"),
  // Extra Help resource limit incl. burial allowance, couple
  "extraHelp.resourceLimit.couple": def("usd"),
  // QMB monthly income limit (48 states + DC), single
  "msp.qmb.incomeLimit.single": def("usd-per-month"),
  // QMB monthly income limit (48 states + DC), couple
  "msp.qmb.incomeLimit.couple": def("usd-per-month"),
  // SLMB monthly income limit, single
  "msp.slmb.incomeLimit.single": def("usd-per-month"),
  // SLMB monthly income limit, couple
  "msp.slmb.incomeLimit.couple": def("usd-per-month"),
  // QI monthly income limit, single
  "msp.qi.incomeLimit.single": def("usd-per-month"),
  // QI monthly income limit, couple
  "msp.qi.incomeLimit.couple": def("usd-per-month"),
  // Medicare Savings Programs federal resource limit, single
  "msp.resourceLimit.single": def("usd"),
  // Medicare Savings Programs federal resource limit, couple
  "msp.resourceLimit.couple": def("usd"),
} as const satisfies Record<string, FigureDef>;

export type StaticFigureKey = keyof typeof STATIC_FIGURE_DEFS;

type TierNumber = 0 | 1 | 2 | 3 | 4 | 5;
type IrmaaAmountKey = `irmaa.tier${TierNumber}.${"partBPremium" | "partBAdjustment" | "partDAdjustment"}`;
type IrmaaThresholdKey =
  `irmaa.${"single" | "joint"}.threshold${1 | 2 | 3 | 4 | 5}` | `irmaa.separate.threshold${1 | 2}`;
/** IRMAA figures: amounts per tier (index 0-5) and bracket thresholds (threshold1 = top of the no-IRMAA tier). */
export type IrmaaFigureKey = IrmaaAmountKey | IrmaaThresholdKey;

export type FigureKey = StaticFigureKey | IrmaaFigureKey;

const TIERS: readonly TierNumber[] = [0, 1, 2, 3, 4, 5];

function irmaaDefs(): Record<IrmaaFigureKey, FigureDef> {
  const defs: Partial<Record<IrmaaFigureKey, FigureDef>> = {};
  for (const t of TIERS) {
    // Total Part B premium, IRMAA tier ${t}
    defs[`irmaa.tier${t}.partBPremium`] = def("usd-per-month");
    // Part B IRMAA, tier ${t}
    defs[`irmaa.tier${t}.partBAdjustment`] = def("usd-per-month");
    // Part D IRMAA, tier ${t}
    defs[`irmaa.tier${t}.partDAdjustment`] = def("usd-per-month");
  }
  for (const n of [1, 2, 3, 4, 5] as const) {
    // IRMAA income threshold ${n}, single return
    defs[`irmaa.single.threshold${n}`] = def("usd-per-year");
    // IRMAA income threshold ${n}, joint return
    defs[`irmaa.joint.threshold${n}`] = def("usd-per-year");
  }
  for (const n of [1, 2] as const) {
    // IRMAA income threshold ${n}, married filing separately
    defs[`irmaa.separate.threshold${n}`] = def("usd-per-year");
  }
  return defs as Record<IrmaaFigureKey, FigureDef>;
}

export const FIGURE_DEFS: Readonly<Record<FigureKey, FigureDef>> = { ...STATIC_FIGURE_DEFS, ...irmaaDefs() };

export function isFigureKey(key: string): key is FigureKey {
  return Object.hasOwn(FIGURE_DEFS, key);
}

export const FIGURE_KEYS: readonly FigureKey[] = Object.keys(FIGURE_DEFS) as FigureKey[];
