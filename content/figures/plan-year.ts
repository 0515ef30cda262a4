// Which plan year the site presents on a date: the rollover as data. A year's figures file (years/<year>.ts)
// is enough for the year to take over on its own date; nothing in app/ names a year.
//
// The rule (Enrollment periods section of the specification: Open Enrollment runs October 15 - December 7 and
// chooses coverage for the next calendar year): a plan year is presented from January 1 of that year, and
// earlier, from the start of its Open Enrollment, once its figures are official, that is once the source of its
// standard Part B premium (CMS's annual Part B notice) is published. During that window the coming year leads and
// the year still running is shown beside it where the two differ (the tools' year choices, the costs pages).
import { SOURCES } from "./sources.ts";
import { PLAN_YEARS, type PlanYear } from "./types.ts";
import { PLAN_YEAR_FILES } from "./years/index.ts";

/** Open Enrollment for plan year Y starts on this month and day of year Y - 1. */
export const OPEN_ENROLLMENT_START = { month: 10, day: 15 } as const;

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A date as YYYY-MM-DD; throws on anything else (a wrong SITE_DATE must fail the build, not roll a year). */
export function isoDate(date: Date | string): string {
  const text = typeof date === "string" ? date : date.toISOString().slice(0, 10);
  if (!ISO_DATE.test(text)) throw new RangeError(`Not a YYYY-MM-DD date: "${text}"`);
  return text;
}

/**
 * The date a plan year's figures became official: the publication date of the source of its standard Part B
 * premium, when that figure is verified or secondary (never an unverified one). null: not yet official.
 */
export function officialFrom(year: number): string | null {
  const file = PLAN_YEAR_FILES.find((f) => f.year === year);
  const premium = file?.figures["partB.premium"];
  if (!premium || premium.status === "U") return null;
  return SOURCES[premium.sourceId]?.date ?? null;
}

/** The first day of a plan year's Open Enrollment (in the year before). */
export function openEnrollmentStart(year: number): string {
  const { month, day } = OPEN_ENROLLMENT_START;
  return `${year - 1}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The plan year the site presents on a date (see the rule above); the earliest year before any of them. */
export function presentedPlanYear(date: Date | string, years: readonly number[] = PLAN_YEARS): PlanYear {
  const day = isoDate(date);
  const newestFirst = [...years].sort((a, b) => b - a);
  for (const year of newestFirst) {
    if (day >= `${year}-01-01`) return year as PlanYear;
    const official = officialFrom(year);
    if (official !== null && day >= openEnrollmentStart(year) && day >= official) return year as PlanYear;
  }
  return (newestFirst.at(-1) ?? PLAN_YEARS[0]) as PlanYear;
}

/**
 * The years shown side by side on a date: the presented year and the year before it, when the site has both
 * (during Open Enrollment: the coming year and the year still running; the IRMAA tool offers both).
 */
export function presentedPlanYears(date: Date | string, years: readonly number[] = PLAN_YEARS): PlanYear[] {
  const presented = presentedPlanYear(date, years);
  return years.filter((year) => year === presented || year === presented - 1).sort((a, b) => a - b) as PlanYear[];
}

// The build's date, the same in the prerender and in the browser (vite.config.ts defines MG_SITE_DATE from
// SITE_DATE or the day of the build), so hydration never sees another year. In Node (prerender, scripts,
// tests) the SITE_DATE variable wins, so a test can pin the date; without either: today.
declare const MG_SITE_DATE: string | undefined;

/** The date the site is built for (YYYY-MM-DD). */
export const SITE_DATE: string = isoDate(
  globalThis.process?.env?.SITE_DATE ?? (typeof MG_SITE_DATE === "string" ? MG_SITE_DATE : new Date()),
);

/** The plan year pages and tools present (and compute with unless the visitor or the page picks another). */
export const CURRENT_PLAN_YEAR: PlanYear = presentedPlanYear(SITE_DATE);

/** The years shown side by side (the IRMAA tool's year choice). */
export const PRESENTED_PLAN_YEARS: readonly PlanYear[] = presentedPlanYears(SITE_DATE);
