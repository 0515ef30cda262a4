/**
 * Medicare's own calendar rules, shared by the enrollment finder and the coverage timeline
 * (content/figures/NOTES.md, "Tools"; Medicare.gov "When does Medicare coverage start?"):
 *  - Social Security counts an age as reached the day before the birthday, so someone born on the 1st
 *    reaches 65 in the month before: Medicare's birthday month is then the month before;
 *  - the Initial Enrollment Period is the 3 months before that month, the month and the 3 months after;
 *  - since 1 January 2023, Part A and B coverage starts the first day of the birthday month when you sign
 *    up before it, and the first day of the month after you sign up when you sign up in it or later.
 * Pure: no React, no DOM.
 */
import {
  addMonths,
  birthdayInYear,
  compareDates,
  firstOfMonth,
  firstOfNextMonth,
  lastOfMonth,
  type CalendarDate,
  type YearMonth,
} from "./dates.ts";

/** The month Medicare treats as the 65th-birthday month (the month before when born on the 1st). */
export function medicareBirthdayMonth(birth: CalendarDate): YearMonth {
  const birthday = birthdayInYear(birth, birth.year + 65);
  return birth.day === 1 ? addMonths(birthday, -1) : { year: birthday.year, month: birthday.month };
}

/** The Initial Enrollment Period: first day of 3 months before the birthday month to the last day of 3 months after. */
export function initialEnrollmentPeriod(birth: CalendarDate): { start: CalendarDate; end: CalendarDate } {
  const month = medicareBirthdayMonth(birth);
  return { start: firstOfMonth(addMonths(month, -3)), end: lastOfMonth(addMonths(month, 3)) };
}

/**
 * When Part A and B coverage starts for a sign-up in the Initial Enrollment Period (the 2023 rule):
 * the birthday month's first day if signed up before that month, else the first day of the next month.
 */
export function iepCoverageStart(birth: CalendarDate, signUp: CalendarDate): CalendarDate {
  const birthdayMonthStart = firstOfMonth(medicareBirthdayMonth(birth));
  return compareDates(signUp, birthdayMonthStart) < 0 ? birthdayMonthStart : firstOfNextMonth(signUp);
}
