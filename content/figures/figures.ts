// THE figures: one record per plan year, read from the year's figures file (years/<year>.ts). Values, statuses
// and sources come from /work/shared/facts/medicare-figures.md; NOTES.md says how each of the spec's
// contradictions was resolved. Units and meanings are in keys.ts; IRMAA figure entries are generated from the
// year's IRMAA table.
// Pages never import these records: they call getFigure(), which refuses U (unverified) figures.
import { IRMAA_TABLES, type IrmaaYearTable } from "./irmaa.ts";
import { FIGURE_DEFS, isFigureKey, type FigureKey, type IrmaaFigureKey } from "./keys.ts";
import { CURRENT_PLAN_YEAR } from "./plan-year.ts";
import { isPlanYear, PLAN_YEARS, type Figure, type FigureEntry, type PlanYear } from "./types.ts";
import { v } from "./years/define.ts";
import { PLAN_YEAR_FILES } from "./years/index.ts";

type YearRecord = { readonly [K in FigureKey]?: FigureEntry };

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
export const FIGURES_BY_YEAR: Readonly<Record<PlanYear, YearRecord>> = Object.fromEntries(
  PLAN_YEAR_FILES.map((file) => [file.year, { ...file.figures, ...irmaaEntries(IRMAA_TABLES[file.year]) }]),
) as Record<PlanYear, YearRecord>;

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
