// @vitest-environment node
import { describe, expect, it } from "vitest";
import { irmaaTier } from "@medicare-guide/content/figures/index";
import { missingHintKey, pageCalculatorState, parseIncome } from "./irmaa-page-calculator.ts";

describe("parseIncome", () => {
  it("reads plain, grouped and dollar-signed amounts", () => {
    expect(parseIncome("150000")).toEqual({ kind: "value", value: 150_000 });
    expect(parseIncome(" 150,000 ")).toEqual({ kind: "value", value: 150_000 });
    expect(parseIncome("$1,250,000.50")).toEqual({ kind: "value", value: 1_250_000.5 });
    expect(parseIncome("0")).toEqual({ kind: "value", value: 0 });
    expect(parseIncome("-5")).toEqual({ kind: "value", value: -5 });
    expect(parseIncome("-$5")).toEqual({ kind: "value", value: -5 });
  });

  it("says empty or invalid", () => {
    expect(parseIncome("")).toEqual({ kind: "empty" });
    expect(parseIncome("   ")).toEqual({ kind: "empty" });
    for (const bad of ["abc", "12,34", "1.2.3", "15e4", "--5", "1,0000", "$"])
      expect(parseIncome(bad)).toEqual({ kind: "invalid" });
  });
});

describe("IRMAA page calculator", () => {
  it("is disabled until both filing status and income are filled", () => {
    const none = pageCalculatorState({ year: "2026", filingStatus: null, income: "" }, false);
    expect(none).toMatchObject({
      canCalculate: false,
      missing: ["filingStatus", "income"],
      buttonLabel: "calculate",
      estimate: null,
    });
    expect(pageCalculatorState({ year: "2026", filingStatus: "single", income: "" }, false)).toMatchObject({
      canCalculate: false,
      missing: ["income"],
    });
    expect(pageCalculatorState({ year: "2026", filingStatus: null, income: "150000" }, false)).toMatchObject({
      canCalculate: false,
      missing: ["filingStatus"],
    });
    expect(pageCalculatorState({ year: "2026", filingStatus: "single", income: "0" }, false)).toMatchObject({
      canCalculate: true,
      missing: [],
    });
  });

  it("shows no result before the first press, then follows the inputs", () => {
    const before = pageCalculatorState({ year: "2026", filingStatus: "single", income: "150000" }, false);
    expect(before.estimate).toBeNull();
    const after = pageCalculatorState({ year: "2026", filingStatus: "single", income: "150000" }, true);
    expect(after.buttonLabel).toBe("recalculate");
    expect(after.estimate?.partBPremium).toBe(irmaaTier(150_000, "single", 2026).partBPremium);
    const joint = pageCalculatorState({ year: "2026", filingStatus: "married-joint", income: "150000" }, true);
    expect(joint.estimate?.bracket.tier).toBe(0);
    const older = pageCalculatorState({ year: "2025", filingStatus: "married-separate", income: "150,000" }, true);
    expect(older.estimate).toMatchObject({
      year: 2025,
      partBPremium: irmaaTier(150_000, "married-separate", 2025).partBPremium,
    });
    expect(older.estimate?.bracket.tier).toBe(4);
  });

  it("flags a negative or unreadable income and shows no result for it", () => {
    expect(pageCalculatorState({ year: "2026", filingStatus: "single", income: "-5" }, true)).toMatchObject({
      incomeError: "negative",
      canCalculate: true,
      estimate: null,
      buttonLabel: "recalculate",
    });
    expect(pageCalculatorState({ year: "2026", filingStatus: "single", income: "lots" }, false)).toMatchObject({
      incomeError: "invalid",
      canCalculate: true,
    });
  });

  it("drops the result when an input is emptied after the first press", () => {
    const state = pageCalculatorState({ year: "2026", filingStatus: "single", income: "" }, true);
    expect(state).toMatchObject({ canCalculate: false, estimate: null, incomeError: null });
  });

  it("names what is missing", () => {
    expect(missingHintKey(["filingStatus", "income"])).toBe("both");
    expect(missingHintKey(["income"])).toBe("income");
    expect(missingHintKey(["filingStatus"])).toBe("filingStatus");
    expect(missingHintKey([])).toBeNull();
  });
});
