/**
 * The live filter of /state-medicare-links: pure functions, no React.
 * A row is kept when its state name (in the page's language) contains the typed
 * text, ignoring case, accents and extra spaces, or when the text is its USPS code.
 */
import type { LocalizedStateProgram } from "./types.ts";

/** Lower case, no accents, single spaces, trimmed: "  Nuevo  MÉXICO " -> "nuevo mexico". */
export function normalizeQuery(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

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
