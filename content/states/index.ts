/* Typed accessors to the state programs directory (/state-medicare-links). */
import { STATE_PROGRAMS } from "./data.ts";
import { STATE_SOURCES } from "./sources.ts";
import { SHIP_LOCATOR_URL, type LocalizedStateProgram } from "./types.ts";

export { STATE_PROGRAMS } from "./data.ts";
export { filterStates, matchesState, normalizeQuery } from "./filter.ts";
export { SHIP_LOCATOR_URL, type LocalizedStateProgram, type StateProgram } from "./types.ts";

type Lang = "en" | "es";

/** When the table was checked, for the page to say (issue 25), as long dates in the page's language. */
export interface DirectoryChecked {
  /** the earliest day a row's source was read */
  first: string;
  /** the latest such day (the same as first when every row was read on one day) */
  last: string;
}

/** The first and last days on which the rows' sources (sources.ts) were read, written in `lang`. */
export function directoryChecked(lang: Lang): DirectoryChecked {
  const days = Object.values(STATE_SOURCES)
    .flatMap((list) => list.map((s) => s.checked))
    .sort();
  const long = (iso: string) =>
    new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new Error("content/states: no source has a checked date");
  return { first: long(first), last: long(last) };
}

function displayUrl(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname === "/" ? "" : parsed.pathname.replace(/\/$/, "");
  return `${parsed.hostname}${path}`;
}

/** Every row in one language, sorted by the state's name in that language. */
export function getStatePrograms(lang: Lang): LocalizedStateProgram[] {
  const collator = new Intl.Collator(lang === "es" ? "es-US" : "en-US", { sensitivity: "base" });
  return STATE_PROGRAMS.map((row) => ({
    code: row.code,
    state: row.name[lang],
    program: row.program[lang],
    // A program's own English name stays English on the Spanish page: marked so it is read as English.
    programLang: lang === "es" && row.program.es === row.program.en ? ("en" as const) : null,
    url: row.url,
    displayUrl: displayUrl(row.url),
    usesLocator: row.url === SHIP_LOCATOR_URL,
    phone: row.phone ?? null,
  })).sort((a, b) => collator.compare(a.state, b.state));
}
