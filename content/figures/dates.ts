// When a figure became known: the day a news article may state it from (issue 25, "an article only states
// what was known on its date"). A figure's day is its own `publishedOn` (a limit derived from a guideline
// published later than its source), else the earliest publication day among its sources. Days only: a
// month ("2026-01") would let an article of 5 January state a figure published on 15 January.
import { getFigureIncludingUnverified, isPublishable } from "./figures.ts";
import { isFigureKey } from "./keys.ts";
import { getSource } from "./sources.ts";
import { isPlanYear, type PlanYear } from "./types.ts";
import { RULE_KEYS } from "./years/define.ts";

/** An ISO calendar day, YYYY-MM-DD (no month-only dates). */
export const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The first day a figure can be stated, or null when neither the figure nor any source has a day. */
export function figureKnownFrom(key: string, year: PlanYear): string | null {
  if (!isFigureKey(key)) throw new Error(`Unknown Medicare figure "${key}"`);
  const figure = getFigureIncludingUnverified(key, year);
  if (figure.publishedOn) return figure.publishedOn;
  const days = [figure.sourceId, ...(figure.alsoSourceIds ?? [])]
    .map((id) => getSource(id).date)
    .filter((d): d is string => d !== null)
    .sort();
  return days[0] ?? null;
}

/**
 * Why a page dated `day` may not state the figure `key` of `year`, or null when it may. Standing rules
 * (40 quarters, 7 months...) are not yearly amounts: no date applies to them.
 */
export function figureDateProblem(key: string, year: number, day: string): string | null {
  if (!isFigureKey(key)) return `unknown figure ${key}`;
  if (!isPlanYear(year)) return `no figures for ${year}`;
  if (!isPublishable(key, year)) return `${key}@${year} is unverified (U)`;
  if (RULE_KEYS.has(key)) return null;
  const from = figureKnownFrom(key, year);
  if (from === null) return `${key}@${year} has no publication day (give a source its day or the figure publishedOn)`;
  return from > day ? `${key}@${year} was published on ${from}, after ${day}` : null;
}
