/**
 * The tools' shared field rules (zod 4's zod/mini: the functional API, whose unused parts the bundler drops;
 * classic zod cost the tool pages about 10 KiB more gzip, issue 10). Messages are i18n keys in the "tools" namespace, so the same
 * words appear beside the field and in the error summary, in the visitor's language. Pure: no React.
 */
import * as z from "zod/mini";
import { compareDates, fromIso, localDate, type CalendarDate } from "./dates.ts";
import { errorKey, type ErrorKey } from "./error-keys.ts";

/** Ages the tools accept (spec section 5: the age inputs range 50 to 100). */
export const AGE_MIN = 50;
export const AGE_MAX = 100;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === "" || (typeof value === "number" && Number.isNaN(value));

/** A 5-digit US ZIP code (spaces around it ignored). */
export const zipSchema = z
  .string({ error: errorKey("tools:errors.zipRequired") })
  .check(
    z.trim(),
    z.minLength(1, { message: errorKey("tools:errors.zipRequired"), abort: true }),
    z.regex(/^\d{5}$/, errorKey("tools:errors.zipFormat")),
  );

/** A whole age from 50 to 100. The number field gives NaN when empty. */
export const ageSchema = z
  .int({
    error: (issue) => (isBlank(issue.input) ? errorKey("tools:errors.ageRequired") : errorKey("tools:errors.ageRange")),
  })
  .check(z.gte(AGE_MIN, errorKey("tools:errors.ageRange")), z.lte(AGE_MAX, errorKey("tools:errors.ageRange")));

/** A yearly income in dollars: any number from 0 up. */
export const incomeSchema = z
  .number({
    error: (issue) =>
      isBlank(issue.input) ? errorKey("tools:errors.incomeRequired") : errorKey("tools:errors.incomeNegative"),
  })
  .check(z.gte(0, errorKey("tools:errors.incomeNegative")));

/** One of a fixed set of answers; `message` is shown when nothing is chosen. */
export function choiceSchema<const T extends readonly [string, ...string[]]>(values: T, message: ErrorKey) {
  return z.enum(values, { error: message });
}

/** What the three date boxes hold, as typed. */
export interface DateParts {
  month: string;
  day: string;
  year: string;
}

export const EMPTY_DATE: DateParts = { month: "", day: "", year: "" };

export type DateCheck =
  | { ok: true; date: CalendarDate }
  | { ok: false; reason: "missing" | "invalid" | "future"; parts: (keyof DateParts)[] };

const PARTS: (keyof DateParts)[] = ["month", "day", "year"];

/** The earliest year a date box accepts. */
export const DATE_MIN_YEAR = 1900;

/**
 * Reads the three boxes as a real calendar date. `notAfter`: dates later than this day are "future"
 * (a birth date must be in the past: pass yesterday). Without it, any real date from 1900 on is fine.
 */
export function checkDateParts(value: DateParts, notAfter?: CalendarDate): DateCheck {
  const raw = { month: value.month.trim(), day: value.day.trim(), year: value.year.trim() };
  const missing = PARTS.filter((part) => raw[part] === "");
  if (missing.length > 0) return { ok: false, reason: "missing", parts: missing };
  const badFormat = PARTS.filter((part) => !(part === "year" ? /^\d{4}$/ : /^\d{1,2}$/).test(raw[part]));
  if (badFormat.length > 0) return { ok: false, reason: "invalid", parts: badFormat };
  const iso = `${raw.year}-${raw.month.padStart(2, "0")}-${raw.day.padStart(2, "0")}`;
  let date: CalendarDate;
  try {
    date = fromIso(iso);
  } catch {
    const month = Number(raw.month);
    return { ok: false, reason: "invalid", parts: month < 1 || month > 12 ? ["month"] : ["day"] };
  }
  if (date.year < DATE_MIN_YEAR) return { ok: false, reason: "invalid", parts: ["year"] };
  if (notAfter && compareDates(date, notAfter) > 0) return { ok: false, reason: "future", parts: [...PARTS] };
  return { ok: true, date };
}

/** The day before `today` (local calendar): the latest birth date accepted. */
export function dayBefore(today: Date): CalendarDate {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  return localDate(d);
}

const datePartsShape = z.object({ month: z.string(), day: z.string(), year: z.string() });

/**
 * A required date in the past (before `today`). Messages: tools:errors.birthDate{Required,Invalid,Future}.
 * Output: the calendar date.
 */
export function pastDateSchema(today: Date) {
  const latest = dayBefore(today);
  return z.pipe(
    z.catch(datePartsShape, { ...EMPTY_DATE }),
    z.transform((value: DateParts, ctx) => {
      const check = checkDateParts(value, latest);
      if (check.ok) return check.date;
      const message =
        check.reason === "missing"
          ? errorKey("tools:errors.birthDateRequired")
          : check.reason === "future"
            ? errorKey("tools:errors.birthDateFuture")
            : errorKey("tools:errors.birthDateInvalid");
      ctx.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    }),
  );
}

/**
 * An optional date: all three boxes empty is fine; otherwise it must be a real date. `message` names the date
 * when a form has more than one (the error summary lists each on its own).
 */
export function optionalDateSchema(message: ErrorKey = "tools:errors.optionalDateInvalid") {
  return z.pipe(
    z.catch(datePartsShape, { ...EMPTY_DATE }),
    z.transform((value: DateParts, ctx) => {
      if (PARTS.every((part) => value[part].trim() === "")) return null;
      const check = checkDateParts(value);
      if (check.ok) return check.date;
      ctx.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    }),
  );
}

/** Which boxes of a date to mark invalid for the current value (for DateInput's invalidParts). */
export function invalidDateParts(value: DateParts | undefined, notAfter?: CalendarDate): (keyof DateParts)[] {
  const check = checkDateParts(value ?? EMPTY_DATE, notAfter);
  return check.ok ? [] : check.parts;
}
