import { describe, expect, it } from "vitest";
import { FigureTokenError, findFigureTokens, interpolateFigures } from "./interpolate.ts";

describe("interpolateFigures", () => {
  it("replaces tokens with figures of the current plan year, formatted for the language", () => {
    expect(interpolateFigures("Part B costs {{fig:partB.premium}} a month.", "en")).toBe(
      "Part B costs $202.90 a month.",
    );
    expect(interpolateFigures("La Parte B cuesta {{fig:partB.premium}} al mes.", "es")).toBe(
      "La Parte B cuesta $202.90 al mes.",
    );
  });

  it("honours an explicit year and a page's default year", () => {
    expect(interpolateFigures("{{fig:partB.premium@2025}} in 2025, {{fig:partB.premium}} now", "en")).toBe(
      "$185.00 in 2025, $202.90 now",
    );
    expect(interpolateFigures("deductible {{fig:partA.deductible}}", "en", { year: 2025 })).toBe("deductible $1,676");
    expect(interpolateFigures("{{fig:partA.deductible@2024}}", "en", { year: 2025 })).toBe("$1,632");
  });

  it("replaces several tokens, tolerates spaces inside the braces, and leaves other text alone", () => {
    const text =
      "Above {{ fig:irmaa.single.threshold1 }} ({{fig:irmaa.joint.threshold1}} joint): {{name}} pays {{fig:partB.coinsurance}}.";
    expect(interpolateFigures(text, "en")).toBe("Above $109,000 ($218,000 joint): {{name}} pays 20%.");
    expect(interpolateFigures("no tokens here", "es")).toBe("no tokens here");
  });

  it("throws for an unknown key", () => {
    expect(() => interpolateFigures("{{fig:partB.premum}}", "en")).toThrow(FigureTokenError);
    expect(() => interpolateFigures("{{fig:}}", "en")).toThrow(/Unknown/);
  });

  it("throws for a U (unverified) figure, naming the token", () => {
    expect(() => interpolateFigures("Limit: {{fig:ma.moop.combined}}", "en")).toThrow(/ma\.moop\.combined.*unverified/);
    expect(() => interpolateFigures("Limit: {{fig:ma.moop.inNetwork@2025}}", "en")).toThrow(/unverified/);
    expect(interpolateFigures("Limit: {{fig:partB.deductible@2025}}", "en")).toBe("Limit: $257");
  });

  it("throws for a year without figures, a figure missing in that year, or a bad year", () => {
    expect(() => interpolateFigures("{{fig:partB.premium@2027}}", "en")).toThrow(/year/);
    expect(() => interpolateFigures("{{fig:partB.premium@25}}", "en")).toThrow(FigureTokenError);
    expect(() => interpolateFigures("{{fig:partD.oopCap@2024}}", "en")).toThrow(/No 2024 value/);
  });

  it("throws for a malformed token instead of leaving it in the page", () => {
    expect(() => interpolateFigures("costs {{fig:partB.premium} a month", "en")).toThrow(/Malformed/);
    expect(() => interpolateFigures("costs {{fig:partB premium}}", "en")).toThrow(FigureTokenError);
  });

  it("lists the tokens of a text", () => {
    expect(findFigureTokens("{{fig:partB.premium}} and {{fig:partA.deductible@2025}}")).toEqual([
      { token: "{{fig:partB.premium}}", key: "partB.premium", year: undefined },
      { token: "{{fig:partA.deductible@2025}}", key: "partA.deductible", year: "2025" },
    ]);
  });
});
