// @vitest-environment node
import { describe, expect, it } from "vitest";
import { irmaaTable, irmaaTier } from "@medicare-guide/content/figures/index";
import { pageCalculatorSchema, pageCalculatorView, type PageCalculatorDraft } from "./irmaa-page-calculator.ts";

const first2026Single = irmaaTable(2026).thresholds.single[0];
const view = (draft: PageCalculatorDraft) => pageCalculatorView(draft, true);
const messages = (draft: unknown) => {
  const r = pageCalculatorSchema.safeParse(draft);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("IRMAA page calculator: the rules and messages are the IRMAA tool's", () => {
  it("asks for every missing answer in the tool's words", () => {
    expect(messages({})).toEqual({
      year: "tool-irmaa-calculator:errors.year",
      filingStatus: "tool-irmaa-calculator:errors.filingStatus",
      income: "tools:errors.incomeRequired",
    });
    expect(messages({ year: "2026", filingStatus: "single", income: "   " })).toEqual({
      income: "tools:errors.incomeRequired",
    });
  });
  it("reads typed amounts as the tools do; 0 is fine, below 0 is not", () => {
    expect(pageCalculatorSchema.safeParse({ year: "2026", filingStatus: "single", income: " $150,000 " }).data).toEqual(
      {
        year: "2026",
        filingStatus: "single",
        income: 150_000,
      },
    );
    expect(messages({ year: "2026", filingStatus: "single", income: "0" })).toEqual({});
    expect(messages({ year: "2026", filingStatus: "single", income: "-0.01" })).toEqual({
      income: "tools:errors.incomeNegative",
    });
    expect(messages({ year: "2026", filingStatus: "single", income: "-5" })).toEqual({
      income: "tools:errors.incomeNegative",
    });
  });
  it("text that is not a number gets the page's own message (the tool's number field cannot receive it)", () => {
    for (const bad of ["lots", "1.2.3", "15e4"])
      expect(messages({ year: "2026", filingStatus: "single", income: bad })).toEqual({
        income: "costs:irmaaPage.calculator.invalid",
      });
  });
  it("unknown years and statuses are refused", () => {
    expect(messages({ year: "1999", filingStatus: "head", income: "1" })).toEqual({
      year: "tool-irmaa-calculator:errors.year",
      filingStatus: "tool-irmaa-calculator:errors.filingStatus",
    });
  });
});

describe("IRMAA page calculator: before the first calculation", () => {
  it("shows no result and reads Calculate, even for complete valid inputs", () => {
    expect(pageCalculatorView({ year: "2026", filingStatus: "single", income: "150000" }, false)).toEqual({
      buttonLabel: "calculate",
      estimate: null,
    });
    expect(pageCalculatorView({}, false)).toEqual({ buttonLabel: "calculate", estimate: null });
  });
});

describe("IRMAA page calculator: after the first calculation (the result follows the inputs)", () => {
  it("reads Recalculate and shows the tool's estimate for the inputs as they stand", () => {
    const after = view({ year: "2026", filingStatus: "single", income: "150000" });
    expect(after.buttonLabel).toBe("recalculate");
    expect(after.estimate?.partBPremium).toBe(irmaaTier(150_000, "single", 2026).partBPremium);
    expect(view({ year: "2026", filingStatus: "married-joint", income: "150000" }).estimate?.bracket.tier).toBe(0);
    const older = view({ year: "2025", filingStatus: "married-separate", income: "150,000" });
    expect(older.estimate).toMatchObject({
      year: 2025,
      partBPremium: irmaaTier(150_000, "married-separate", 2025).partBPremium,
    });
    expect(older.estimate?.bracket.tier).toBe(4);
  });

  it("income boundaries: 0 is valid (no IRMAA), the first threshold is the tool's, below 0 shows nothing", () => {
    expect(view({ year: "2026", filingStatus: "single", income: "0" }).estimate?.bracket.tier).toBe(0);
    expect(view({ year: "2026", filingStatus: "single", income: "-0.01" }).estimate).toBeNull();
    const at = view({ year: "2026", filingStatus: "single", income: String(first2026Single) });
    const above = view({ year: "2026", filingStatus: "single", income: String(first2026Single + 1) });
    expect(at.estimate?.bracket.tier).toBe(irmaaTier(first2026Single, "single", 2026).tier);
    expect(above.estimate?.bracket.tier).toBe(irmaaTier(first2026Single + 1, "single", 2026).tier);
    expect(above.estimate?.bracket.tier).toBe(1);
  });

  it("drops the result when an input is emptied or not one the tool accepts", () => {
    expect(view({ year: "2026", filingStatus: "single", income: "" })).toEqual({
      buttonLabel: "recalculate",
      estimate: null,
    });
    expect(view({ year: "2026", income: "150000" }).estimate).toBeNull();
    expect(view({ year: "2026", filingStatus: "single", income: "lots" }).estimate).toBeNull();
  });
});
