import { describe, expect, it } from "vitest";
import { STATE_PROGRAMS } from "./data.ts";
import { filterStates, matchesState, normalizeQuery } from "./filter.ts";
import { getStatePrograms } from "./index.ts";
import { SHIP_LOCATOR_URL, type StateProgram } from "./types.ts";
import { EXPECTED_CODES, validate, validateStatePrograms } from "./validate.ts";

const states = (list: { state: string }[]) => list.map((r) => r.state);
const clone = (): StateProgram[] => structuredClone(STATE_PROGRAMS) as StateProgram[];

describe("state programs content", () => {
  it("is valid: 53 rows, the 50 states, DC, Puerto Rico and the U.S. Virgin Islands", () => {
    expect(validate()).toEqual([]);
    expect(STATE_PROGRAMS).toHaveLength(53);
    expect(new Set(STATE_PROGRAMS.map((r) => r.code))).toEqual(new Set(EXPECTED_CODES));
  });

  it("marks no row verified (the facts file confirms none)", () => {
    expect(STATE_PROGRAMS.every((r) => r.verified === false)).toBe(true);
  });

  it("reports a missing row, a duplicate, a missing Spanish name, a bad address and an unconfirmed 'verified'", () => {
    const missing = clone().filter((r) => r.code !== "PR");
    expect(validateStatePrograms(missing)).toEqual(expect.arrayContaining(["content/states: missing PR", "content/states: 52 rows, expected 53"]));

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
    const california = rows.find((r) => r.code === "CA")!;
    expect(california.usesLocator).toBe(false);
    expect(california.displayUrl).toBe("www.aging.ca.gov/hicap");
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
    expect(filterStates(rows, "")).toHaveLength(53);
    expect(filterStates(rows, "   ")).toHaveLength(53);
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
