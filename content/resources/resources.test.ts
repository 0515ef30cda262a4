import { describe, expect, it } from "vitest";
import { RESOURCE_GROUPS } from "./data.ts";
import { displayUrl, getResourceGroups } from "./index.ts";
import { isOfficialUrl } from "./schema.ts";
import { RESOURCE_GROUP_IDS, type ResourceGroup } from "./types.ts";
import { validate, validateResourceGroups } from "./validate.ts";

const clone = (): ResourceGroup[] => structuredClone(RESOURCE_GROUPS) as ResourceGroup[];

describe("resources content", () => {
  it("is valid", () => {
    expect(validate()).toEqual([]);
  });

  it("has the spec's six groups, in order, each with items", () => {
    expect(RESOURCE_GROUPS.map((g) => g.id)).toEqual([...RESOURCE_GROUP_IDS]);
    expect(RESOURCE_GROUPS).toHaveLength(6);
    for (const group of RESOURCE_GROUPS) expect(group.items.length).toBeGreaterThan(0);
  });

  it("names the official sites the brief asks for", () => {
    const urls = RESOURCE_GROUPS.flatMap((g) => g.items.flatMap((i) => [i.url.en, i.url.es]));
    for (const needed of [
      "https://www.medicare.gov/",
      "https://es.medicare.gov/",
      "https://www.ssa.gov/medicare/",
      "https://www.cms.gov/",
      "https://www.shiphelp.org/",
      "https://eldercare.acl.gov/",
      "https://smpresource.org/",
      "https://www.ssa.gov/medicare/part-d-extra-help",
    ]) {
      expect(urls).toContain(needed);
    }
  });

  it("reports a missing Spanish text", () => {
    const groups = clone();
    groups[2]!.items[0]!.description.es = " ";
    expect(validateResourceGroups(groups).join("\n")).toMatch(/items\.0\.description\.es/);
  });

  it("reports a non-official or non-https address", () => {
    const groups = clone();
    groups[0]!.items[0]!.url.en = "https://example.com/";
    groups[1]!.items[0]!.url.es = "http://www.ssa.gov/";
    const problems = validateResourceGroups(groups).join("\n");
    expect(problems).toMatch(/0\.items\.0\.url\.en/);
    expect(problems).toMatch(/1\.items\.0\.url\.es/);
  });

  it("reports groups out of order, duplicate ids and unconfirmed 'verified' flags", () => {
    const swapped = clone();
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    expect(validateResourceGroups(swapped).join("\n")).toMatch(/spec's order/);

    const duplicated = clone();
    duplicated[1]!.items[0]!.id = duplicated[0]!.items[0]!.id;
    expect(validateResourceGroups(duplicated).join("\n")).toMatch(/duplicate item id medicare-gov/);

    const overclaimed = clone();
    overclaimed[1]!.items[0]!.verified = true;
    expect(validateResourceGroups(overclaimed).join("\n")).toMatch(/marked verified/);
  });

  it("accepts .gov hosts and the official non-.gov programs only", () => {
    expect(isOfficialUrl("https://www.medicare.gov/plan-compare/")).toBe(true);
    expect(isOfficialUrl("https://smpresource.org/")).toBe(true);
    expect(isOfficialUrl("https://www.shiphelp.org/")).toBe(true);
    expect(isOfficialUrl("https://medicare.gov.example.com/")).toBe(false);
    expect(isOfficialUrl("http://www.medicare.gov/")).toBe(false);
    expect(isOfficialUrl("not a url")).toBe(false);
  });
});

describe("displayUrl", () => {
  it("drops the protocol, trailing slash, query and hash", () => {
    expect(displayUrl("https://www.medicare.gov/")).toBe("www.medicare.gov");
    expect(displayUrl("https://www.ssa.gov/medicare/")).toBe("www.ssa.gov/medicare");
    expect(displayUrl("https://www.medicare.gov/plan-compare/#/?lang=es")).toBe("www.medicare.gov/plan-compare");
    expect(displayUrl("https://www.ssa.gov/forms/ssa-44.pdf")).toBe("www.ssa.gov/forms/ssa-44.pdf");
  });
});

describe("getResourceGroups", () => {
  it("gives each language its own text and address, and flags English-only pages in Spanish", () => {
    const en = getResourceGroups("en");
    const es = getResourceGroups("es");
    expect(en[0]!.items[0]!.url).toBe("https://www.medicare.gov/");
    expect(es[0]!.items[0]!.url).toBe("https://es.medicare.gov/");
    expect(en.flatMap((g) => g.items).some((i) => i.inEnglish)).toBe(false);
    expect(es.find((g) => g.id === "official")!.items.find((i) => i.id === "cms-gov")!.inEnglish).toBe(true);
    expect(es[0]!.items[0]!.phone?.hours).toBe("Las 24 horas del día, los 7 días de la semana");
  });
});
