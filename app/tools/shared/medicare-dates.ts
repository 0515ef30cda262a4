/**
 * Medicare's own calendar rules, shared by the enrollment finder, the coverage timeline and the calendar file.
 * Every parameter comes from content/rules/rules.ts, where each rule carries its official citation and words:
 *  - "attains-age": an age is reached the day before the birthday, so someone born on the 1st reaches 65 in
 *    the month before: Medicare's birthday month is then the month before;
 *  - "iep": the 3 months before that month, the month and the 3 months after;
 *  - "iep-coverage-start": since 1 January 2023, coverage starts the first day of the birthday month when you
 *    sign up in the first 3 months of the period, else the first day of the month after you sign up;
 *  - "sep-employer": 8 months from the month after the job or the job's coverage ends, whichever is first;
 *    none when that end falls inside the Initial Enrollment Period ("sep-employer-ends-in-iep").
 * Pure: no React, no DOM.
 */
import { RULE_PARAMETERS } from "@medicare-guide/content/rules/rules";
import {
  addMonths,
  birthdayInYear,
  compareDates,
  firstOfMonth,
  lastOfMonth,
  type CalendarDate,
  type YearMonth,
} from "./dates.ts";

/** `n` days before a date (n small: within a few days). */
function daysBefore(date: CalendarDate, n: number): CalendarDate {
  let out = date;
  for (let i = 0; i < n; i++) out = out.day > 1 ? { ...out, day: out.day - 1 } : lastOfMonth(addMonths(out, -1));
  return out;
}

/**
 * The day the law counts someone as 65: the day before the 65th anniversary of their birth. Born on
 * 29 February, the anniversary in a common year is 1 March, so the day is 28 February.
 */
export function attainsMedicareAge(birth: CalendarDate): CalendarDate {
  const year = birth.year + RULE_PARAMETERS.medicareAge;
  const anniversary =
    birth.month === 2 && birth.day === 29 && birthdayInYear(birth, year).day === 28
      ? { year, month: 3, day: 1 }
      : birthdayInYear(birth, year);
  return daysBefore(anniversary, RULE_PARAMETERS.attainsAgeDaysBeforeBirthday);
}

/** The month Medicare treats as the 65th-birthday month (the month before when born on the 1st). */
export function medicareBirthdayMonth(birth: CalendarDate): YearMonth {
  const attained = attainsMedicareAge(birth);
  return { year: attained.year, month: attained.month };
}

/** The earliest day Medicare can start: the first day of Medicare's birthday month. */
export function earliestMedicareStart(birth: CalendarDate): CalendarDate {
  return firstOfMonth(medicareBirthdayMonth(birth));
}

/** The Initial Enrollment Period: first day of 3 months before the birthday month to the last day of 3 months after. */
export function initialEnrollmentPeriod(birth: CalendarDate): { start: CalendarDate; end: CalendarDate } {
  const month = medicareBirthdayMonth(birth);
  const { monthsBefore, monthsAfter } = RULE_PARAMETERS.iep;
  return { start: firstOfMonth(addMonths(month, -monthsBefore)), end: lastOfMonth(addMonths(month, monthsAfter)) };
}

/**
 * When Part A and B coverage starts for a sign-up in the Initial Enrollment Period (the 2023 rule):
 * the birthday month's first day if signed up in the period's first 3 months, else the first day of the
 * month after the sign-up.
 */
export function iepCoverageStart(birth: CalendarDate, signUp: CalendarDate): CalendarDate {
  const { earlyMonths, laterStartsMonthsAfterSignUp } = RULE_PARAMETERS.iepCoverage;
  const early = addMonths(initialEnrollmentPeriod(birth).start, earlyMonths);
  return compareDates(signUp, firstOfMonth(early)) < 0
    ? earliestMedicareStart(birth)
    : firstOfMonth(addMonths(signUp, laterStartsMonthsAfterSignUp));
}

/**
 * The employer Special Enrollment Period after job coverage (the visitor's or the spouse's) ends on `ends`
 * (the earlier of the job's end and the coverage's end): the 8 months from the month after; null when that
 * end is inside (or before the end of) the Initial Enrollment Period, which then applies instead.
 */
export function employerSepPeriod(
  birth: CalendarDate,
  ends: CalendarDate,
  months: number,
): { start: CalendarDate; end: CalendarDate } | null {
  if (compareDates(ends, initialEnrollmentPeriod(birth).end) <= 0) return null;
  const first = addMonths(ends, RULE_PARAMETERS.sepEmployer.startsMonthsAfterEnd);
  return { start: firstOfMonth(first), end: lastOfMonth(addMonths(first, months - 1)) };
}

/** The General Enrollment Period of a year. */
export function gepOfYear(year: number): { start: CalendarDate; end: CalendarDate } {
  const { from, to } = RULE_PARAMETERS.gep;
  return { start: { year, ...from }, end: { year, ...to } };
}

/** When coverage starts for a sign-up in the General Enrollment Period (the 2023 rule). */
export function gepCoverageStart(signUp: CalendarDate): CalendarDate {
  return firstOfMonth(addMonths(signUp, RULE_PARAMETERS.gep.coverageStartsMonthsAfterSignUp));
}
