/**
 * The .ics file (RFC 5545) of "Add my dates to my calendar", written by ical-generator (maintained, no
 * dependencies, ~9 KiB gzip). Only the calendar component imports this module, dynamically, so the library
 * loads on the two tool pages that offer the file and only once a result is shown. Built in the browser:
 * nothing is sent anywhere. All-day events (DTSTART;VALUE=DATE, DTEND the next day: RFC 5545 3.6.1), each
 * with display reminders 30 and 7 days before (VALARM, TRIGGER -P30D / -P7D).
 */
import ical, { ICalAlarmType, ICalCalendarMethod } from "ical-generator";
import { addMonths, firstOfMonth, fromIso, lastOfMonth, toIso } from "../dates.ts";

export interface CalendarFileEvent {
  /** stable within the calendar, so importing the file again updates the entry instead of doubling it */
  uid: string;
  /** ISO date of the all-day event */
  date: string;
  title: string;
  description: string;
  /** one reminder text per entry of REMINDER_DAYS */
  reminders: string[];
}

export interface CalendarFile {
  /** the calendar's name (X-WR-CALNAME), in the page's language */
  name: string;
  /** the page the dates come from (URL property of each event) */
  url: string;
  /** BCP 47 language of the texts */
  language: string;
  events: CalendarFileEvent[];
}

/** Reminder lead times in days, in the order of CalendarFileEvent.reminders. */
export const REMINDER_DAYS = [30, 7] as const;

/** A calendar date as the Date ical-generator writes as that same date (it reads all-day dates in UTC). */
function utcDate(iso: string): Date {
  const { year, month, day } = fromIso(iso);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The ISO date after `iso` (an all-day event's DTEND is exclusive). */
export function nextDayIso(iso: string): string {
  const d = fromIso(iso);
  return d.day < lastOfMonth(d).day ? toIso({ ...d, day: d.day + 1 }) : toIso(firstOfMonth(addMonths(d, 1)));
}

/** The text of the .ics file (CRLF lines, folded at 75 octets by the library). */
export function buildCalendarFile(file: CalendarFile, stamp: Date = new Date()): string {
  const calendar = ical({
    name: file.name,
    prodId: { company: "Medicare Guide", product: "my-medicare-dates", language: file.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of file.events) {
    calendar.createEvent({
      id: event.uid,
      start: utcDate(event.date),
      end: utcDate(nextDayIso(event.date)),
      allDay: true,
      stamp,
      summary: event.title,
      description: event.description,
      url: file.url,
      alarms: REMINDER_DAYS.map((days, index) => ({
        type: ICalAlarmType.display,
        trigger: days * 24 * 60 * 60,
        description: event.reminders[index] ?? event.title,
      })),
    });
  }
  return calendar.toString();
}
