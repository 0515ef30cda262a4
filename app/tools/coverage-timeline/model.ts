/**
 * Coverage timeline (the tools specification, "Tools hub and tool screens", "Entities and their fields", "Validation rules", "Coverage timeline"), in the visitor's time zone (`today` is their
 * local calendar date). Where the spec's rules are rough, the official ones are used (content/rules/rules.ts,
 * each with its citation; content/figures/NOTES.md, "Tools"):
 *  - age in whole calendar years (the spec's days / 365.25 is off by a day around birthdays);
 *  - the Initial Enrollment Period exactly: the 3 months before the birthday month, that month and the
 *    3 months after; born on the 1st of a month, Medicare counts the birthday month as the month before;
 *  - "eligible" and "You can get Medicare from" use the earliest day Medicare can start (the first day of
 *    the month the law counts the visitor as 65), so every date that says when Medicare can start agrees
 *    with the "earliest your Medicare can start" event (issue 25, W1: born on the 1st, the spec's "age >= 65"
 *    and the birthday were a month late);
 *  - the GEP's coverage starts the month after sign-up (not 1 July);
 *  - the employer Special Enrollment Period (8 months after the job or its coverage ends): from the visitor's
 *    own job, the day they stop working; from the spouse's job, the day the spouse's job or that coverage
 *    ends (issue 25, W2), never the visitor's retirement; none when that day is inside the Initial
 *    Enrollment Period (the Initial Enrollment Period applies then).
 * Also builds the text of medicare-timeline.txt. Pure: no React, no DOM.
 */
import * as z from "zod/mini";
import { getFigure } from "@medicare-guide/content/figures/index";
import { ageOn, birthdayInYear, compareDates, fromIso, localDate, toIso, type CalendarDate } from "../shared/dates.ts";
import { optionalDateSchema, pastDateSchema } from "../shared/fields.ts";
import {
  attainsMedicareAge,
  earliestMedicareStart,
  employerSepPeriod,
  gepOfYear,
  initialEnrollmentPeriod,
  medicareBirthdayMonth,
} from "../shared/medicare-dates.ts";

export { initialEnrollmentPeriod, medicareBirthdayMonth };

export const INSURANCE_OPTIONS = ["none", "employer", "spouse", "marketplace", "other"] as const;
export type Insurance = (typeof INSURANCE_OPTIONS)[number];

/** The form's rules on a given day (a birth date must be before it). */
export function timelineFormSchema(today: Date) {
  return z.object({
    birthDate: pastDateSchema(today),
    retirementDate: optionalDateSchema(),
    insurance: z.optional(z.enum(INSURANCE_OPTIONS)),
    spouseCoverageEndDate: optionalDateSchema("tool-coverage-timeline:errors.spouseCoverageEndDate"),
  });
}
export type TimelineFormValues = z.output<ReturnType<typeof timelineFormSchema>>;
export interface TimelineFormDraft {
  birthDate?: { month: string; day: string; year: string };
  retirementDate?: { month: string; day: string; year: string };
  insurance?: Insurance;
  spouseCoverageEndDate?: { month: string; day: string; year: string };
}

export type EventId =
  "irmaa-income-year" | "iep" | "coverage-start" | "turn-65" | "sep-employer" | "gep" | "aep" | "ma-oep";
export type EventStatus = "past" | "now" | "upcoming";

export interface TimelineEvent {
  id: EventId;
  /** spec "type" */
  type: "milestone" | "enrollment";
  /** ISO dates; `end` only for periods */
  start: string;
  end?: string;
  status: EventStatus;
}

export interface TimelineResult {
  /** spec "userAge", whole years */
  age: number;
  /** spec "age65Date" */
  age65Date: string;
  /** the day the law counts the visitor as 65: the day before the 65th birthday */
  attains65: string;
  /** the earliest day Medicare can start: the first day of the month the visitor attains 65 */
  medicareStart: string;
  /** spec "eligible": Medicare can have started by today (today is on or after `medicareStart`) */
  eligible: boolean;
  birthDate: string;
  /** born on the 1st: Medicare's birthday month is the month before */
  bornOnFirst: boolean;
  iep: { start: string; end: string };
  /** the employer Special Enrollment Period's coverage end it was built from, and whose job it was */
  sepFrom: { ends: string; job: "own" | "spouse" } | null;
  /**
   * Why job coverage shows no Special Enrollment Period: the date it hangs on was left empty, or that
   * coverage ends inside (or before the end of) the Initial Enrollment Period, which applies instead.
   */
  sepNote: "needs-own-date" | "needs-spouse-date" | "ends-in-iep" | null;
  /** the tax year named by the IRMAA entry (two years before this year) and the year it sets */
  irmaa: { taxYear: number; year: number } | null;
  events: TimelineEvent[];
  figures: { iepMonths: number; sepMonths: number; lookbackYears: number };
}

function status(start: CalendarDate, end: CalendarDate, today: CalendarDate): EventStatus {
  if (compareDates(today, start) < 0) return "upcoming";
  return compareDates(today, end) > 0 ? "past" : "now";
}

const day = (year: number, month: number, d: number): CalendarDate => ({ year, month, day: d });

/** A yearly window (month/day to month/day) open today, or the next one. */
function yearlyWindow(
  today: CalendarDate,
  from: [number, number],
  to: [number, number],
): { start: CalendarDate; end: CalendarDate } {
  const thisYearEnd = day(today.year, to[0], to[1]);
  const year = compareDates(today, thisYearEnd) > 0 ? today.year + 1 : today.year;
  return { start: day(year, from[0], from[1]), end: day(year, to[0], to[1]) };
}

/** The General Enrollment Period open today, or the next one (content/rules, "gep"). */
function gepWindow(today: CalendarDate): { start: CalendarDate; end: CalendarDate } {
  const thisYear = gepOfYear(today.year);
  return compareDates(today, thisYear.end) > 0 ? gepOfYear(today.year + 1) : thisYear;
}

/** The day the job coverage the Special Enrollment Period hangs on ends, from the answers (W2). */
function jobCoverageEnd(values: TimelineInput): TimelineResult["sepFrom"] {
  if (values.insurance === "employer" && values.retirementDate)
    return { ends: toIso(values.retirementDate), job: "own" };
  if (values.insurance === "spouse" && values.spouseCoverageEndDate)
    return { ends: toIso(values.spouseCoverageEndDate), job: "spouse" };
  return null;
}

function sepNoteFor(values: TimelineInput, from: TimelineResult["sepFrom"], sep: unknown): TimelineResult["sepNote"] {
  if (from) return sep ? null : "ends-in-iep";
  if (values.insurance === "employer") return "needs-own-date";
  return values.insurance === "spouse" ? "needs-spouse-date" : null;
}

export interface TimelineInput {
  birthDate: CalendarDate;
  /** the day the visitor expects to stop working (their own job's coverage ends then at the latest) */
  retirementDate?: CalendarDate | null;
  insurance?: Insurance;
  /** the day the spouse's job or that coverage ends, whichever is first */
  spouseCoverageEndDate?: CalendarDate | null;
}

function event(
  id: EventId,
  type: TimelineEvent["type"],
  start: CalendarDate,
  end: CalendarDate | null,
  today: CalendarDate,
): TimelineEvent {
  return {
    id,
    type,
    start: toIso(start),
    ...(end ? { end: toIso(end) } : {}),
    status: status(start, end ?? start, today),
  };
}

export function buildTimeline(values: TimelineInput, todayDate: Date): TimelineResult {
  const today = localDate(todayDate);
  const birth = values.birthDate;
  const age = ageOn(birth, today);
  const turn65 = birthdayInYear(birth, birth.year + 65);
  const iep = initialEnrollmentPeriod(birth);
  const medicareStart = earliestMedicareStart(birth);
  const sepMonths = getFigure("enrollment.sep.employerMonths").value;
  const lookbackYears = getFigure("irmaa.lookbackYears").value;

  const personal: TimelineEvent[] = [
    event("iep", "enrollment", iep.start, iep.end, today),
    event("coverage-start", "milestone", medicareStart, null, today),
    event("turn-65", "milestone", turn65, null, today),
  ];
  const sepFrom = jobCoverageEnd(values);
  const sep = sepFrom ? employerSepPeriod(birth, fromIso(sepFrom.ends), sepMonths) : null;
  if (sep) personal.push(event("sep-employer", "enrollment", sep.start, sep.end, today));
  personal.sort((a, b) => a.start.localeCompare(b.start));

  const gep = gepWindow(today);
  const aep = yearlyWindow(today, [10, 15], [12, 7]);
  const fixed = [
    event("gep", "enrollment", gep.start, gep.end, today),
    event("ma-oep", "enrollment", gep.start, gep.end, today),
    event("aep", "enrollment", aep.start, aep.end, today),
  ];

  const irmaa = age >= 63 ? { taxYear: today.year - lookbackYears, year: today.year } : null;
  const events = [
    ...(irmaa
      ? [event("irmaa-income-year", "milestone", day(irmaa.taxYear, 1, 1), day(irmaa.taxYear, 12, 31), today)]
      : []),
    ...personal,
    ...fixed,
  ];

  return {
    age,
    age65Date: toIso(turn65),
    attains65: toIso(attainsMedicareAge(birth)),
    medicareStart: toIso(medicareStart),
    eligible: compareDates(today, medicareStart) >= 0,
    birthDate: toIso(birth),
    bornOnFirst: birth.day === 1,
    iep: { start: toIso(iep.start), end: toIso(iep.end) },
    sepFrom: sep ? sepFrom : null,
    sepNote: sepNoteFor(values, sepFrom, sep),
    irmaa,
    events,
    figures: { iepMonths: getFigure("enrollment.iep.months").value, sepMonths, lookbackYears },
  };
}

/** The translated pieces of medicare-timeline.txt. */
export interface TimelineDocument {
  title: string;
  lines: { label: string; value: string }[];
  eventsTitle: string;
  events: { title: string; date: string; description: string }[];
  footer: string;
}

/** The text file's content: plain text, one fact per line, a blank line between events (CRLF-free). */
export function timelineText(doc: TimelineDocument): string {
  const out = [doc.title, "=".repeat(Math.min(doc.title.length, 60)), ""];
  for (const line of doc.lines) out.push(`${line.label}: ${line.value}`);
  out.push("", doc.eventsTitle, "-".repeat(Math.min(doc.eventsTitle.length, 60)));
  for (const item of doc.events) out.push("", item.title, item.date, item.description);
  out.push("", doc.footer, "");
  return out.join("\n");
}

export const TIMELINE_FILE_NAME = "medicare-timeline.txt";
