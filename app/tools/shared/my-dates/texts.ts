/**
 * The words of each calendar entry, in the page's language, from `tool-calendar` locale strings: the
 * title, a plain-language description with the period's dates, the help lines with TTY (content/contacts),
 * the national SHIP locator, and the address of the tool page the dates come from. Pure: the translate
 * function is passed in.
 */
import { helpLine, OFFICIAL_SITES } from "@medicare-guide/content/contacts";
import { formatDate, type Lang } from "../format.ts";
import type { CalendarFileEvent } from "./ics-file.ts";
import type { CalendarEntry } from "./model.ts";

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export const CALENDAR_NS = "tool-calendar";

const SHIP_LOCATOR = OFFICIAL_SITES.find((site) => site.id === "shiphelp")?.url.en ?? "https://www.shiphelp.org/";

/** The help paragraph every event ends with. */
export function helpText(t: Translate): string {
  const medicare = helpLine("medicare");
  const ssa = helpLine("ssa");
  return t(`${CALENDAR_NS}:help`, {
    medicare: medicare.display,
    medicareTty: medicare.tty,
    ssa: ssa.display,
    ssaTty: ssa.tty,
    ship: SHIP_LOCATOR,
  });
}

/** Title, description and reminder texts of each entry; `pageUrl` is the absolute address of the tool page. */
export function calendarEventTexts(
  entries: CalendarEntry[],
  t: Translate,
  lang: Lang,
  pageUrl: string,
): CalendarFileEvent[] {
  const help = helpText(t);
  const source = t(`${CALENDAR_NS}:source`, { url: pageUrl });
  const disclaimer = t(`${CALENDAR_NS}:disclaimer`);
  return entries.map((entry) => {
    const values = {
      date: formatDate(entry.date, lang),
      start: entry.period ? formatDate(entry.period.start, lang) : "",
      end: entry.period ? formatDate(entry.period.end, lang) : "",
    };
    const title = t(`${CALENDAR_NS}:entries.${entry.id}.title`, values);
    const description = [t(`${CALENDAR_NS}:entries.${entry.id}.description`, values), help, source, disclaimer].join(
      "\n\n",
    );
    return {
      uid: `${entry.id}-${entry.date}@medicare-guide`,
      date: entry.date,
      title,
      description,
      reminders: [30, 7].map((days) => t(`${CALENDAR_NS}:reminder`, { days, title, date: values.date })),
    };
  });
}
