/**
 * Enrollment period finder (spec 001 sections 2.1, 5 and 9.5). The spec's rules, with the official rules
 * the spec ignores (content/figures/NOTES.md, "Tools"):
 *  - coverage from a current job (yours or your spouse's) at 65 or older: the Special Enrollment Period
 *    (any time while covered, and 8 months after the job or the coverage ends), not the GEP;
 *  - the GEP's coverage starts the first day of the month after sign-up (the 2023 rule), not 1 July;
 *  - the Annual Enrollment Period ends on 7 December: 8-31 December points to the next periods;
 *  - the GEP, AEP and MA Open Enrollment dates are the real next (or current) ones, from `today`.
 * `today` is injected (the visitor's local calendar date of that Date). Pure: no React, no DOM.
 */
import { z } from "zod";
import { getFigure } from "@medicare-guide/content/figures/index";
import { ageSchema, choiceSchema } from "../shared/fields.ts";
import { compareDates, firstOfNextMonth, localDate, toIso, type CalendarDate } from "../shared/dates.ts";

/** Health coverage the visitor has now (besides Medicare). */
export const COVERAGE_OPTIONS = ["none", "job", "spouse-job", "retiree-cobra", "marketplace", "other"] as const;
export type Coverage = (typeof COVERAGE_OPTIONS)[number];
export const ON_MEDICARE_OPTIONS = ["yes", "no"] as const;

export const enrollmentFormSchema = z.object({
  age: ageSchema,
  coverage: choiceSchema(COVERAGE_OPTIONS, "tool-enrollment-finder:errors.coverage"),
  onMedicare: choiceSchema(ON_MEDICARE_OPTIONS, "tool-enrollment-finder:errors.onMedicare"),
});
export type EnrollmentFormValues = z.output<typeof enrollmentFormSchema>;
export interface EnrollmentFormDraft {
  age?: number;
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
  | "sep-next-aep";

export type NoteId =
  | "rule-employer-sep" // official rule replaces the spec's GEP
  | "rule-gep-coverage" // 2023 rule: month after sign-up, not 1 July
  | "may-still-be-in-iep" // age 65: the IEP runs 3 months past the birthday month
  | "retiree-cobra-no-sep"
  | "marketplace"
  | "iep-job-coverage" // 64 with job coverage: may delay Part B
  | "aep-ended"
  | "ma-oep-ma-only";

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

/** The GEP (1 January - 31 March) that is open today, or the next one. */
export function gepWindow(today: CalendarDate): DateWindow {
  const year = today.month <= 3 ? today.year : today.year + 1;
  return window(date(year, 1, 1), date(year, 3, 31), today);
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
    if (age >= 65 && JOB_COVERAGE.includes(coverage)) {
      return {
        ...base,
        period: "sep-employer",
        window: null,
        nextSteps: ["sep-keep-covered", "sep-sign-up-before-end", "sep-form", "sep-part-d"],
        notes: ["rule-employer-sep"],
      };
    }
    if (age >= 65) {
      const gep = gepWindow(today);
      const signUp = gep.state === "open" ? today : date(Number(gep.start.slice(0, 4)), 1, 1);
      const notes: NoteId[] = ["rule-gep-coverage"];
      if (age === 65) notes.unshift("may-still-be-in-iep");
      if (coverage === "retiree-cobra") notes.push("retiree-cobra-no-sep");
      if (coverage === "marketplace") notes.push("marketplace");
      return {
        ...base,
        period: "gep",
        window: gep,
        signUpDate: toIso(signUp),
        coverageStart: toIso(firstOfNextMonth(signUp)),
        nextSteps: ["gep-sign-up", "gep-coverage-start", "penalty-b"],
        notes,
      };
    }
    if (age === 64) {
      const notes: NoteId[] = JOB_COVERAGE.includes(coverage) ? ["iep-job-coverage"] : [];
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
    return {
      ...base,
      period: "ma-oep",
      window: maOepWindow(today),
      nextAep: aep,
      nextSteps: ["ma-oep-one-change", "ma-oep-original-only"],
      notes,
    };
  }
  return { ...base, period: "sep", window: null, nextAep: aep, nextSteps: ["sep-events", "sep-next-aep"], notes: [] };
}
