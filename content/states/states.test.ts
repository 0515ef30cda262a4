import { describe, expect, it } from "vitest";
import { STATE_PROGRAMS } from "./data.ts";
import { filterStates, matchesState, normalizeQuery } from "./filter.ts";
import { getStatePrograms } from "./index.ts";
import { SHIP_LOCATOR_URL, type StateProgram } from "./types.ts";
import { EXPECTED_CODES, validate, validateStatePrograms } from "./validate.ts";
import { STATE_SOURCES, type RowSource } from "./sources.ts";

const states = (list: { state: string }[]) => list.map((r) => r.state);
const clone = (): StateProgram[] => structuredClone(STATE_PROGRAMS) as StateProgram[];

describe("state programs content", () => {
  it("is valid: 54 rows, the 50 states, DC, Puerto Rico, the U.S. Virgin Islands and Guam", () => {
    expect(validate()).toEqual([]);
    expect(STATE_PROGRAMS).toHaveLength(54);
    expect(new Set(STATE_PROGRAMS.map((r) => r.code))).toEqual(new Set(EXPECTED_CODES));
  });

  it("marks verified exactly the rows whose sources confirm name and address, and only those link their own site", () => {
    const verified = STATE_PROGRAMS.filter((r) => r.verified)
      .map((r) => r.code)
      .sort();
    expect(verified).toEqual(["FL", "HI", "IA", "IL", "OR", "SD", "VI", "WA"]);
    const mismatched = STATE_PROGRAMS.filter((row) => {
      const confirms = new Set((STATE_SOURCES[row.code] ?? []).flatMap((s) => s.confirms));
      const confirmed = confirms.has("name") && confirms.has("address");
      return row.verified !== confirmed || (row.url === SHIP_LOCATOR_URL) === row.verified;
    });
    expect(mismatched.map((r) => r.code)).toEqual([]);
  });

  it("records every source with its page, what it confirms and the day it was checked", () => {
    for (const [code, list] of Object.entries(STATE_SOURCES)) {
      expect(EXPECTED_CODES as readonly string[]).toContain(code);
      for (const source of list) {
        expect(["2026-11-24", "2026-11-27", "2026-11-29"]).toContain(source.checked);
        expect(source.confirms.length).toBeGreaterThan(0);
        expect(() => new URL(source.url)).not.toThrow();
      }
    }
  });

  it("reports a source whose name or address differs from data.ts, and a row linking an unconfirmed address", () => {
    const renamed = clone();
    const il = renamed.find((r) => r.code === "IL")!;
    il.program = { en: "Illinois SHIP", es: "Illinois SHIP" };
    expect(validateStatePrograms(renamed).join("\n")).toMatch(
      /IL\.0 confirms the name "Senior Health Insurance Program \(SHIP\)" but data.ts has "Illinois SHIP"/,
    );

    const moved = clone();
    moved.find((r) => r.code === "OR")!.url = "https://www.oregon.gov/shiba/";
    expect(validateStatePrograms(moved).join("\n")).toMatch(
      /OR\.0 confirms the address https:\/\/shiba\.oregon\.gov\/ but data.ts links/,
    );

    const guessed = clone();
    guessed.find((r) => r.code === "TX")!.url = "https://www.hhs.texas.gov/hicap";
    expect(validateStatePrograms(guessed).join("\n")).toMatch(/TX links its own address .* but is not verified/);

    const unmarked = clone();
    unmarked.find((r) => r.code === "VI")!.verified = false;
    expect(validateStatePrograms(unmarked).join("\n")).toMatch(
      /VI is confirmed by sources.ts \(name and address\) but not marked verified/,
    );
  });

  it("reports a source that claims a name without giving it, or an unknown code", () => {
    const bad: RowSource = {
      url: "https://example.gov/",
      publisher: "x",
      kind: "official",
      confirms: ["name"],
      note: "x",
      checked: "2026-11-24",
    };
    expect(validateStatePrograms(STATE_PROGRAMS, { ...STATE_SOURCES, AL: [bad] }).join("\n")).toMatch(
      /AL\.0 name must be given/,
    );
    const stray: RowSource = { ...bad, name: "Guam SHIP" };
    expect(validateStatePrograms(STATE_PROGRAMS, { ...STATE_SOURCES, MP: [stray] }).join("\n")).toMatch(
      /MP is not a row of data.ts/,
    );
  });

  it("reports a missing row, a duplicate, a missing Spanish name, a bad address and an unconfirmed 'verified'", () => {
    const missing = clone().filter((r) => r.code !== "PR");
    expect(validateStatePrograms(missing)).toEqual(
      expect.arrayContaining(["content/states: missing PR", "content/states: 53 rows, expected 54"]),
    );

    const duplicated = clone();
    duplicated[1] = { ...duplicated[0]! };
    expect(validateStatePrograms(duplicated).join("\n")).toMatch(/duplicate AL/);

    const untranslated = clone();
    untranslated[3]!.name.es = "";
    expect(validateStatePrograms(untranslated).join("\n")).toMatch(/3\.name\.es/);

    const invented = clone();
    invented[0]!.url = "https://alabama-ship.example.org/";
    expect(validateStatePrograms(invented).join("\n")).toMatch(/0\.url/);

    const overclaimed = clone();
    overclaimed[0]!.verified = true;
    expect(validateStatePrograms(overclaimed).join("\n")).toMatch(/AL is marked verified/);
  });
});

describe("getStatePrograms", () => {
  it("sorts by the state's name in the page's language", () => {
    const en = getStatePrograms("en").map((r) => r.state);
    const es = getStatePrograms("es").map((r) => r.state);
    expect(en[0]).toBe("Alabama");
    expect(en.at(-1)).toBe("Wyoming");
    expect(en.indexOf("North Carolina")).toBeGreaterThan(en.indexOf("New York"));
    expect(es.indexOf("Carolina del Norte")).toBeLessThan(es.indexOf("Colorado"));
    expect(es).toContain("Islas Vírgenes de EE. UU.");
  });

  it("flags rows that use the national locator", () => {
    const rows = getStatePrograms("en");
    const illinois = rows.find((r) => r.code === "IL")!;
    expect(illinois.usesLocator).toBe(false);
    expect(illinois.displayUrl).toBe("ilaging.illinois.gov/ship/aboutship.html");
    const alabama = rows.find((r) => r.code === "AL")!;
    expect(alabama.usesLocator).toBe(true);
    expect(alabama.url).toBe(SHIP_LOCATOR_URL);
    expect(alabama.displayUrl).toBe("www.shiphelp.org");
  });
});

describe("state filter", () => {
  const rows = getStatePrograms("en");
  const es = getStatePrograms("es");

  it("keeps every row for an empty or blank query", () => {
    expect(filterStates(rows, "")).toHaveLength(54);
    expect(filterStates(rows, "   ")).toHaveLength(54);
  });

  it("matches a part of the name, ignoring case and surrounding spaces", () => {
    expect(states(filterStates(rows, "  CAROLINA "))).toEqual(["North Carolina", "South Carolina"]);
    expect(states(filterStates(rows, "new"))).toEqual(["New Hampshire", "New Jersey", "New Mexico", "New York"]);
    expect(states(filterStates(rows, "w"))).toContain("Washington");
  });

  it("ignores accents and extra inner spaces (Spanish names)", () => {
    expect(states(filterStates(es, "mexico"))).toEqual(["Nuevo México"]);
    expect(states(filterStates(es, "HAWAI"))).toEqual(["Hawái"]);
    expect(states(filterStates(es, "islas   virgenes"))).toEqual(["Islas Vírgenes de EE. UU."]);
  });

  it("matches a USPS code exactly (two letters), not as a part of it", () => {
    expect(states(filterStates(rows, "tx"))).toEqual(["Texas"]);
    expect(states(filterStates(rows, "pr"))).toEqual(["Puerto Rico"]);
    const row = { code: "ZQ", state: "Alpha" };
    expect(matchesState(row, "z")).toBe(false);
    expect(matchesState(row, "zq")).toBe(true);
    expect(matchesState(row, " ZQ ")).toBe(true);
    expect(matchesState(row, "zqa")).toBe(false);
  });

  it("returns nothing when no name matches", () => {
    expect(filterStates(rows, "zz")).toEqual([]);
    expect(filterStates(rows, "Alabama x")).toEqual([]);
  });

  it("keeps the rows' order", () => {
    expect(states(filterStates(rows, "dakota"))).toEqual(["North Dakota", "South Dakota"]);
  });

  it("normalizes text for comparison", () => {
    expect(normalizeQuery("  Nuevo  MÉXICO ")).toBe("nuevo mexico");
    expect(normalizeQuery("")).toBe("");
  });
});

const withPhone = (code: string, display: string, tel: string): StateProgram[] =>
  STATE_PROGRAMS.map((r) => (r.code === code ? { ...r, phone: { display, tel } } : r));

describe("state programs: phone numbers only from an official source (issue 11)", () => {
  it("shows the confirmed phones (GeorgiaCares, Guam, Iowa SHIIP, SHICK, OSHIIP, Oregon SHIBA) and no other", () => {
    const phones = getStatePrograms("en").filter((r) => r.phone);
    expect(phones.map((r) => [r.code, r.phone?.display, r.phone?.tel])).toEqual([
      ["GA", "1-866-552-4464", "+18665524464"],
      ["GU", "(671) 735-7415", "+16717357415"],
      ["IA", "1-800-351-4664", "+18003514664"],
      ["KS", "1-800-860-5260", "+18008605260"],
      ["OH", "1-800-686-1578", "+18006861578"],
      ["OR", "1-800-722-4134", "+18007224134"],
    ]);
  });

  it("refuses a phone no source gives, one a news report alone gives, and a source that disagrees", () => {
    expect(validateStatePrograms(withPhone("TX", "1-800-252-9240", "+18002529240")).join("\n")).toMatch(
      /TX shows the phone 1-800-252-9240 but/,
    );
    const newsOnly = { ...STATE_SOURCES, OR: STATE_SOURCES.OR!.filter((s) => s.kind === "news") };
    expect(validateStatePrograms(STATE_PROGRAMS, newsOnly).join("\n")).toMatch(
      /OR shows the phone 1-800-722-4134 but no official source/,
    );
    expect(validateStatePrograms(withPhone("OR", "1-800-722-4135", "+18007224135")).join("\n")).toMatch(
      /confirms the phone 1-800-722-4134 but data.ts has 1-800-722-4135/,
    );
    expect(validateStatePrograms(withPhone("OR", "1-800-722-4134", "+18007224135")).join("\n")).toMatch(
      /tel must be the same number as display/,
    );
  });
});

describe("state programs: every row has a source (issue 25)", () => {
  it("gives all 54 rows a source: the program's own page, or the national locator the row links", () => {
    expect(STATE_PROGRAMS.filter((r) => !STATE_SOURCES[r.code]?.length).map((r) => r.code)).toEqual([]);
    const locatorRows = STATE_PROGRAMS.filter((r) => r.url === SHIP_LOCATOR_URL).map((r) => r.code);
    expect(locatorRows).toHaveLength(46);
    for (const code of locatorRows)
      expect(STATE_SOURCES[code]?.some((s) => s.kind === "locator" && s.url === SHIP_LOCATOR_URL)).toBe(true);
    for (const row of STATE_PROGRAMS.filter((r) => r.verified))
      expect(STATE_SOURCES[row.code]?.some((s) => s.kind === "locator")).toBe(false);
  });

  it("reports a row without a source, a locator row without the locator, and a misused locator source", () => {
    const { AL: _al, ...withoutAl } = STATE_SOURCES;
    expect(validateStatePrograms(STATE_PROGRAMS, withoutAl).join("\n")).toMatch(/AL has no source in sources.ts/);
    const noLocator = { ...STATE_SOURCES, NY: STATE_SOURCES.NY!.filter((s) => s.kind !== "locator") };
    expect(validateStatePrograms(STATE_PROGRAMS, noLocator).join("\n")).toMatch(
      /NY links the national locator but does not list it as a source/,
    );
    const locator = STATE_SOURCES.AL![0]!;
    const onVerified = { ...STATE_SOURCES, FL: [...STATE_SOURCES.FL!, locator] };
    expect(validateStatePrograms(STATE_PROGRAMS, onVerified).join("\n")).toMatch(
      /FL lists the national locator as a source but links https:\/\/floridashine\.org\//,
    );
    const claims = {
      ...STATE_SOURCES,
      AL: [{ ...locator, confirms: ["directory", "phone"] as const, phone: "1-800-243-5463" }],
    };
    expect(validateStatePrograms(STATE_PROGRAMS, claims).join("\n")).toMatch(/a locator source is https/);
  });
});
