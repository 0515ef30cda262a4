/**
 * Checks of the state programs directory: every row has a source (its own SHIP page, or the national locator
 * that it links; issue 25); schema, exactly the 50 states + DC + PR + VI
 * (54 rows: the 50 states, DC, Puerto Rico, the U.S. Virgin Islands and Guam; no duplicates), names in both languages, and the evidence rule (NOTES.md):
 * a row may be `verified: true` only when sources.ts confirms both its program name and
 * its official address, and every name or address recorded in sources.ts matches data.ts.
 */
import { STATE_PROGRAMS } from "./data.ts";
import { stateProgramsSchema, stateSourcesSchema } from "./schema.ts";
import { STATE_SOURCES, type RowSource } from "./sources.ts";
import { SHIP_LOCATOR_URL, type StateProgram } from "./types.ts";

/** USPS codes of the 50 states, DC, Puerto Rico and the U.S. Virgin Islands. */
export const EXPECTED_CODES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
  "DC",
  "PR",
  "VI",
  "GU",
] as const;

type Sources = Readonly<Record<string, readonly RowSource[]>>;

/** Whether the sources for one row confirm both its name and its address. */
export function isConfirmed(sources: readonly RowSource[] | undefined): boolean {
  const confirms = new Set((sources ?? []).flatMap((s) => s.confirms));
  return confirms.has("name") && confirms.has("address");
}

function validateSources(rows: readonly StateProgram[], sources: Sources, at: string): string[] {
  const parsed = stateSourcesSchema.safeParse(sources);
  if (!parsed.success) return parsed.error.issues.map((i) => `${at}/sources.ts: ${i.path.join(".")} ${i.message}`);
  const problems: string[] = [];
  const byCode = new Map(rows.map((r) => [r.code, r]));
  for (const [code, list] of Object.entries(sources)) {
    const row = byCode.get(code);
    if (!row) {
      problems.push(`${at}/sources.ts: ${code} is not a row of data.ts`);
      continue;
    }
    list.forEach((source, i) => {
      if (source.name !== undefined && source.name !== row.program.en)
        problems.push(
          `${at}/sources.ts: ${code}.${i} confirms the name "${source.name}" but data.ts has "${row.program.en}"`,
        );
      if (source.address !== undefined && source.address === SHIP_LOCATOR_URL)
        problems.push(`${at}/sources.ts: ${code}.${i} gives the national locator as the program's address`);
      else if (source.address !== undefined && source.address !== row.url)
        problems.push(
          `${at}/sources.ts: ${code}.${i} confirms the address ${source.address} but data.ts links ${row.url}`,
        );
      if (source.phone !== undefined && source.phone !== row.phone?.display)
        problems.push(
          `${at}/sources.ts: ${code}.${i} confirms the phone ${source.phone} but data.ts has ${row.phone?.display ?? "no phone"}`,
        );
    });
    // The locator is the source of a row's link exactly when the row links it (issue 25: every row has a source).
    const locator = list.some((s) => s.kind === "locator");
    if (locator && row.url !== SHIP_LOCATOR_URL)
      problems.push(`${at}/sources.ts: ${code} lists the national locator as a source but links ${row.url}`);
    if (!locator && row.url === SHIP_LOCATOR_URL)
      problems.push(`${at}/sources.ts: ${code} links the national locator but does not list it as a source`);
    // A phone is published only when an official page (the agency's own, or its text on another host) gives it.
    const official = list.some((s) => s.phone !== undefined && s.kind !== "news" && s.kind !== "locator");
    if (row.phone && !official)
      problems.push(
        `${at}: ${code} shows the phone ${row.phone.display} but no official source in sources.ts gives it`,
      );
  }
  for (const row of rows) {
    if (!sources[row.code]?.length)
      problems.push(`${at}: ${row.code} has no source in sources.ts (its own SHIP page or the national locator)`);
    if (row.phone && !sources[row.code])
      problems.push(`${at}: ${row.code} shows the phone ${row.phone.display} but sources.ts has no entry for it`);
  }
  return problems;
}

export function validateStatePrograms(rows: readonly StateProgram[], sources: Sources = STATE_SOURCES): string[] {
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
    const confirmed = isConfirmed(sources[row.code]);
    if (row.verified && !confirmed)
      problems.push(
        `${at}: ${row.code} is marked verified but sources.ts does not confirm both its name and its address`,
      );
    if (!row.verified && confirmed)
      problems.push(`${at}: ${row.code} is confirmed by sources.ts (name and address) but not marked verified`);
    if (!row.verified && row.url !== SHIP_LOCATOR_URL)
      problems.push(
        `${at}: ${row.code} links its own address ${row.url} but is not verified (unconfirmed rows link the national locator)`,
      );
  }
  if (rows.length !== EXPECTED_CODES.length)
    problems.push(`${at}: ${rows.length} rows, expected ${EXPECTED_CODES.length}`);
  problems.push(...validateSources(rows, sources, at));
  return problems;
}

export function validate(): string[] {
  return validateStatePrograms(STATE_PROGRAMS);
}
