// Figures inside prose and locale strings: "{{fig:partB.premium}}" or "{{fig:partB.premium@2025}}".
// Anything wrong (unknown key, year without figures, missing or unverified figure, malformed token) throws,
// so a content build fails loudly instead of shipping a wrong or blank number.
import { isPlanYear } from "./types.ts";
import { formatFigure, type Lang } from "./format.ts";
import { isFigureKey } from "./keys.ts";
import { CURRENT_PLAN_YEAR } from "./plan-year.ts";
import type { PlanYear } from "./types.ts";

const TOKEN = /\{\{\s*fig:([^{}@\s]*)(?:@([^{}\s]*))?\s*\}\}/g;
const TOKEN_START = /\{\{\s*fig:/;

export interface InterpolateOptions {
  /** year for tokens without "@year" (a page about 2025 passes 2025); default CURRENT_PLAN_YEAR */
  year?: PlanYear;
}

export class FigureTokenError extends Error {
  override name = "FigureTokenError";
}

/** Replace every figure token in `text` with the formatted figure. Throws FigureTokenError on any problem. */
export function interpolateFigures(text: string, lang: Lang, options: InterpolateOptions = {}): string {
  const defaultYear = options.year ?? CURRENT_PLAN_YEAR;
  if (!isPlanYear(defaultYear)) throw new FigureTokenError(`No Medicare figures for plan year ${String(defaultYear)}`);
  const replaced = text.replace(TOKEN, (token: string, key: string, yearText: string | undefined) => {
    if (!isFigureKey(key)) throw new FigureTokenError(`Unknown Medicare figure in ${token}`);
    let year: PlanYear = defaultYear;
    if (yearText !== undefined) {
      const parsed = /^\d{4}$/.test(yearText) ? Number(yearText) : Number.NaN;
      if (!isPlanYear(parsed)) throw new FigureTokenError(`No Medicare figures for the year in ${token}`);
      year = parsed;
    }
    try {
      return formatFigure(key, lang, year);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new FigureTokenError(`${token}: ${reason}`, { cause: error });
    }
  });
  const leftover = TOKEN_START.exec(replaced);
  if (leftover) {
    const snippet = replaced.slice(leftover.index, leftover.index + 60);
    throw new FigureTokenError(`Malformed figure token near "${snippet}"`);
  }
  return replaced;
}

/** The figure tokens in a text (key and optional year), e.g. for a content check that lists them. */
export function findFigureTokens(text: string): { token: string; key: string; year: string | undefined }[] {
  return [...text.matchAll(TOKEN)].map((m) => ({ token: m[0], key: m[1] ?? "", year: m[2] }));
}
