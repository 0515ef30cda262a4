/**
 * Calendar dates for the tools: plain { year, month, day } values (month 1-12), no time and no time zone,
 * so a date means the same day wherever it is shown. "Today" is always the visitor's local calendar date,
 * read from an injected Date (the tools take `today: Date` so tests can fix the clock). Pure: no DOM.
 */

export interface CalendarDate {
  year: number;
  /** 1 = January ... 12 = December */
  month: number;
  day: number;
}

/** A month of a year (month 1-12). */
export interface YearMonth {
  year: number;
  month: number;
}

/** The visitor's local calendar date of a Date (its time zone, not UTC). */
export function localDate(d: Date): CalendarDate {
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `n` months after (or before, when negative) a month. */
export function addMonths({ year, month }: YearMonth, n: number): YearMonth {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function firstOfMonth(ym: YearMonth): CalendarDate {
  return { year: ym.year, month: ym.month, day: 1 };
}

export function lastOfMonth(ym: YearMonth): CalendarDate {
  return { year: ym.year, month: ym.month, day: daysInMonth(ym.year, ym.month) };
}

/** The first day of the month after the date's month. */
export function firstOfNextMonth(date: CalendarDate): CalendarDate {
  return firstOfMonth(addMonths(date, 1));
}

/** Negative when a is earlier, 0 on the same day, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whether `date` falls on or between `start` and `end`. */
export function isWithin(date: CalendarDate, start: CalendarDate, end: CalendarDate): boolean {
  return compareDates(date, start) >= 0 && compareDates(date, end) <= 0;
}

/** "2026-03-01". */
export function toIso({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Reads "YYYY-MM-DD"; throws on anything that is not a real date. */
export function fromIso(iso: string): CalendarDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new RangeError(`Not an ISO date: "${iso}"`);
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) {
    throw new RangeError(`Not a real date: "${iso}"`);
  }
  return date;
}

/** Days from a to b (b - a), counted on the calendar (no daylight-saving surprises). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000;
}

/**
 * The date someone born on `birth` has their `years`-th birthday. A 29 February birthday falls on
 * 28 February in other years (the day the law counts the age as reached).
 */
export function birthdayInYear(birth: CalendarDate, year: number): CalendarDate {
  const day = Math.min(birth.day, daysInMonth(year, birth.month));
  return { year, month: birth.month, day };
}

/** Whole years of age on `today` (calendar birthdays; the age goes up on the birthday itself). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  return compareDates(today, birthdayInYear(birth, today.year)) >= 0 ? years : years - 1;
}
