// The spec's rough assumptions: numbers with NO official source (plan premiums vary by plan, state, age and
// insurer; spending depends on the person). Kept exactly as the spec gives them, flagged `illustrative: true`.
// A page or tool that shows one must label it as an illustrative estimate (ILLUSTRATIVE_LABEL), never as a
// Medicare figure. Official figures (Part B premium, deductibles ...) are never here: see figures.ts.
import type { FigureUnit } from "./types.ts";

interface Base {
  illustrative: true;
  unit: FigureUnit;
  /** where the spec (001, section 9) gives the number */
  spec: string;
  /** why it is illustrative, and how a tool combines it with official figures */
  note: string;
}
export interface IllustrativeAmount extends Base {
  kind: "amount";
  value: number;
}
export interface IllustrativeRange extends Base {
  kind: "range";
  min: number;
  max: number;
}
export interface IllustrativeLevels extends Base {
  kind: "levels";
  low: number;
  medium: number;
  high: number;
}
export type IllustrativeValue = IllustrativeAmount | IllustrativeRange | IllustrativeLevels;

/** The words pages put next to an illustrative value. */
export const ILLUSTRATIVE_LABEL = { en: "Illustrative estimate", es: "Estimación ilustrativa" } as const;

const amount = (value: number, unit: FigureUnit, spec: string, note: string): IllustrativeAmount => ({
  illustrative: true,
  kind: "amount",
  value,
  unit,
  spec,
  note,
});
const range = (min: number, max: number, unit: FigureUnit, spec: string, note: string): IllustrativeRange => ({
  illustrative: true,
  kind: "range",
  min,
  max,
  unit,
  spec,
  note,
});
const levels = (
  low: number,
  medium: number,
  high: number,
  unit: FigureUnit,
  spec: string,
  note: string,
): IllustrativeLevels => ({
  illustrative: true,
  kind: "levels",
  low,
  medium,
  high,
  unit,
  spec,
  note,
});

const PLAN_PREMIUMS_VARY = "Plan premiums vary by plan, insurer, state and age; no official single figure exists.";

export const ILLUSTRATIVE = {
  // Cost estimator (9.4). Official parts: Part B premium and deductible, Part D maximum deductible (figures.ts).
  "costEstimator.drugPremium": amount(
    55,
    "usd-per-month",
    "9.4",
    `Assumed drug plan premium added when drug coverage is wanted. ${PLAN_PREMIUMS_VARY} CMS publishes a national average (partD.averagePremium.standAlone) that pages may show beside it.`,
  ),
  "costEstimator.advantage.premium": amount(
    25,
    "usd-per-month",
    "9.4",
    `Assumed Medicare Advantage plan premium. ${PLAN_PREMIUMS_VARY} Advantage members still pay the Part B premium.`,
  ),
  "costEstimator.advantage.deductible": amount(
    0,
    "usd",
    "9.4",
    "Assumed Medicare Advantage plan deductible; plans set their own.",
  ),
  "costEstimator.supplement.medigapPremium": amount(
    150,
    "usd-per-month",
    "9.4",
    `Assumed Medigap premium added to the Part B premium. ${PLAN_PREMIUMS_VARY}`,
  ),
  "costEstimator.annualRange.original": range(
    3000,
    8000,
    "usd-per-year",
    "9.4",
    "Rough yearly total for Original Medicare.",
  ),
  "costEstimator.annualRange.advantage": range(
    2000,
    6000,
    "usd-per-year",
    "9.4",
    "Rough yearly total for Medicare Advantage.",
  ),
  "costEstimator.annualRange.supplement": range(
    4500,
    7500,
    "usd-per-year",
    "9.4",
    "Rough yearly total for Original Medicare with Medigap.",
  ),
  // Plan comparison (9.6). Official part: the Original Medicare premium and deductible (partB.*).
  "planComparison.premium.advantage": range(
    0,
    100,
    "usd-per-month",
    "9.6",
    `Typical Medicare Advantage plan premiums. ${PLAN_PREMIUMS_VARY}`,
  ),
  "planComparison.premium.medigap": range(
    335,
    400,
    "usd-per-month",
    "9.6",
    `Part B premium plus a typical Medigap premium. ${PLAN_PREMIUMS_VARY}`,
  ),
  "planComparison.deductible.advantage": range(0, 500, "usd", "9.6", "Typical Medicare Advantage plan deductibles."),
  "planComparison.oopMax.advantage": range(
    3000,
    8000,
    "usd",
    "9.6",
    "Typical plan out-of-pocket maximums; each plan sets its own, at or below the federal limit (ma.moop.inNetwork).",
  ),
  // Out-of-pocket max tracker (9.7). Monthly premiums are NOT literals: original = partB.premium +
  // costEstimator.drugPremium (the spec's 240 = 185 + 55); advantage = costEstimator.advantage.premium (25);
  // medigap = partB.premium + costEstimator.supplement.medigapPremium + costEstimator.drugPremium (390 = 185 + 150 + 55).
  "oopTracker.advantage.oopMax": amount(
    8000,
    "usd",
    "9.7",
    "An example plan's out-of-pocket maximum, not the federal limit (2025: ma.moop.inNetwork; 2026 limit unverified).",
  ),
  "oopTracker.medigap.oopMax": amount(
    500,
    "usd",
    "9.7",
    "Rough yearly out-of-pocket ceiling with a comprehensive Medigap plan; Medigap has no federal out-of-pocket maximum (only Plans K and L have limits).",
  ),
  "oopTracker.spending.original": levels(
    3500,
    7000,
    15000,
    "usd-per-year",
    "9.7",
    "Example yearly out-of-pocket spending by usage level, Original Medicare alone.",
  ),
  "oopTracker.spending.advantage": levels(
    1500,
    4000,
    8000,
    "usd-per-year",
    "9.7",
    "Example yearly out-of-pocket spending by usage level, Medicare Advantage.",
  ),
  "oopTracker.spending.medigap": levels(
    300,
    400,
    500,
    "usd-per-year",
    "9.7",
    "Example yearly out-of-pocket spending by usage level, Original Medicare with Medigap.",
  ),
  // Medigap pages (9.10)
  "medigap.premium.planG": range(
    150,
    250,
    "usd-per-month",
    "9.10",
    `Typical Plan G premium (the spec gave 150-200 and 150-250; one range is used everywhere). ${PLAN_PREMIUMS_VARY}`,
  ),
  "medigap.premium.planN": range(100, 180, "usd-per-month", "9.10", `Typical Plan N premium. ${PLAN_PREMIUMS_VARY}`),
  "medigap.premium.highDeductibleG": range(
    45,
    75,
    "usd-per-month",
    "9.10",
    `Typical high-deductible Plan G premium. ${PLAN_PREMIUMS_VARY}`,
  ),
  "medigap.example.planG.premium": amount(
    200,
    "usd-per-month",
    "9.10",
    "Example premium. Yearly example total = 12 x this + partB.deductible of the page's year (Plan G does not cover the Part B deductible).",
  ),
  "medigap.example.planN.premium": amount(
    140,
    "usd-per-month",
    "9.10",
    "Example premium. Yearly example total = 12 x this + partB.deductible + visits x medigap.planN.officeVisitCopayMax.",
  ),
  "medigap.example.planN.officeVisits": amount(
    6,
    "count",
    "9.10",
    "Example number of office visits with a copay in a year.",
  ),
  "medigap.example.excess.approvedAmount": amount(
    1000,
    "usd-per-year",
    "9.10",
    "Example yearly Medicare-approved amount billed by a doctor who does not accept assignment; the excess charge example applies partB.excessChargeLimit to it.",
  ),
  "medigap.example.highDeductibleG.lowCosts": amount(
    800,
    "usd-per-year",
    "9.10",
    "Example yearly costs Original Medicare leaves to the patient (below the high deductible) for the high-deductible Plan G scenarios; the middle scenario uses medigap.highDeductible.deductible itself.",
  ),
  "medigap.example.highDeductibleG.highCosts": amount(
    15000,
    "usd-per-year",
    "9.10",
    "Example yearly costs Original Medicare leaves to the patient (far above the high deductible) for the high-deductible Plan G scenarios.",
  ),
  // IRMAA appeal assistant (9.2, 9.8)
  "irmaaAppeal.decisionDays": range(
    30,
    60,
    "days",
    "9.8",
    "The spec's typical time for a decision; no official source found. Say 'often', never promise it.",
  ),
} as const satisfies Record<string, IllustrativeValue>;

export type IllustrativeKey = keyof typeof ILLUSTRATIVE;

export function isIllustrativeKey(key: string): key is IllustrativeKey {
  return Object.hasOwn(ILLUSTRATIVE, key);
}

/** An illustrative value (always `illustrative: true`); throws for an unknown key. */
export function getIllustrative<K extends IllustrativeKey>(key: K): (typeof ILLUSTRATIVE)[K] {
  if (!isIllustrativeKey(key)) throw new Error(`Unknown illustrative value "${String(key)}"`);
  return ILLUSTRATIVE[key];
}
