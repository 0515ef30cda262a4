import { describe, expect, it } from "vitest";
import { GUIDES } from "./data.ts";
import type { Guide } from "./types.ts";
import { isKnownSitePath, validate, validateGuides } from "./validate.ts";

const clone = (): Guide[] => structuredClone(GUIDES) as Guide[];

describe("guides content", () => {
  it("is valid", () => {
    expect(validate()).toEqual([]);
  });

  it("reports a missing translation", () => {
    const guides = clone();
    guides[4]!.excerpt.es = "";
    expect(validateGuides(guides).join("\n")).toMatch(/4\.excerpt\.es/);
  });

  it("reports a dangling internal link and a non-official external one", () => {
    const guides = clone();
    guides[0]!.url = "/no-such-page";
    guides[1]!.url = "https://example.com/guide";
    const problems = validateGuides(guides).join("\n");
    expect(problems).toMatch(/\/no-such-page, which is neither built nor planned/);
    expect(problems).toMatch(/example\.com\/guide, which is not an official/);
  });

  it("reports anything but exactly seven featured guides", () => {
    const six = clone();
    six.find((g) => g.featured)!.featured = false;
    expect(validateGuides(six).join("\n")).toMatch(/6 featured guides, expected exactly 7/);
    const eight = clone();
    eight.find((g) => !g.featured)!.featured = true;
    expect(validateGuides(eight).join("\n")).toMatch(/8 featured guides/);
  });

  it("reports duplicate ids and titles, and a missing category name", () => {
    const guides = clone();
    guides[1] = { ...guides[1]!, id: guides[0]!.id, title: { ...guides[0]!.title } };
    const problems = validateGuides(guides).join("\n");
    expect(problems).toMatch(/duplicate id/);
    expect(problems).toMatch(/duplicate en title/);
    expect(validateGuides(GUIDES, { updates: { en: "Updates", es: "" } }).join("\n")).toMatch(/categories/);
  });

  it("knows built and planned paths, with or without a hash", () => {
    expect(isKnownSitePath("/")).toBe(true);
    expect(isKnownSitePath("/medigap")).toBe(true);
    expect(isKnownSitePath("/parts-abcd-comparison#part-d")).toBe(true);
    expect(isKnownSitePath("/nowhere")).toBe(false);
  });
});
