import { describe, expect, it } from "vitest";
import { getFigure } from "./figures.ts";
import {
  FILING_STATUSES,
  IRMAA_TABLES,
  irmaaBrackets,
  irmaaTier,
  type FilingStatus,
  type IrmaaTierIndex,
} from "./irmaa.ts";
import { PLAN_YEARS, type PlanYear } from "./types.ts";

// The official tables restated independently of irmaa.ts (facts file 3.2 / 3.3), as
// [top of tier 0, tier 1, tier 2, tier 3, top threshold] and per tier [Part B total, Part B IRMAA, Part D IRMAA].
const OFFICIAL: Record<
  PlanYear,
  {
    single: number[];
    joint: number[];
    separate: [number, number];
    amounts: [number, number, number][];
  }
> = {
  2024: {
    single: [103_000, 129_000, 161_000, 193_000, 500_000],
    joint: [206_000, 258_000, 322_000, 386_000, 750_000],
    separate: [103_000, 397_000],
    amounts: [
      [174.7, 0, 0],
      [244.6, 69.9, 12.9],
      [349.4, 174.7, 33.3],
      [454.2, 279.5, 53.8],
      [559.0, 384.3, 74.2],
      [594.0, 419.3, 81.0],
    ],
  },
  2025: {
    single: [106_000, 133_000, 167_000, 200_000, 500_000],
    joint: [212_000, 266_000, 334_000, 400_000, 750_000],
    separate: [106_000, 394_000],
    amounts: [
      [185.0, 0, 0],
      [259.0, 74.0, 13.7],
      [370.0, 185.0, 35.3],
      [480.9, 295.9, 57.0],
      [591.9, 406.9, 78.6],
      [628.9, 443.9, 85.8],
    ],
  },
  2026: {
    single: [109_000, 137_000, 171_000, 205_000, 500_000],
    joint: [218_000, 274_000, 342_000, 410_000, 750_000],
    separate: [109_000, 391_000],
    amounts: [
      [202.9, 0, 0],
      [284.1, 81.2, 14.5],
      [405.8, 202.9, 37.5],
      [527.5, 324.6, 60.4],
      [649.2, 446.3, 83.3],
      [689.9, 487.0, 91.0],
    ],
  },
};

/** [income, expected tier] at and one dollar above every boundary, from the official wording. */
function boundaryCases(year: PlanYear, status: FilingStatus): [number, IrmaaTierIndex][] {
  const o = OFFICIAL[year];
  if (status === "married-separate") {
    const [first, top] = o.separate;
    return [
      [0, 0],
      [first, 0],
      [first + 1, 4],
      [top - 1, 4],
      [top, 5],
      [top + 1, 5],
    ];
  }
  const [t1, t2, t3, t4, top] = (status === "single" ? o.single : o.joint) as [number, number, number, number, number];
  return [
    [0, 0],
    [t1, 0],
    [t1 + 1, 1],
    [t2, 1],
    [t2 + 1, 2],
    [t3, 2],
    [t3 + 1, 3],
    [t4, 3],
    [t4 + 1, 4],
    [top - 1, 4],
    [top, 5],
    [top + 1, 5],
  ];
}

describe("irmaaTier at every bracket boundary", () => {
  for (const year of PLAN_YEARS) {
    for (const status of FILING_STATUSES) {
      it(`${year} ${status}: exactly at each threshold and one dollar above`, () => {
        for (const [income, tier] of boundaryCases(year, status)) {
          const result = irmaaTier(income, status, year);
          const [partBPremium, partBAdjustment, partDAdjustment] = OFFICIAL[year].amounts[tier] as [
            number,
            number,
            number,
          ];
          expect({
            income,
            tier: result.tier,
            partBPremium: result.partBPremium,
            partBAdjustment: result.partBAdjustment,
            partDAdjustment: result.partDAdjustment,
          }).toEqual({ income, tier, partBPremium, partBAdjustment, partDAdjustment });
        }
      });
    }
  }
});

describe("irmaaTier edges follow the official 'more than ... and less than or equal to' wording", () => {
  it("counts a cent above a threshold in the next tier", () => {
    expect(irmaaTier(109_000.01, "single", 2026).tier).toBe(1);
    expect(irmaaTier(218_000.01, "married-joint", 2026).tier).toBe(1);
    expect(irmaaTier(109_000.01, "married-separate", 2026).tier).toBe(4);
  });

  it("puts exactly 500,000 / 750,000 in the top tier (tier 4 is 'less than', the top tier 'at least')", () => {
    expect(irmaaTier(499_999.99, "single", 2025).tier).toBe(4);
    expect(irmaaTier(500_000, "single", 2025).tier).toBe(5);
    expect(irmaaTier(749_999.99, "married-joint", 2025).tier).toBe(4);
    expect(irmaaTier(750_000, "married-joint", 2025).tier).toBe(5);
  });

  it("gives married filing separately its own table (not the single one)", () => {
    expect(irmaaTier(150_000, "single", 2026).tier).toBe(2);
    const separate = irmaaTier(150_000, "married-separate", 2026);
    expect(separate.tier).toBe(4);
    expect(separate.partBPremium).toBe(649.2);
    expect(separate.partDAdjustment).toBe(83.3);
    expect(irmaaTier(391_000, "married-separate", 2026).tier).toBe(5);
    expect(irmaaBrackets("married-separate", 2026).map((b) => b.tier)).toEqual([0, 4, 5]);
  });

  it("returns the bracket it used, with its inclusive and exclusive edges", () => {
    expect(irmaaTier(120_000, "single", 2026).bracket).toEqual({
      tier: 1,
      lower: 109_000,
      lowerInclusive: false,
      upper: 137_000,
      upperInclusive: true,
    });
    expect(irmaaTier(600_000, "single", 2026).bracket).toEqual({
      tier: 5,
      lower: 500_000,
      lowerInclusive: true,
      upper: null,
      upperInclusive: false,
    });
    expect(irmaaTier(300_000, "single", 2026).bracket).toEqual({
      tier: 4,
      lower: 205_000,
      lowerInclusive: false,
      upper: 500_000,
      upperInclusive: false,
    });
  });

  it("uses the current plan year (2026) when no year is given", () => {
    expect(irmaaTier(0, "single").year).toBe(2026);
    expect(irmaaTier(0, "single").partBPremium).toBe(202.9);
  });
});

describe("irmaaTier rejects bad input", () => {
  it.each([-1, -0.01, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("income %s", (income) => {
    expect(() => irmaaTier(income, "single", 2026)).toThrow(RangeError);
  });

  it("a non-number income, an unknown filing status or a year without a table", () => {
    expect(() => irmaaTier("100000" as unknown as number, "single", 2026)).toThrow(RangeError);
    expect(() => irmaaTier(100_000, "head-of-household" as FilingStatus, 2026)).toThrow(/filing status/);
    expect(() => irmaaTier(100_000, "single", 2023)).toThrow(/2023/);
    expect(() => irmaaTier(100_000, "single", 2027)).toThrow(RangeError);
  });
});

describe("IRMAA tables", () => {
  it("cover every income without gaps or overlaps, for every year and status", () => {
    for (const year of PLAN_YEARS) {
      for (const status of FILING_STATUSES) {
        const rows = irmaaBrackets(status, year);
        expect(rows[0]?.lower).toBe(0);
        expect(rows.at(-1)?.upper).toBeNull();
        rows.slice(1).forEach((row, i) => {
          const prev = rows[i];
          expect(row.lower).toBe(prev?.upper);
          expect(row.lowerInclusive).toBe(!prev?.upperInclusive);
        });
      }
    }
  });

  it("start from the standard Part B premium of the same year", () => {
    for (const year of PLAN_YEARS) {
      expect(IRMAA_TABLES[year].tiers[0].partBPremium).toBe(getFigure("partB.premium", year).value);
      expect(IRMAA_TABLES[year].magiTaxYear).toBe(year - getFigure("irmaa.lookbackYears", year).value);
    }
  });

  it("are reachable as figures for prose (thresholds and amounts)", () => {
    expect(getFigure("irmaa.single.threshold1", 2024).value).toBe(103_000);
    expect(getFigure("irmaa.joint.threshold1", 2025).value).toBe(212_000);
    expect(getFigure("irmaa.separate.threshold2", 2026).value).toBe(391_000);
    expect(getFigure("irmaa.tier5.partBAdjustment", 2025).value).toBe(443.9);
    expect(getFigure("irmaa.tier5.partDAdjustment", 2024).value).toBe(81);
    // 2025: SSA's POMS HI 01101.020 gives the table (issue 25).
    expect(getFigure("irmaa.tier1.partBPremium", 2025)).toMatchObject({
      value: 259,
      status: "V",
      unit: "usd-per-month",
    });
  });
});
