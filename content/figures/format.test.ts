import { describe, expect, it } from "vitest";
import { formatFigure, formatMoney, formatMoneyRange, formatNumber, formatPercent, type Lang } from "./format.ts";

// Intl may put a narrow no-break space between parts; compare on plain spaces.
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it.each<[number, Lang, string]>([
    [202.9, "en", "$202.90"],
    [202.9, "es", "$202.90"],
    [1736, "en", "$1,736"],
    [1736, "es", "$1,736"],
    [109_000, "en", "$109,000"],
    [0, "en", "$0"],
    [38.99, "es", "$38.99"],
  ])("%s in %s -> %s (cents only when there are cents)", (value, lang, expected) => {
    expect(plain(formatMoney(value, lang))).toBe(expected);
  });

  it("forces or drops cents on request", () => {
    expect(formatMoney(185, "en", { cents: true })).toBe("$185.00");
    expect(formatMoney(202.9, "en", { cents: false })).toBe("$203");
    expect(formatMoney(0.347, "en", { cents: true })).toBe("$0.35");
  });

  it("rejects NaN, infinities and unknown languages", () => {
    expect(() => formatMoney(Number.NaN, "en")).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, "es")).toThrow(RangeError);
    expect(() => formatMoney(1, "fr" as Lang)).toThrow(/language/);
  });
});

describe("formatMoneyRange, formatPercent, formatNumber", () => {
  it("formats a range", () => {
    expect(plain(formatMoneyRange(150, 250, "en"))).toBe("$150 – $250");
    expect(plain(formatMoneyRange(150, 250, "es"))).toBe("$150 - $250");
    expect(plain(formatMoneyRange(45, 75.5, "en"))).toBe("$45.00 – $75.50");
  });

  it("formats percent points", () => {
    expect(plain(formatPercent(20, "en"))).toBe("20%");
    expect(plain(formatPercent(20, "es"))).toBe("20%");
    expect(plain(formatPercent(1, "en"))).toBe("1%");
    expect(plain(formatPercent(12.5, "en"))).toBe("12.5%");
  });

  it("formats counts", () => {
    expect(formatNumber(60, "es")).toBe("60");
    expect(formatNumber(1000, "en")).toBe("1,000");
  });
});

describe("formatFigure", () => {
  it("formats by unit, in the current plan year by default", () => {
    expect(formatFigure("partB.premium", "en")).toBe("$202.90");
    expect(formatFigure("partB.premium", "es", 2025)).toBe("$185.00"); // monthly premiums always with cents, as CMS writes them
    expect(formatFigure("irmaa.tier5.partDAdjustment", "en", 2026)).toBe("$91.00");
    expect(formatFigure("partA.deductible", "en", 2026, { cents: false })).not.toContain(".");
    expect(formatFigure("partB.premium", "en", 2025, { cents: true })).toBe("$185.00");
    expect(formatFigure("partA.deductible", "en", 2025)).toBe("$1,676");
    expect(formatFigure("irmaa.joint.threshold1", "en", 2026)).toBe("$218,000");
    expect(plain(formatFigure("partB.coinsurance", "en"))).toBe("20%");
    expect(formatFigure("partA.lifetimeReserveDays", "es")).toBe("60");
  });

  it("refuses U figures and missing ones", () => {
    expect(() => formatFigure("ma.moop.combined", "en", 2026)).toThrow(/unverified/);
    expect(() => formatFigure("partD.oopCap", "en", 2024)).toThrow(/No 2024 value/);
  });
});
