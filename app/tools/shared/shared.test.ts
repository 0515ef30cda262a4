import { describe, expect, it, vi } from "vitest";
import {
  addMonths,
  ageOn,
  birthdayInYear,
  daysBetween,
  firstOfNextMonth,
  fromIso,
  lastOfMonth,
  localDate,
  toIso,
} from "./dates.ts";
import {
  checkDateParts,
  dayBefore,
  optionalDateSchema,
  pastDateSchema,
  zipSchema,
  ageSchema,
  incomeSchema,
} from "./fields.ts";
import { formatDate, formatDateRange, formatMonthYear } from "./format.ts";
import { sumDollars, timesDollars } from "./money.ts";
import { shareOrCopy, shareUrl, type ShareData } from "./share.ts";

describe("calendar dates", () => {
  it("adds months across years in both directions", () => {
    expect(addMonths({ year: 2026, month: 11 }, 3)).toEqual({ year: 2027, month: 2 });
    expect(addMonths({ year: 2026, month: 2 }, -3)).toEqual({ year: 2025, month: 11 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 12 }, 0)).toEqual({ year: 2026, month: 12 });
  });
  it("knows month lengths, leap years included", () => {
    expect(lastOfMonth({ year: 2024, month: 2 }).day).toBe(29);
    expect(lastOfMonth({ year: 2026, month: 2 }).day).toBe(28);
    expect(lastOfMonth({ year: 2000, month: 2 }).day).toBe(29);
    expect(lastOfMonth({ year: 2100, month: 2 }).day).toBe(28);
    expect(lastOfMonth({ year: 2026, month: 4 }).day).toBe(30);
    expect(firstOfNextMonth({ year: 2026, month: 12, day: 31 })).toEqual({ year: 2027, month: 1, day: 1 });
  });
  it("reads and writes ISO dates; refuses impossible ones", () => {
    expect(toIso(fromIso("2026-03-01"))).toBe("2026-03-01");
    expect(() => fromIso("2026-02-29")).toThrow("Not a real date");
    expect(() => fromIso("2026-13-01")).toThrow("Not a real date");
    expect(() => fromIso("26-1-1")).toThrow("Not an ISO date");
  });
  it("takes the local calendar day of a Date", () => {
    expect(localDate(new Date(2026, 10, 23, 23, 59))).toEqual({ year: 2026, month: 11, day: 23 });
  });
  it("counts ages by calendar birthdays (the age goes up on the birthday)", () => {
    const birth = fromIso("1961-11-23");
    expect(ageOn(birth, fromIso("2026-11-22"))).toBe(64);
    expect(ageOn(birth, fromIso("2026-11-23"))).toBe(65);
    const leap = fromIso("1960-02-29");
    expect(birthdayInYear(leap, 2025)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(ageOn(leap, fromIso("2025-02-27"))).toBe(64);
    expect(ageOn(leap, fromIso("2025-02-28"))).toBe(65);
    expect(daysBetween(fromIso("2026-03-07"), fromIso("2026-03-09"))).toBe(2);
  });
});

describe("money in cents", () => {
  it("adds and multiplies without float noise", () => {
    expect(sumDollars(0.1, 0.2)).toBe(0.3);
    expect(timesDollars(0.1 + 0.2, 12)).toBe(3.6);
    expect(timesDollars(19.99, 12)).toBe(239.88);
  });
});

type Parser = { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };
const msg = (schema: Parser, v: unknown) => schema.safeParse(v).error?.issues[0]?.message;

describe("shared field rules", () => {
  it("ZIP: exactly 5 digits; spaces around are ignored", () => {
    expect(msg(zipSchema, "")).toBe("tools:errors.zipRequired");
    expect(msg(zipSchema, "   ")).toBe("tools:errors.zipRequired");
    expect(msg(zipSchema, undefined)).toBe("tools:errors.zipRequired");
    expect(msg(zipSchema, "1234")).toBe("tools:errors.zipFormat");
    expect(msg(zipSchema, "123456")).toBe("tools:errors.zipFormat");
    expect(msg(zipSchema, "12a45")).toBe("tools:errors.zipFormat");
    expect(msg(zipSchema, "02134")).toBeUndefined();
    expect(zipSchema.parse(" 90210 ")).toBe("90210");
  });
  it("age: whole number 50-100; empty (NaN) is 'required'", () => {
    expect(msg(ageSchema, Number.NaN)).toBe("tools:errors.ageRequired");
    expect(msg(ageSchema, undefined)).toBe("tools:errors.ageRequired");
    expect(msg(ageSchema, 49)).toBe("tools:errors.ageRange");
    expect(msg(ageSchema, 101)).toBe("tools:errors.ageRange");
    expect(msg(ageSchema, 65.5)).toBe("tools:errors.ageRange");
    expect(msg(ageSchema, 50)).toBeUndefined();
    expect(msg(ageSchema, 100)).toBeUndefined();
  });
  it("income: 0 or more", () => {
    expect(msg(incomeSchema, Number.NaN)).toBe("tools:errors.incomeRequired");
    expect(msg(incomeSchema, -1)).toBe("tools:errors.incomeNegative");
    expect(msg(incomeSchema, 0)).toBeUndefined();
    expect(msg(incomeSchema, 1_000_000_000)).toBeUndefined();
  });
  it("date boxes: missing, not a real date, before 1900, in the future", () => {
    const today = fromIso("2026-11-23");
    expect(checkDateParts({ month: "", day: "1", year: "1960" })).toEqual({
      ok: false,
      reason: "missing",
      parts: ["month"],
    });
    expect(checkDateParts({ month: "2", day: "30", year: "1960" })).toEqual({
      ok: false,
      reason: "invalid",
      parts: ["day"],
    });
    expect(checkDateParts({ month: "13", day: "1", year: "1960" })).toEqual({
      ok: false,
      reason: "invalid",
      parts: ["month"],
    });
    expect(checkDateParts({ month: "1", day: "1", year: "60" })).toEqual({
      ok: false,
      reason: "invalid",
      parts: ["year"],
    });
    expect(checkDateParts({ month: "1", day: "1", year: "1899" })).toEqual({
      ok: false,
      reason: "invalid",
      parts: ["year"],
    });
    expect(checkDateParts({ month: "2", day: "29", year: "1960" })).toEqual({
      ok: true,
      date: { year: 1960, month: 2, day: 29 },
    });
    expect(checkDateParts({ month: "11", day: "24", year: "2026" }, today)).toMatchObject({
      ok: false,
      reason: "future",
    });
    expect(checkDateParts({ month: "11", day: "23", year: "2026" }, today)).toMatchObject({ ok: true });
  });
  it("a birth date must be before today (yesterday is the latest)", () => {
    const now = new Date(2026, 10, 23, 10);
    expect(dayBefore(now)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(dayBefore(new Date(2026, 0, 1))).toEqual({ year: 2025, month: 12, day: 31 });
    const schema = pastDateSchema(now);
    const m = (v: unknown) => schema.safeParse(v).error?.issues[0]?.message;
    expect(m({ month: "", day: "", year: "" })).toBe("tools:errors.birthDateRequired");
    expect(m(undefined)).toBe("tools:errors.birthDateRequired");
    expect(m({ month: "2", day: "31", year: "1960" })).toBe("tools:errors.birthDateInvalid");
    expect(m({ month: "11", day: "23", year: "2026" })).toBe("tools:errors.birthDateFuture");
    expect(m({ month: "1", day: "1", year: "2030" })).toBe("tools:errors.birthDateFuture");
    expect(schema.parse({ month: "11", day: "22", year: "2026" })).toEqual({ year: 2026, month: 11, day: 22 });
  });
  it("an optional date may be left blank, but a partial or impossible one is an error", () => {
    const schema = optionalDateSchema();
    expect(schema.parse({ month: "", day: "", year: "" })).toBeNull();
    expect(schema.parse({ month: "6", day: "30", year: "2031" })).toEqual({ year: 2031, month: 6, day: 30 });
    expect(schema.safeParse({ month: "6", day: "", year: "2031" }).error?.issues[0]?.message).toBe(
      "tools:errors.optionalDateInvalid",
    );
    expect(schema.safeParse({ month: "6", day: "31", year: "2031" }).success).toBe(false);
  });
});

describe("date display", () => {
  it("formats dates and ranges in both languages, without moving the day", () => {
    expect(formatDate("2027-01-01", "en")).toBe("January 1, 2027");
    expect(formatDate("2027-01-01", "es")).toBe("1 de enero de 2027");
    expect(formatDateRange("2026-10-15", "2026-12-07", "en")).toMatch(/^October 15\s?–\s?December 7, 2026$/);
    expect(formatDateRange("2026-10-15", "2026-12-07", "es")).toMatch(/15 de octubre.*7 de diciembre de 2026/);
    expect(formatMonthYear("2027-03-31", "en")).toBe("March 2027");
  });
});

async function closedSheet(): Promise<void> {
  throw Object.assign(new Error("closed"), { name: "AbortError" });
}
async function refusedSheet(): Promise<void> {
  throw Object.assign(new Error("no"), { name: "NotAllowedError" });
}

describe("share or copy", () => {
  const data: ShareData = {
    title: "My Medicare Cost Estimate",
    text: "About ...",
    url: "https://example.test/tools/x",
  };
  it("uses the share sheet when the browser has one", async () => {
    const share = vi.fn<(d: ShareData) => Promise<void>>(async () => {});
    expect(await shareOrCopy(data, { share })).toBe("shared");
    expect(share).toHaveBeenCalledWith(data);
  });
  it("a closed share sheet is 'cancelled', nothing else happens", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    expect(await shareOrCopy(data, { share: closedSheet, clipboard: { writeText } })).toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
  });
  it("copies the link when there is no share sheet, or it is refused, or cannot share this", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    expect(await shareOrCopy(data, { clipboard: { writeText } })).toBe("copied");
    expect(writeText).toHaveBeenLastCalledWith(data.url);
    expect(await shareOrCopy(data, { share: refusedSheet, clipboard: { writeText } })).toBe("copied");
    expect(
      await shareOrCopy(data, {
        share: vi.fn<(d: ShareData) => Promise<void>>(),
        canShare: () => false,
        clipboard: { writeText },
      }),
    ).toBe("copied");
  });
  it("reports failure when neither works", async () => {
    expect(await shareOrCopy(data, {})).toBe("failed");
    expect(await shareOrCopy(data, { clipboard: { writeText: async () => Promise.reject(new Error("denied")) } })).toBe(
      "failed",
    );
  });
  it("shares the page address without its fragment", () => {
    expect(shareUrl("https://x.test/tools/a#result")).toBe("https://x.test/tools/a");
  });
});
