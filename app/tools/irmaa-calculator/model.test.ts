import { describe, expect, it } from "vitest";
import { irmaaTable, type FilingStatus } from "@medicare-guide/content/figures/index";
import { irmaaFormSchema } from "./form.ts";
import { DEFAULT_IRMAA_YEAR, estimateIrmaa, irmaaRows, taxYearFor } from "./model.ts";

const est = (income: number, filingStatus: FilingStatus = "single", year = 2026) =>
  estimateIrmaa({ year, filingStatus, income });

describe("IRMAA calculator: default year and tax year", () => {
  it("defaults to the current plan year 2026 and names the tax return two years before", () => {
    expect(DEFAULT_IRMAA_YEAR).toBe("2026");
    expect(taxYearFor("2026")).toBe(2024);
    expect(taxYearFor(2025)).toBe(2023);
    expect(est(0).taxYear).toBe(2024);
  });
});

// Every edge of every table: the official wording ("up to and including" for tiers 0-3, "less than" the
// top threshold for tier 4, "at least" the top threshold for tier 5). Values come from content/figures.
describe.each([2025, 2026])("IRMAA calculator %i: tier boundaries", (year) => {
  const table = irmaaTable(year);
  for (const status of ["single", "married-joint"] as const) {
    const [t1, t2, t3, t4, top] = table.thresholds[status];
    it(`${status}: each threshold belongs to the lower tier; a cent more is the next tier`, () => {
      expect(est(0, status, year).bracket.tier).toBe(0);
      expect(est(t1, status, year).bracket.tier).toBe(0);
      expect(est(t1 + 0.01, status, year).bracket.tier).toBe(1);
      expect(est(t2, status, year).bracket.tier).toBe(1);
      expect(est(t2 + 0.01, status, year).bracket.tier).toBe(2);
      expect(est(t3, status, year).bracket.tier).toBe(2);
      expect(est(t3 + 0.01, status, year).bracket.tier).toBe(3);
      expect(est(t4, status, year).bracket.tier).toBe(3);
      expect(est(t4 + 0.01, status, year).bracket.tier).toBe(4);
    });
    it(`${status}: the top threshold itself is the top tier (at least ${top}), a cent less is tier 4`, () => {
      expect(est(top - 0.01, status, year).bracket.tier).toBe(4);
      expect(est(top, status, year).bracket.tier).toBe(5);
      expect(est(top * 10, status, year).bracket.tier).toBe(5);
    });
  }

  it("married filing separately has its own table: no IRMAA, then tier 4, then tier 5 at its own top", () => {
    const [first, top] = table.thresholds["married-separate"];
    expect(est(first, "married-separate", year).bracket.tier).toBe(0);
    expect(est(first + 0.01, "married-separate", year).bracket.tier).toBe(4);
    expect(est(top - 0.01, "married-separate", year).bracket.tier).toBe(4);
    expect(est(top, "married-separate", year).bracket.tier).toBe(5);
    expect(irmaaRows("married-separate", year).map((r) => r.tier)).toEqual([0, 4, 5]);
  });

  it("married filing separately does NOT use the single table (the spec's rule is replaced)", () => {
    const [, t2] = table.thresholds.single;
    expect(est(t2, "single", year).bracket.tier).toBe(1);
    expect(est(t2, "married-separate", year).bracket.tier).toBe(4);
  });
});

describe("IRMAA calculator: amounts", () => {
  it("tier 0 pays the standard Part B premium and no surcharge", () => {
    const r = est(50_000);
    const t = irmaaTable(2026).tiers[0];
    expect(r.partBPremium).toBe(t.partBPremium);
    expect(r.standardPartB).toBe(t.partBPremium);
    expect(r.partBAdjustment).toBe(0);
    expect(r.partDAdjustment).toBe(0);
    expect(r.monthlySurcharge).toBe(0);
    expect(r.monthlyTotal).toBe(t.partBPremium);
  });

  it.each([2025, 2026])(
    "every tier of %i: total = Part B premium + Part D IRMAA; annual = monthly x 12, exact to the cent",
    (year) => {
      const table = irmaaTable(year);
      for (const row of irmaaRows("single", year)) {
        const r = est(row.min + (row.tier === 0 ? 0 : 1), "single", year);
        const tier = table.tiers[row.tier];
        expect(r.bracket.tier).toBe(row.tier);
        expect(r.partBPremium).toBe(tier.partBPremium);
        expect(r.partBAdjustment).toBe(tier.partBAdjustment);
        expect(r.partDAdjustment).toBe(tier.partDAdjustment);
        expect(Math.round(r.monthlyTotal * 100)).toBe(Math.round((tier.partBPremium + tier.partDAdjustment) * 100));
        expect(Math.round(r.annualTotal * 100)).toBe(Math.round(r.monthlyTotal * 100) * 12);
        expect(Math.round(r.monthlySurcharge * 100)).toBe(
          Math.round((tier.partBAdjustment + tier.partDAdjustment) * 100),
        );
        expect(Math.round(r.annualSurcharge * 100)).toBe(Math.round(r.monthlySurcharge * 100) * 12);
        // No float noise such as 298.59999999.
        expect(r.monthlyTotal).toBe(Number(r.monthlyTotal.toFixed(2)));
        expect(r.annualTotal).toBe(Number(r.annualTotal.toFixed(2)));
      }
    },
  );

  it("does not add a 'base Part D premium' to the total (the spec's 35 is not a premium anyone pays)", () => {
    const r = est(irmaaTable(2026).thresholds.single[4], "single", 2026);
    const top = irmaaTable(2026).tiers[5];
    expect(r.monthlyTotal).toBe(Number((top.partBPremium + top.partDAdjustment).toFixed(2)));
  });

  it("2025 and 2026 give different amounts for the same income (the year matters)", () => {
    const income = irmaaTable(2025).thresholds.single[0] + 1;
    expect(est(income, "single", 2025).bracket.tier).toBe(1);
    expect(est(income, "single", 2026).bracket.tier).toBe(0);
  });
});

describe("IRMAA calculator: bracket rows (min, max, wording)", () => {
  it("single 2026: six rows with their edges and wording", () => {
    const [t1, t2, t3, t4, top] = irmaaTable(2026).thresholds.single;
    const rows = irmaaRows("single", 2026);
    expect(rows.map((r) => [r.min, r.max, r.wording])).toEqual([
      [0, t1, "atMost"],
      [t1, t2, "aboveUpTo"],
      [t2, t3, "aboveUpTo"],
      [t3, t4, "aboveUpTo"],
      [t4, top, "aboveBelow"],
      [top, null, "atLeast"],
    ]);
  });
  it("the estimate carries the rows of its status and year", () => {
    expect(est(1, "married-joint", 2025).rows).toEqual(irmaaRows("married-joint", 2025));
  });
});

const parse = (v: unknown) => irmaaFormSchema.safeParse(v);
const messages = (v: unknown) => {
  const r = parse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("IRMAA calculator: form rules (spec section 5: needs filing status and income)", () => {
  it("accepts a full answer", () => {
    expect(parse({ year: "2026", filingStatus: "married-joint", income: 250_000 }).success).toBe(true);
    expect(parse({ year: "2025", filingStatus: "single", income: 0 }).success).toBe(true);
  });
  it("asks for every missing answer", () => {
    expect(messages({ income: Number.NaN })).toEqual({
      year: "tool-irmaa-calculator:errors.year",
      filingStatus: "tool-irmaa-calculator:errors.filingStatus",
      income: "tools:errors.incomeRequired",
    });
  });
  it("income: 0 is fine, a negative number is not", () => {
    expect(messages({ year: "2026", filingStatus: "single", income: -1 })).toEqual({
      income: "tools:errors.incomeNegative",
    });
    expect(messages({ year: "2026", filingStatus: "single", income: -0.01 })).toEqual({
      income: "tools:errors.incomeNegative",
    });
  });
  it("only 2025 and 2026 can be chosen; unknown statuses are refused", () => {
    expect(messages({ year: "2024", filingStatus: "single", income: 1 })).toEqual({
      year: "tool-irmaa-calculator:errors.year",
    });
    expect(messages({ year: "2026", filingStatus: "head", income: 1 })).toEqual({
      filingStatus: "tool-irmaa-calculator:errors.filingStatus",
    });
  });
});
