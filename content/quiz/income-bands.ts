import { irmaaTable } from "../figures/irmaa.ts";
import type { PlanYear } from "../figures/types.ts";
import { INCOME_BAND_TIERS, INCOME_OPTIONS, type IncomeOption } from "./options.ts";

/**
 * The dollar amounts shown with the quiz's income options, read from the IRMAA
 * table in content/figures (no amount is typed here).
 *
 * Note: the spec's quiz bands (single 103,000 / 129,000 / 161,000; joint
 * 206,000 / 258,000 / 322,000; spec 000 section 9) are the tops of IRMAA tiers
 * 0-2 of plan year 2024, and the option values (under103k ...) name them. The
 * quiz only uses the band to choose a guide, so it keeps the spec's table; the
 * help text names the year so the figures are never presented as current.
 */
export const QUIZ_INCOME_YEAR = 2024 satisfies PlanYear;

export interface IncomeBand {
  /** Plan year of the IRMAA table the amounts come from. */
  year: PlanYear;
  /** Lower edge (exclusive) for a single filer; null for the lowest band. */
  singleMin: number | null;
  /** Upper edge (inclusive) for a single filer; null for the highest band. */
  singleMax: number | null;
  jointMin: number | null;
  jointMax: number | null;
}

function edge(tier: number | null, status: "single" | "married-joint"): number | null {
  if (tier === null) return null;
  const value = irmaaTable(QUIZ_INCOME_YEAR).thresholds[status][tier];
  if (value === undefined) throw new RangeError(`No IRMAA threshold for tier ${tier}`);
  return value;
}

/** Single and joint amounts of one income option. */
export function incomeBand(option: IncomeOption): IncomeBand {
  const { fromTier, toTier } = INCOME_BAND_TIERS[option];
  return {
    year: QUIZ_INCOME_YEAR,
    singleMin: edge(fromTier, "single"),
    singleMax: edge(toTier, "single"),
    jointMin: edge(fromTier, "married-joint"),
    jointMax: edge(toTier, "married-joint"),
  };
}

/** Every income option's amounts, in option order. */
export const INCOME_BANDS: Readonly<Record<IncomeOption, IncomeBand>> = Object.fromEntries(
  INCOME_OPTIONS.map((option) => [option, incomeBand(option)]),
) as Record<IncomeOption, IncomeBand>;

/** Whole US dollars in the language's format ("$103,000"). */
export function formatDollars(amount: number, lang: "en" | "es"): string {
  return new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * Interpolation values for an income option's label in locales/<lang>/quiz.json
 * (`{{singleMin}}`, `{{singleMax}}`, `{{jointMin}}`, `{{jointMax}}`, `{{year}}`),
 * formatted for the language. Open edges are left out.
 */
export function incomeLabelValues(option: IncomeOption, lang: "en" | "es"): Record<string, string> {
  const band = INCOME_BANDS[option];
  const values: Record<string, string> = { year: String(band.year) };
  for (const key of ["singleMin", "singleMax", "jointMin", "jointMax"] as const) {
    const amount = band[key];
    if (amount !== null) values[key] = formatDollars(amount, lang);
  }
  return values;
}
