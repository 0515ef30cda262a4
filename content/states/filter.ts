/**
 * The live filter of /state-medicare-links: pure functions, no React.
 * A row is kept when its state name (in the page's language) contains the typed
 * text, ignoring case, accents and extra spaces, or when the text is its USPS code.
 */
import { foldText } from "../text/fold.ts";
import type { LocalizedStateProgram } from "./types.ts";

/** Lower case, no accents, single spaces, trimmed: "  Nuevo  MÉXICO " -> "nuevo mexico" (the site's one folding). */
export const normalizeQuery = foldText;

/** Whether one row matches the typed text (an empty text matches every row). */
export function matchesState(row: Pick<LocalizedStateProgram, "code" | "state">, query: string): boolean {
  const q = normalizeQuery(query);
  if (q === "") return true;
  return normalizeQuery(row.state).includes(q) || row.code.toLowerCase() === q;
}

/** The rows that match, in their original order. */
export function filterStates<Row extends Pick<LocalizedStateProgram, "code" | "state">>(
  rows: readonly Row[],
  query: string,
): Row[] {
  return rows.filter((row) => matchesState(row, query));
}
