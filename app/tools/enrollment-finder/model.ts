/**
 * Enrollment period finder (the tools specification, "Tools hub and tool screens", "Validation rules", "Enrollment finder logic"). The spec's rules, with the official rules
 * the spec ignores (content/figures/NOTES.md, "Tools"):
 *  - coverage from a current job (yours or your spouse's) at 65 or older: the Special Enrollment Period
 *    (any time while covered, and 8 months after the job or the coverage ends), not the GEP;
 *  - the GEP's coverage starts the first day of the month after sign-up (the 2023 rule), not 1 July;
 *  - the Annual Enrollment Period ends on 7 December: 8-31 December points to the next periods;
 *  - the GEP, AEP and MA Open Enrollment dates are the real next (or current) ones, from `today`;
 *  - at 64 and 65 (not on Medicare) the answer depends on the birthday, so the form asks for the date of
 *    birth then: inside the Initial Enrollment Period it leads with that period and its coverage start
 *    (the 2023 rule, shared/medicare-dates.ts); "64" alone is never "in the IEP";
 *  - on Medicare: the 5-star Special Enrollment Period (8 December - 30 November, once);
 *  - job coverage (own or spouse's): with fewer than 20 employees Medicare usually pays first, so Part B
 *    should not wait; every answer that lets the visitor delay Part B says so ("small-employer", issue 25,
 *    W3; content/rules, "employer-size-payer"). The tool does not ask the employer's size: many people do
 *    not know how the law counts it (20 employees on each working day of 20 weeks), and both answers
 *    keep the same dates, so the note tells both cases apart instead.
 * Window dates and coverage starts read their parameters from content/rules/rules.ts.
 * The date of birth stays in the browser: it is never put in a URL (Security, "nothing personal in URLs").
 * `today` is injected (the visitor's local calendar date of that Date). Pure: no React, no DOM.
 */
import * as z from "zod/mini";
import { getFigure } from "@medicare-guide/content/figures/index";
import { ageSchema, checkDateParts, choiceSchema, dayBefore, EMPTY_DATE, type DateParts } from "../shared/fields.ts";
import { errorKey } from "../shared/error-keys.ts";
import { ageOn, compareDates, fromIso, localDate, toIso, type CalendarDate } from "../shared/dates.ts";
import { gepCoverageStart, gepOfYear, iepCoverageStart, initialEnrollmentPeriod } from "../shared/medicare-dates.ts";

/** Health coverage the visitor has now (besides Medicare). */
export const COVERAGE_OPTIONS = ["none", "job", "spouse-job", "retiree-cobra", "marketplace", "other"] as const;
export type Coverage = (typeof COVERAGE_OPTIONS)[number];
export const ON_MEDICARE_OPTIONS = ["yes", "no"] as const;

/** Ages (not on Medicare) whose answer depends on the birthday: the IEP can be open at 64 and at 65 only. */
export const BIRTHDAY_AGES: readonly number[] = [64, 65];

const datePartsShape = z.object({ month: z.string(), day: z.string(), year: z.string() });

/**
 * The form's rules on a given day. The date of birth is optional, but required at 64 and 65 when not on
 * Medicare (the answer depends on it); when given it must be a real past date that matches the age.
 */
export function enrollmentFormSchema(today: Date) {
  const latest = dayBefore(today);
  return z
    .object({
      age: ageSchema,
      birthDate: z.pipe(
        z.catch(datePartsShape, { ...EMPTY_DATE }),
        z.transform((value: DateParts, ctx): CalendarDate | null => {
          if (value.month.trim() === "" && value.day.trim() === "" && value.year.trim() === "") return null;
          const check = checkDateParts(value, latest);
          if (check.ok) return check.date;
          ctx.issues.push({
            code: "custom",
            message:
              check.reason === "future"
                ? errorKey("tools:errors.birthDateFuture")
                : errorKey("tools:errors.birthDateInvalid"),
            input: value,
          });
          return z.NEVER;
        }),
      ),
      coverage: choiceSchema(COVERAGE_OPTIONS, "tool-enrollment-finder:errors.coverage"),
      onMedicare: choiceSchema(ON_MEDICARE_OPTIONS, "tool-enrollment-finder:errors.onMedicare"),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.birthDate === null) {
          if (values.onMedicare === "no" && BIRTHDAY_AGES.includes(values.age)) {
            ctx.addIssue({
              code: "custom",
              path: ["birthDate"],
              message: errorKey("tool-enrollment-finder:errors.birthDateNeeded"),
            });
          }
        } else if (ageOn(values.birthDate, localDate(today)) !== values.age) {
          ctx.addIssue({
            code: "custom",
            path: ["age"],
            message: errorKey("tool-enrollment-finder:errors.ageMismatch"),
          });
        }
      }),
    );
}
export type EnrollmentFormValues = z.output<ReturnType<typeof enrollmentFormSchema>>;
export interface EnrollmentFormDraft {
  age?: number;
  birthDate?: DateParts;
  coverage?: Coverage;
  onMedicare?: "yes" | "no";
}

export type PeriodId =
  | "gep" // General Enrollment Period
  | "iep" // Initial Enrollment Period
  | "not-yet-eligible"
  | "sep-employer" // Special Enrollment Period, coverage from current work
  | "aep" // (Annual) Open Enrollment Period
  | "ma-oep" // Medicare Advantage Open Enrollment Period
  | "sep"; // Special Enrollment Period, only after a qualifying event

/** "open": today is inside the window; "upcoming": it starts later. */
export type WindowState = "open" | "upcoming";

export interface DateWindow {
  /** ISO dates (YYYY-MM-DD), both included */
  start: string;
  end: string;
  state: WindowState;
}

export type StepId =
  | "gep-sign-up"
  | "gep-coverage-start"
  | "penalty-b"
  | "iep-timeline"
  | "iep-sign-up-early"
  | "iep-ssa"
  | "not-yet-timeline"
  | "not-yet-disability"
  | "sep-keep-covered"
  | "sep-form"
  | "sep-sign-up-before-end"
  | "sep-part-d"
  | "aep-review"
  | "aep-compare"
  | "aep-coverage-start"
  | "ma-oep-one-change"
  | "ma-oep-original-only"
  | "sep-events"
  | "sep-next-aep"
  | "iep-sign-up-now" // in the IEP: sign up now, coverage from `coverageStart`
  | "iep-no-penalty";

export type NoteId =
  | "rule-employer-sep" // official rule replaces the spec's GEP
  | "rule-gep-coverage" // 2023 rule: month after sign-up, not 1 July
  | "may-still-be-in-iep" // age 65: the IEP runs 3 months past the birthday month
  | "retiree-cobra-no-sep"
  | "marketplace"
  | "iep-job-coverage" // 64 with job coverage: may delay Part B
  | "small-employer" // job coverage: with fewer than 20 employees Medicare pays first, do not delay Part B
  | "aep-ended"
  | "ma-oep-ma-only"
  | "five-star-sep" // on Medicare: switch once to a 5-star plan, 8 December - 30 November
  | "birth-date-for-iep"; // 64 or 65 without a date of birth (only when the model is called without one)

export interface EnrollmentResult {
  period: PeriodId;
  /** the spec's dateRange; null when it depends on a date the tool does not ask (a birthday, an event) */
  window: DateWindow | null;
  /** GEP: if you sign up on `signUpDate`, coverage starts on `coverageStart` (ISO) */
  signUpDate?: string;
  coverageStart?: string;
  /** AEP: the day the changes made in it take effect (1 January of the next year) */
  changesStart?: string;
  /** the next Open Enrollment Period (shown where it is the next chance to change) */
  nextAep?: DateWindow;
  /** on Medicare: the 5-star Special Enrollment Period open today, or the next one */
  fiveStarSep?: DateWindow;
  nextSteps: StepId[];
  notes: NoteId[];
  /** the figures the sentences use (months of the employer SEP, Part B penalty %, employer size, IEP months) */
  figures: { sepMonths: number; penaltyPercent: number; employerSize: number; iepMonths: number };
}

const JOB_COVERAGE: readonly Coverage[] = ["job", "spouse-job"];

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

function window(start: CalendarDate, end: CalendarDate, today: CalendarDate): DateWindow {
  return { start: toIso(start), end: toIso(end), state: compareDates(today, start) >= 0 ? "open" : "upcoming" };
}

/** The GEP (1 January - 31 March, content/rules "gep") that is open today, or the next one. */
export function gepWindow(today: CalendarDate): DateWindow {
  const thisYear = gepOfYear(today.year);
  const gep = compareDates(today, thisYear.end) > 0 ? gepOfYear(today.year + 1) : thisYear;
  return window(gep.start, gep.end, today);
}

/** The MA Open Enrollment Period (1 January - 31 March) open today, or the next one. */
export function maOepWindow(today: CalendarDate): DateWindow {
  return gepWindow(today);
}

/** The Open Enrollment Period (15 October - 7 December) open today, or the next one. */
export function aepWindow(today: CalendarDate): DateWindow {
  const year = compareDates(today, date(today.year, 12, 7)) > 0 ? today.year + 1 : today.year;
  return window(date(year, 10, 15), date(year, 12, 7), today);
}

/**
 * The 5-star Special Enrollment Period (8 December - 30 November of the next year) open today, or the
 * next one: between 1 and 7 December none is open (the Open Enrollment Period still is).
 */
export function fiveStarSepWindow(today: CalendarDate): DateWindow {
  const startYear = today.month === 12 ? today.year : today.year - 1;
  return window(date(startYear, 12, 8), date(startYear + 1, 11, 30), today);
}

/** The official figures the finder's sentences use. */
export function enrollmentFigures(): EnrollmentResult["figures"] {
  return {
    sepMonths: getFigure("enrollment.sep.employerMonths").value,
    penaltyPercent: getFigure("partB.latePenalty.percentPer12Months").value,
    employerSize: getFigure("enrollment.employerSize").value,
    iepMonths: getFigure("enrollment.iep.months").value,
  };
}

/** The enrollment period for checked answers, on the visitor's `today`. */
export function findEnrollmentPeriod(values: EnrollmentFormValues, todayDate: Date): EnrollmentResult {
  const today = localDate(todayDate);
  const { age, coverage } = values;
  const base = { figures: enrollmentFigures() };

  if (values.onMedicare === "no") {
    const birth = values.birthDate;
    if (birth) {
      const iep = initialEnrollmentPeriod(birth);
      if (compareDates(today, iep.end) <= 0) {
        const isOpen = compareDates(today, iep.start) >= 0;
        const signUp = isOpen ? today : iep.start;
        const notes: NoteId[] = JOB_COVERAGE.includes(coverage) ? ["iep-job-coverage", "small-employer"] : [];
        if (coverage === "marketplace") notes.push("marketplace");
        return {
          ...base,
          period: "iep",
          window: window(iep.start, iep.end, today),
          signUpDate: toIso(signUp),
          coverageStart: toIso(iepCoverageStart(birth, signUp)),
          nextSteps: isOpen
            ? ["iep-sign-up-now", "iep-no-penalty", "iep-ssa"]
            : ["iep-timeline", "iep-sign-up-early", "iep-ssa"],
          notes,
        };
      }
    }
    if (age >= 65 && JOB_COVERAGE.includes(coverage)) {
      return {
        ...base,
        period: "sep-employer",
        window: null,
        nextSteps: ["sep-keep-covered", "sep-sign-up-before-end", "sep-form", "sep-part-d"],
        notes: ["rule-employer-sep", "small-employer"],
      };
    }
    if (age >= 65) {
      const gep = gepWindow(today);
      const signUp = gep.state === "open" ? today : fromIso(gep.start);
      const notes: NoteId[] = ["rule-gep-coverage"];
      // Without a date of birth (the form asks for it at 65) the IEP may still be open.
      if (age === 65 && !birth) notes.unshift("may-still-be-in-iep");
      if (coverage === "retiree-cobra") notes.push("retiree-cobra-no-sep");
      if (coverage === "marketplace") notes.push("marketplace");
      return {
        ...base,
        period: "gep",
        window: gep,
        signUpDate: toIso(signUp),
        coverageStart: toIso(gepCoverageStart(signUp)),
        nextSteps: ["gep-sign-up", "gep-coverage-start", "penalty-b"],
        notes,
      };
    }
    if (age === 64 && !birth) {
      // The form asks for the date of birth at 64; without it, the dates cannot be told.
      const notes: NoteId[] = ["birth-date-for-iep"];
      if (JOB_COVERAGE.includes(coverage)) notes.push("iep-job-coverage", "small-employer");
      if (coverage === "marketplace") notes.push("marketplace");
      return {
        ...base,
        period: "iep",
        window: null,
        nextSteps: ["iep-timeline", "iep-sign-up-early", "iep-ssa"],
        notes,
      };
    }
    return {
      ...base,
      period: "not-yet-eligible",
      window: null,
      nextSteps: ["not-yet-timeline", "not-yet-disability"],
      notes: [],
    };
  }

  // Already on Medicare: what can change now depends on today's date.
  const aep = aepWindow(today);
  if (today.month >= 10 && aep.start.startsWith(String(today.year))) {
    const changesStart = toIso(date(Number(aep.start.slice(0, 4)) + 1, 1, 1));
    return {
      ...base,
      period: "aep",
      window: aep,
      changesStart,
      nextSteps: ["aep-review", "aep-compare", "aep-coverage-start"],
      notes: [],
    };
  }
  if (today.month <= 3 || today.month === 12) {
    // January-March: open now. 8-31 December: the AEP has just ended; this is the next chance (for MA members).
    const notes: NoteId[] = today.month === 12 ? ["aep-ended", "ma-oep-ma-only"] : ["ma-oep-ma-only"];
    notes.push("five-star-sep");
    return {
      ...base,
      period: "ma-oep",
      window: maOepWindow(today),
      nextAep: aep,
      fiveStarSep: fiveStarSepWindow(today),
      nextSteps: ["ma-oep-one-change", "ma-oep-original-only"],
      notes,
    };
  }
  return {
    ...base,
    period: "sep",
    window: null,
    nextAep: aep,
    fiveStarSep: fiveStarSepWindow(today),
    nextSteps: ["sep-events", "sep-next-aep"],
    notes: ["five-star-sep"],
  };
}
