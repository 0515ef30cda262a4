/**
 * Reads a "memorable date" (month, day and year typed into three boxes) as an
 * ISO date. Pure: no React, no clock unless `today` is left out.
 */

/** What the three boxes hold, as typed. */
export interface MemorableDateValue {
  month: string;
  day: string;
  year: string;
}

/** One of the three boxes. */
export type MemorableDatePart = keyof MemorableDateValue;

export type MemorableDateResult =
  | { ok: true; date: string }
  | {
      ok: false;
      /** `missing`: a box is empty; `invalid`: not a real date or before 1900; `future`: after today. */
      reason: "missing" | "invalid" | "future";
      /** The boxes to mark invalid. */
      parts: MemorableDatePart[];
    };

/** The earliest year accepted. */
export const MIN_YEAR = 1900;

const ORDER: MemorableDatePart[] = ["month", "day", "year"];

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

/** Days in a month of the Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The local calendar date of `d` as YYYY-MM-DD. */
export function toIsoDate(d: Date): string {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1, 2)}-${pad(d.getDate(), 2)}`;
}

/**
 * `{month:"2", day:"29", year:"2024"}` -> `{ok:true, date:"2024-02-29"}`.
 * Spaces around a number are ignored; month and day take 1 or 2 digits, the year 4.
 * A date after `today` (local calendar date; default now) is `future`; today is fine.
 */
export function parseMemorableDate(value: MemorableDateValue, today: Date = new Date()): MemorableDateResult {
  const raw = { month: value.month.trim(), day: value.day.trim(), year: value.year.trim() };
  const missing = ORDER.filter((part) => raw[part] === "");
  if (missing.length > 0) return { ok: false, reason: "missing", parts: missing };

  const badFormat = ORDER.filter((part) => !(part === "year" ? /^\d{4}$/ : /^\d{1,2}$/).test(raw[part]));
  if (badFormat.length > 0) return { ok: false, reason: "invalid", parts: badFormat };

  const month = Number(raw.month);
  const day = Number(raw.day);
  const year = Number(raw.year);
  if (month < 1 || month > 12) return { ok: false, reason: "invalid", parts: ["month"] };
  if (year < MIN_YEAR) return { ok: false, reason: "invalid", parts: ["year"] };
  if (day < 1 || day > daysInMonth(year, month)) return { ok: false, reason: "invalid", parts: ["day"] };

  const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  if (date > toIsoDate(today)) return { ok: false, reason: "future", parts: [...ORDER] };
  return { ok: true, date };
}
