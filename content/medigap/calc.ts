/**
 * Pure arithmetic of the Medigap pages. Inputs come from content/figures (official figures and
 * illustrative values); nothing here holds a Medicare figure.
 */

export interface Range {
  min: number;
  max: number;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** 12 months of a monthly premium range. */
export function yearlyRange(monthly: Range): Range {
  return { min: cents(monthly.min * 12), max: cents(monthly.max * 12) };
}

export interface AnnualExampleInput {
  /** Example monthly premiums (illustrative). */
  planGPremium: number;
  planNPremium: number;
  /** The year's Part B deductible: neither Plan G nor Plan N pays it. */
  partBDeductible: number;
  /** Example office visits with a Plan N copay, and the most that copay can be. */
  planNVisits: number;
  planNCopay: number;
}

export interface AnnualExample {
  planG: { premiums: number; deductible: number; total: number };
  planN: { premiums: number; deductible: number; copays: number; total: number };
  /** How much more Plan G costs than Plan N in the example (negative when it costs less). */
  difference: number;
}

/** The spec's yearly example: 12 premiums + the Part B deductible (+ Plan N office copays). */
export function annualExample(input: AnnualExampleInput): AnnualExample {
  const gPremiums = cents(input.planGPremium * 12);
  const nPremiums = cents(input.planNPremium * 12);
  const copays = cents(input.planNVisits * input.planNCopay);
  const gTotal = cents(gPremiums + input.partBDeductible);
  const nTotal = cents(nPremiums + input.partBDeductible + copays);
  return {
    planG: { premiums: gPremiums, deductible: input.partBDeductible, total: gTotal },
    planN: { premiums: nPremiums, deductible: input.partBDeductible, copays, total: nTotal },
    difference: cents(gTotal - nTotal),
  };
}

/** The most a doctor who does not accept assignment may charge above an approved amount (limit in percent). */
export function excessCharge(approvedAmount: number, limitPercent: number): { excess: number; billed: number } {
  if (approvedAmount < 0 || limitPercent < 0) throw new RangeError("Amounts cannot be negative");
  const excess = cents((approvedAmount * limitPercent) / 100);
  return { excess, billed: cents(approvedAmount + excess) };
}

export interface PlanYearCost {
  /** What the visitor pays of the costs Original Medicare leaves (deductibles, coinsurance, excess charges). */
  share: number;
  /** 12 months of the plan's (illustrative) premium range. */
  premiums: Range;
  /** share + premiums. */
  total: Range;
}

export interface HdgScenarioInput {
  /** Costs Original Medicare leaves to the visitor in the year (what Plan G would otherwise pay, plus the Part B deductible). */
  costs: number;
  /** The year's high-deductible Plan G deductible. */
  highDeductible: number;
  /** The year's Part B deductible (standard Plan G does not pay it). */
  partBDeductible: number;
  /** Monthly premium ranges (illustrative). */
  highDeductiblePremium: Range;
  planGPremium: Range;
}

export interface HdgScenario {
  costs: number;
  /** Where the costs sit against the high deductible. */
  position: "below" | "at" | "above";
  highDeductibleG: PlanYearCost;
  planG: PlanYearCost;
}

function yearCost(share: number, monthly: Range): PlanYearCost {
  const premiums = yearlyRange(monthly);
  return {
    share: cents(share),
    premiums,
    total: { min: cents(premiums.min + share), max: cents(premiums.max + share) },
  };
}

/**
 * One year with high-deductible Plan G against standard Plan G. With the high-deductible plan the visitor pays
 * everything up to the deductible (the Part B deductible counts toward it), then nothing; with standard Plan G
 * the visitor pays only the Part B deductible.
 */
export function hdgScenario(input: HdgScenarioInput): HdgScenario {
  const { costs, highDeductible, partBDeductible } = input;
  if (costs < 0 || highDeductible < 0 || partBDeductible < 0) throw new RangeError("Amounts cannot be negative");
  const position = costs < highDeductible ? "below" : costs === highDeductible ? "at" : "above";
  return {
    costs,
    position,
    highDeductibleG: yearCost(Math.min(costs, highDeductible), input.highDeductiblePremium),
    planG: yearCost(Math.min(costs, partBDeductible), input.planGPremium),
  };
}
