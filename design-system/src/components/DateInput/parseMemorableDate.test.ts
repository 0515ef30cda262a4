import { describe, expect, it } from "vitest";
import { daysInMonth, parseMemorableDate, toIsoDate } from "./parseMemorableDate.ts";

const today = new Date(2026, 5, 15); // 15 June 2026, local time
const parse = (month: string, day: string, year: string) => parseMemorableDate({ month, day, year }, today);

describe("parseMemorableDate", () => {
  it("reads a valid date as YYYY-MM-DD, with or without leading zeros and spaces", () => {
    expect(parse("3", "7", "1958")).toEqual({ ok: true, date: "1958-03-07" });
    expect(parse("03", "07", "1958")).toEqual({ ok: true, date: "1958-03-07" });
    expect(parse(" 12 ", " 31 ", " 1999 ")).toEqual({ ok: true, date: "1999-12-31" });
  });

  it("says which boxes are missing", () => {
    expect(parse("", "", "")).toEqual({ ok: false, reason: "missing", parts: ["month", "day", "year"] });
    expect(parse("3", "", "1958")).toEqual({ ok: false, reason: "missing", parts: ["day"] });
    expect(parse("3", "7", "  ")).toEqual({ ok: false, reason: "missing", parts: ["year"] });
  });

  it("handles Feb 29 in leap and non-leap years, including the century rules", () => {
    expect(parse("2", "29", "2024")).toEqual({ ok: true, date: "2024-02-29" });
    expect(parse("2", "29", "2000")).toEqual({ ok: true, date: "2000-02-29" });
    expect(parse("2", "29", "2023")).toEqual({ ok: false, reason: "invalid", parts: ["day"] });
    expect(parse("2", "29", "1900")).toEqual({ ok: false, reason: "invalid", parts: ["day"] });
    expect(parse("2", "28", "2023")).toEqual({ ok: true, date: "2023-02-28" });
    expect(parse("2", "30", "2024")).toEqual({ ok: false, reason: "invalid", parts: ["day"] });
  });

  it("checks the month: 1 and 12 are fine, 0 and 13 are not", () => {
    expect(parse("1", "1", "1960")).toEqual({ ok: true, date: "1960-01-01" });
    expect(parse("12", "1", "1960")).toEqual({ ok: true, date: "1960-12-01" });
    expect(parse("13", "1", "1960")).toEqual({ ok: false, reason: "invalid", parts: ["month"] });
    expect(parse("0", "1", "1960")).toEqual({ ok: false, reason: "invalid", parts: ["month"] });
    expect(parse("00", "1", "1960")).toEqual({ ok: false, reason: "invalid", parts: ["month"] });
  });

  it("checks the day against the month: day 0, 31 in 30-day months, 32", () => {
    expect(parse("1", "0", "1960")).toEqual({ ok: false, reason: "invalid", parts: ["day"] });
    expect(parse("1", "31", "1960")).toEqual({ ok: true, date: "1960-01-31" });
    expect(parse("1", "32", "1960")).toEqual({ ok: false, reason: "invalid", parts: ["day"] });
    expect(parse("4", "30", "1960")).toEqual({ ok: true, date: "1960-04-30" });
    expect(parse("4", "31", "1960")).toEqual({ ok: false, reason: "invalid", parts: ["day"] });
    expect(parse("11", "31", "1960")).toEqual({ ok: false, reason: "invalid", parts: ["day"] });
  });

  it("accepts 1900 and later, not earlier years", () => {
    expect(parse("1", "1", "1900")).toEqual({ ok: true, date: "1900-01-01" });
    expect(parse("12", "31", "1899")).toEqual({ ok: false, reason: "invalid", parts: ["year"] });
    expect(parse("1", "1", "0001")).toEqual({ ok: false, reason: "invalid", parts: ["year"] });
  });

  it("rejects what is not a number in the right shape", () => {
    expect(parse("March", "7", "1958")).toEqual({ ok: false, reason: "invalid", parts: ["month"] });
    expect(parse("3", "7", "58")).toEqual({ ok: false, reason: "invalid", parts: ["year"] });
    expect(parse("3", "7", "19580")).toEqual({ ok: false, reason: "invalid", parts: ["year"] });
    expect(parse("3", "123", "1958")).toEqual({ ok: false, reason: "invalid", parts: ["day"] });
    expect(parse("-3", "7.5", "1958")).toEqual({ ok: false, reason: "invalid", parts: ["month", "day"] });
    expect(parse("3", "7", "1e3a")).toEqual({ ok: false, reason: "invalid", parts: ["year"] });
  });

  it("accepts today and rejects tomorrow as in the future", () => {
    expect(parse("6", "15", "2026")).toEqual({ ok: true, date: "2026-06-15" });
    expect(parse("6", "16", "2026")).toEqual({ ok: false, reason: "future", parts: ["month", "day", "year"] });
    expect(parse("1", "1", "2027")).toEqual({ ok: false, reason: "future", parts: ["month", "day", "year"] });
    expect(parse("6", "14", "2026")).toEqual({ ok: true, date: "2026-06-14" });
  });

  it("uses the local calendar date of `today`, late in the evening too", () => {
    const lateEvening = new Date(2026, 11, 31, 23, 59, 59);
    expect(parseMemorableDate({ month: "12", day: "31", year: "2026" }, lateEvening).ok).toBe(true);
    expect(parseMemorableDate({ month: "1", day: "1", year: "2027" }, lateEvening)).toMatchObject({ reason: "future" });
  });

  it("defaults today to now", () => {
    expect(parseMemorableDate({ month: "1", day: "1", year: "1950" })).toEqual({ ok: true, date: "1950-01-01" });
    expect(parseMemorableDate({ month: "1", day: "1", year: "9999" })).toMatchObject({ ok: false, reason: "future" });
  });
});

describe("daysInMonth and toIsoDate", () => {
  it("knows month lengths", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2400, 2)).toBe(29);
  });

  it("formats a local date", () => {
    expect(toIsoDate(new Date(1958, 2, 7))).toBe("1958-03-07");
  });
});
