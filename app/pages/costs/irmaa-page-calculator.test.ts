// @vitest-environment node
import { describe, expect, it } from "vitest";
import { irmaaTable, irmaaTier } from "@medicare-guide/content/figures/index";
import { pageCalculatorView } from "./irmaa-page-calculator.ts";

const first2026Single = irmaaTable(2026).thresholds.single[0];

describe("IRMAA page calculator: before the first calculation", () => {
  it("shows no result and reads Calculate, even for complete valid inputs", () => {
    expect(pageCalculatorView({ year: "2026", filingStatus: "single", income: 150_000 }, false)).toEqual({
      buttonLabel: "calculate",
      estimate: null,
    });
    expect(pageCalculatorView({}, false)).toEqual({ buttonLabel: "calculate", estimate: null });
  });
});

describe("IRMAA page calculator: after the first calculation (the result follows the inputs)", () => {
  it("reads Recalculate and shows the tool's estimate for the inputs as they stand", () => {
    const after = pageCalculatorView({ year: "2026", filingStatus: "single", income: 150_000 }, true);
    expect(after.buttonLabel).toBe("recalculate");
    expect(after.estimate?.partBPremium).toBe(irmaaTier(150_000, "single", 2026).partBPremium);
    expect(
      pageCalculatorView({ year: "2026", filingStatus: "married-joint", income: 150_000 }, true).estimate?.bracket.tier,
    ).toBe(0);
    const older = pageCalculatorView({ year: "2025", filingStatus: "married-separate", income: 150_000 }, true);
    expect(older.estimate).toMatchObject({
      year: 2025,
      partBPremium: irmaaTier(150_000, "married-separate", 2025).partBPremium,
    });
    expect(older.estimate?.bracket.tier).toBe(4);
  });

  it("income boundaries: 0 is valid (no IRMAA), the first threshold is the tool's, below 0 shows nothing", () => {
    expect(pageCalculatorView({ year: "2026", filingStatus: "single", income: 0 }, true).estimate?.bracket.tier).toBe(
      0,
    );
    expect(pageCalculatorView({ year: "2026", filingStatus: "single", income: -0.01 }, true).estimate).toBeNull();
    const at = pageCalculatorView({ year: "2026", filingStatus: "single", income: first2026Single }, true);
    const above = pageCalculatorView({ year: "2026", filingStatus: "single", income: first2026Single + 1 }, true);
    expect(at.estimate?.bracket.tier).toBe(irmaaTier(first2026Single, "single", 2026).tier);
    expect(above.estimate?.bracket.tier).toBe(irmaaTier(first2026Single + 1, "single", 2026).tier);
    expect(above.estimate?.bracket.tier).toBe(1);
  });

  it("drops the result when an input is emptied or not one the tool accepts", () => {
    expect(pageCalculatorView({ year: "2026", filingStatus: "single", income: Number.NaN }, true)).toEqual({
      buttonLabel: "recalculate",
      estimate: null,
    });
    expect(pageCalculatorView({ year: "2026", income: 150_000 }, true).estimate).toBeNull();
    const bogus = { year: "1999", filingStatus: "head", income: 150_000 } as unknown as Parameters<
      typeof pageCalculatorView
    >[0];
    expect(pageCalculatorView(bogus, true).estimate).toBeNull();
  });
});
