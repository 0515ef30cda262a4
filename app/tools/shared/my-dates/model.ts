/**
 * "Add my dates to my calendar" (issue "Take it with you", item 1): the Medicare dates a visitor can put in
 * a calendar, taken from the tools' own models (coverage timeline, enrollment finder) so no enrollment rule
 * is written twice. Each period becomes two all-day entries, the day it opens and its last day, because a
 * deadline is what a reminder is for; the Initial Enrollment Period adds the last day of the best sign-up
 * window (sign up in the 3 months before the birthday month and coverage starts on the first possible day).
 * Dates already past on the visitor's `today` are left out. Pure: no React, no DOM, no library.
 */
import { addMonths, compareDates, fromIso, lastOfMonth, toIso, type CalendarDate } from "../dates.ts";
import type { TimelineResult } from "../../coverage-timeline/model.ts";
import { aepWindow, gepWindow, maOepWindow, type EnrollmentResult } from "../../enrollment-finder/model.ts";

export type PeriodKey = "iep" | "sep-employer" | "aep" | "ma-oep" | "gep";

/** What each entry is; its title and description are `tool-calendar:entries.<id>.*`. */
export type CalendarEntryId =
  | "iep-opens"
  | "iep-best-ends"
  | "iep-ends"
  | "coverage-start"
  | "sep-employer-opens"
  | "sep-employer-ends"
  | "aep-opens"
  | "aep-ends"
  | "ma-oep-opens"
  | "ma-oep-ends"
  | "gep-opens"
  | "gep-ends";

export interface DateSpan {
  /** ISO dates, both included */
  start: string;
  end: string;
}

/** The dates a tool knows for this visitor (ISO). Missing periods are simply not in the calendar. */
export interface MyDates {
  iep?: DateSpan & { bestEnd?: string };
  coverageStart?: string;
  sepEmployer?: DateSpan;
  aep?: DateSpan;
  maOep?: DateSpan;
  gep?: DateSpan;
}

export interface CalendarEntry {
  id: CalendarEntryId;
  /** ISO date of the all-day event */
  date: string;
  /** the whole period the entry belongs to (for the description), when it is one */
  period?: DateSpan;
}

/** The day before an ISO date. */
function dayBeforeIso(iso: string): string {
  const d = fromIso(iso);
  if (d.day > 1) return toIso({ ...d, day: d.day - 1 });
  return toIso(lastOfMonth(addMonths(d, -1)));
}

/** The dates of a coverage timeline result. */
export function timelineDates(result: TimelineResult): MyDates {
  const byId = new Map(result.events.map((event) => [event.id, event]));
  const span = (id: string): DateSpan | undefined => {
    const event = byId.get(id as never);
    return event?.end ? { start: event.start, end: event.end } : undefined;
  };
  const coverageStart = byId.get("coverage-start")?.start;
  const iep = span("iep");
  return {
    // The best window ends the day before the earliest coverage start (the last of the 3 months before).
    ...(iep ? { iep: { ...iep, ...(coverageStart ? { bestEnd: dayBeforeIso(coverageStart) } : {}) } } : {}),
    ...(coverageStart ? { coverageStart } : {}),
    ...(span("sep-employer") ? { sepEmployer: span("sep-employer") } : {}),
    ...(span("aep") ? { aep: span("aep") } : {}),
    ...(span("ma-oep") ? { maOep: span("ma-oep") } : {}),
    ...(span("gep") ? { gep: span("gep") } : {}),
  };
}

const plain = (w: { start: string; end: string }): DateSpan => ({ start: w.start, end: w.end });

/**
 * The dates of an enrollment finder result: its own period (and coverage start) plus the yearly periods
 * everyone has (Open Enrollment, Medicare Advantage Open Enrollment, General Enrollment), from the
 * finder's own window rules on `today`.
 */
export function finderDates(result: EnrollmentResult, today: CalendarDate): MyDates {
  const dates: MyDates = {
    aep: plain(result.period === "aep" && result.window ? result.window : aepWindow(today)),
    maOep: plain(maOepWindow(today)),
    gep: plain(gepWindow(today)),
  };
  if (result.period === "iep" && result.window) dates.iep = plain(result.window);
  if (result.coverageStart) dates.coverageStart = result.coverageStart;
  return dates;
}

/** The calendar entries for these dates on `today`: date order, nothing already past. */
export function calendarEntries(dates: MyDates, today: CalendarDate): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  const period = (key: "iep" | "sep-employer" | "aep" | "ma-oep" | "gep", span: DateSpan | undefined) => {
    if (!span) return;
    entries.push({ id: `${key}-opens`, date: span.start, period: { start: span.start, end: span.end } });
    entries.push({ id: `${key}-ends`, date: span.end, period: { start: span.start, end: span.end } });
  };
  period("iep", dates.iep);
  if (dates.iep?.bestEnd && compareDates(fromIso(dates.iep.bestEnd), fromIso(dates.iep.start)) >= 0) {
    entries.push({
      id: "iep-best-ends",
      date: dates.iep.bestEnd,
      period: { start: dates.iep.start, end: dates.iep.bestEnd },
    });
  }
  if (dates.coverageStart) entries.push({ id: "coverage-start", date: dates.coverageStart });
  period("sep-employer", dates.sepEmployer);
  period("aep", dates.aep);
  period("ma-oep", dates.maOep);
  period("gep", dates.gep);
  return entries
    .filter((entry) => compareDates(fromIso(entry.date), today) >= 0)
    .sort((a, b) => a.date.localeCompare(b.date) || ORDER.indexOf(a.id) - ORDER.indexOf(b.id));
}

/** Same-day entries in a stable, meaningful order (a period opens before another's last day is listed). */
const ORDER: readonly CalendarEntryId[] = [
  "iep-opens",
  "iep-best-ends",
  "coverage-start",
  "iep-ends",
  "sep-employer-opens",
  "sep-employer-ends",
  "gep-opens",
  "ma-oep-opens",
  "gep-ends",
  "ma-oep-ends",
  "aep-opens",
  "aep-ends",
];

/** The file's name per language (ASCII, no personal data). */
export const CALENDAR_FILE_NAME = { en: "my-medicare-dates.ics", es: "mis-fechas-de-medicare.ics" } as const;
