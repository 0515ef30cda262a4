import { describe, expect, it } from "vitest";
import { clampNumber, commitNumber, formatNumber, parseNumber, stepNumber } from "./numberText.ts";

const money = { style: "currency", currency: "USD", maximumFractionDigits: 0 } as const;

describe("parseNumber", () => {
  it.each(["en-US", "es-US"])("reads what people type in %s (US separators in both)", (locale) => {
    expect(parseNumber("$85,000", locale, money)).toBe(85000);
    expect(parseNumber("85000", locale, money)).toBe(85000);
    expect(parseNumber("85,000.50", locale)).toBe(85000.5);
    expect(parseNumber(" 85 000 ", locale)).toBe(85000);
    expect(parseNumber("-5", locale)).toBe(-5);
    expect(parseNumber("−5", locale)).toBe(-5);
    expect(parseNumber(".5", locale)).toBe(0.5);
    expect(parseNumber(formatNumber(1234.5, locale, { style: "currency", currency: "USD" }), locale)).toBe(1234.5);
  });

  it("gives NaN for an empty box and for text that is not a number", () => {
    for (const text of ["", "   ", "85k", "abc", "1.2.3", "--5", "$", "5-"]) {
      expect(parseNumber(text, "en-US", money)).toBeNaN();
    }
  });

  it("reads a percent field's number as the percent it shows", () => {
    expect(parseNumber("5%", "en-US", { style: "percent" })).toBe(0.05);
    expect(parseNumber("5", "en-US", { style: "percent" })).toBe(0.05);
  });
});

describe("formatNumber", () => {
  it("writes the number as the page does, and nothing for NaN", () => {
    expect(formatNumber(85000, "en-US", money)).toBe("$85,000");
    expect(formatNumber(85000, "es-US", money)).toContain("85,000");
    expect(formatNumber(67, "en-US", { maximumFractionDigits: 1, useGrouping: false })).toBe("67");
    expect(formatNumber(Number.NaN, "en-US", money)).toBe("");
  });
});

describe("commitNumber and clampNumber", () => {
  it("keeps the number in range and rounds it as shown", () => {
    expect(clampNumber(120, 50, 100)).toBe(100);
    expect(clampNumber(40, 50, 100)).toBe(50);
    expect(clampNumber(Number.NaN, 50, 100)).toBeNaN();
    expect(commitNumber(85000.5, "en-US", money)).toBe(85001);
    expect(commitNumber(-3, "en-US", money, 0)).toBe(0);
  });
});

describe("stepNumber", () => {
  it("steps within the range, from the minimum (or 0) when empty", () => {
    expect(stepNumber(2, 1, 1)).toBe(3);
    expect(stepNumber(0.1, 0.2, 1)).toBe(0.3);
    expect(stepNumber(100, 1, 1, 50, 100)).toBe(100);
    expect(stepNumber(50, 1, -1, 50, 100)).toBe(50);
    expect(stepNumber(Number.NaN, 1, 1, 50, 100)).toBe(50);
    expect(stepNumber(Number.NaN, 1, 1)).toBe(1);
    expect(stepNumber(Number.NaN, 1, -1)).toBe(-1);
  });
});
