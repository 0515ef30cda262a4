/**
 * Checks of the state programs directory: schema, exactly the 50 states + DC + PR + VI
 * (53 rows, no duplicates), names in both languages, and no row marked verified
 * (the facts file confirms none; a row may be marked once a source is added there).
 */
import { STATE_PROGRAMS } from "./data.ts";
import { stateProgramsSchema } from "./schema.ts";
import type { StateProgram } from "./types.ts";

/** USPS codes of the 50 states, DC, Puerto Rico and the U.S. Virgin Islands. */
export const EXPECTED_CODES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
  "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC",
  "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC", "PR", "VI",
] as const;

/** Rows the facts file confirms (by USPS code). Empty: /work/shared/facts has no state-level SHIP entries. */
export const CONFIRMED_ROWS: ReadonlySet<string> = new Set<string>();

export function validateStatePrograms(rows: readonly StateProgram[]): string[] {
  const at = "content/states";
  const parsed = stateProgramsSchema.safeParse(rows);
  if (!parsed.success) return parsed.error.issues.map((i) => `${at}: ${i.path.join(".")} ${i.message}`);
  const problems: string[] = [];
  const codes = rows.map((r) => r.code);
  for (const code of EXPECTED_CODES) if (!codes.includes(code)) problems.push(`${at}: missing ${code}`);
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.code)) problems.push(`${at}: duplicate ${row.code}`);
    seen.add(row.code);
    if (!(EXPECTED_CODES as readonly string[]).includes(row.code)) problems.push(`${at}: unexpected code ${row.code}`);
    if (row.verified && !CONFIRMED_ROWS.has(row.code)) problems.push(`${at}: ${row.code} is marked verified but the facts file does not confirm it`);
  }
  if (rows.length !== EXPECTED_CODES.length) problems.push(`${at}: ${rows.length} rows, expected ${EXPECTED_CODES.length}`);
  return problems;
}

export function validate(): string[] {
  return validateStatePrograms(STATE_PROGRAMS);
}
