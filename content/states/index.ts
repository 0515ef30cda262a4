/* Typed accessors to the state programs directory (/state-medicare-links). */
import { STATE_PROGRAMS } from "./data.ts";
import { SHIP_LOCATOR_URL, type LocalizedStateProgram } from "./types.ts";

export { STATE_PROGRAMS } from "./data.ts";
export { filterStates, matchesState, normalizeQuery } from "./filter.ts";
export { SHIP_LOCATOR_URL, type LocalizedStateProgram, type StateProgram } from "./types.ts";

type Lang = "en" | "es";

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
