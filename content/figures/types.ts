// Shapes shared by every module in content/figures. Plain TypeScript types: no runtime cost.

import { PLAN_YEAR_LIST } from "./years/list.ts";

/** Plan (calendar) years the site has figures for: one figures file each, listed in years/list.ts. */
export type PlanYear = (typeof PLAN_YEAR_LIST)[number]["year"];
export const PLAN_YEARS: readonly PlanYear[] = PLAN_YEAR_LIST.map((entry) => entry.year);

/**
 * Whether a year has a figures file. Here, beside PLAN_YEARS, and not in figures.ts: a page that only asks
 * whether a year exists (the costs page's "next year's figures are not published yet") then does not load
 * every year's figures (issue 10, content pages' JavaScript).
 */
export function isPlanYear(year: unknown): year is PlanYear {
  return typeof year === "number" && (PLAN_YEARS as readonly number[]).includes(year);
}

/**
 * The plan years with a costs page (/medicare-costs-{year}): every plan year from 2025 on. 2024 stays a plan
 * year only for the IRMAA look-back comparisons and the older news articles.
 */
export type CostPageYear = Exclude<PlanYear, 2024>;
export const COST_PAGE_YEARS: readonly CostPageYear[] = PLAN_YEARS.filter((year): year is CostPageYear => year >= 2025);

export function isCostPageYear(year: number): year is CostPageYear {
  return (COST_PAGE_YEARS as readonly number[]).includes(year);
}

/**
 * How sure we are of a figure (the legend of the facts file):
 * V verified in an official/primary document; S secondary pages that cite CMS/SSA, several agreeing;
 * U not found in the sources read, or derived: never published.
 */
export type FigureStatus = "V" | "S" | "U";

export type FigureUnit =
  | "usd"
  | "usd-per-month"
  | "usd-per-day"
  | "usd-per-year"
  | "usd-per-visit"
  | "percent"
  | "days"
  | "months"
  | "years"
  | "quarters"
  | "count";

/** One figure as pages and tools receive it. */
export interface Figure {
  key: string;
  value: number;
  unit: FigureUnit;
  year: PlanYear;
  status: FigureStatus;
  /** id of an entry in sources.ts */
  sourceId: string;
  /** further sources that give the same value */
  alsoSourceIds?: readonly string[];
  /** why the value is what it is, when that is not obvious (conflicts, derivations) */
  note?: string;
  /**
   * The earliest day the figure can have existed (ISO date or year-month), when it is later than its
   * source's date or the source has none (a limit derived from a guideline published later).
   * A news article may state a figure only on or after this day (figure-dates.test.ts).
   */
  publishedOn?: string;
}

/** A figure inside a year record: key, unit and year come from where it sits. */
export interface FigureEntry {
  value: number;
  status: FigureStatus;
  sourceId: string;
  alsoSourceIds?: readonly string[];
  note?: string;
  /**
   * The earliest day the figure can have existed (ISO date or year-month), when it is later than its
   * source's date or the source has none (a limit derived from a guideline published later).
   * A news article may state a figure only on or after this day (figure-dates.test.ts).
   */
  publishedOn?: string;
}

export interface Source {
  id: string;
  title: string;
  publisher: string;
  url: string;
  /** publication date (ISO, or year-month) when the facts file gives one, else null */
  date: string | null;
  /**
   * official/primary (or a verbatim mirror of one); secondary (news, brokers, nonprofits citing CMS/SSA);
   * unsourced (nothing found: only U figures may cite it)
   */
  kind: "official" | "secondary" | "unsourced";
}
