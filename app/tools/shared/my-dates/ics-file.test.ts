/**
 * The .ics file read back by a real iCalendar parser (ical.js, Mozilla's): the dates at the models'
 * boundaries, the texts from the locale files in both languages, the help lines, the link back and the
 * 30- and 7-day reminders.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import enStrings from "../../../../locales/en/tool-calendar.json";
import esStrings from "../../../../locales/es/tool-calendar.json";
import { helpLine } from "@medicare-guide/content/contacts";
import { getI18n, registerStrings } from "../../../i18n/index.ts";
import { buildTimeline } from "../../coverage-timeline/model.ts";
import { findEnrollmentPeriod } from "../../enrollment-finder/model.ts";
import { fromIso } from "../dates.ts";
import type { Lang } from "../format.ts";
import { buildCalendarFile, nextDayIso } from "./ics-file.ts";
import { calendarEntries, finderDates, timelineDates, type MyDates } from "./model.ts";
import { CALENDAR_NS, calendarEventTexts, type Translate } from "./texts.ts";

registerStrings(CALENDAR_NS, { en: enStrings, es: esStrings });

const noon = (iso: string) => {
  const d = fromIso(iso);
  return new Date(d.year, d.month - 1, d.day, 12);
};
const PAGE = {
  en: "https://example.org/tools/coverage-timeline",
  es: "https://example.org/es/tools/coverage-timeline",
};

function icsFor(dates: MyDates, today: string, lang: Lang): string {
  const t = getI18n(lang).getFixedT(lang) as unknown as Translate;
  const entries = calendarEntries(dates, fromIso(today));
  return buildCalendarFile({
    name: t(`${CALENDAR_NS}:calendarName`),
    url: PAGE[lang],
    language: lang,
    events: calendarEventTexts(entries, t, lang, PAGE[lang]),
  });
}

interface ParsedEvent {
  summary: string;
  description: string;
  start: string;
  end: string;
  isDate: boolean;
  url: string;
  triggers: string[];
}
function parse(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue("x-wr-calname")),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        summary: event.summary,
        description: event.description,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        isDate: event.startDate.isDate,
        url: String(component.getFirstPropertyValue("url")),
        triggers: component
          .getAllSubcomponents("valarm")
          .map((alarm) => String(alarm.getFirstPropertyValue("trigger"))),
      };
    }),
  };
}

const timeline = (birth: string, today: string, extra: Record<string, unknown> = {}) =>
  timelineDates(buildTimeline({ birthDate: fromIso(birth), ...extra }, noon(today)));

describe.each(["en", "es"] as const)("the .ics file in %s", (lang) => {
  const strings = lang === "en" ? enStrings : esStrings;
  const t = getI18n(lang).getFixedT(lang, CALENDAR_NS);

  it("born on the 1st: all-day events on the right days, DTEND the next day, texts from the locale file", () => {
    const { name, events } = parse(icsFor(timeline("1961-06-01", "2026-01-10"), "2026-01-10", lang));
    expect(name).toBe(strings.calendarName);
    const byTitle = (id: keyof typeof strings.entries) => events.find((e) => e.summary === strings.entries[id].title);
    expect(byTitle("iep-opens")).toMatchObject({ start: "2026-02-01", end: "2026-02-02", isDate: true });
    expect(byTitle("iep-best-ends")).toMatchObject({ start: "2026-04-30", end: "2026-05-01" });
    expect(byTitle("coverage-start")).toMatchObject({ start: "2026-05-01" });
    expect(byTitle("iep-ends")).toMatchObject({ start: "2026-08-31", end: "2026-09-01" });
    const description = byTitle("iep-ends")!.description;
    expect(description).toContain(t("entries.iep-ends.description", { start: "", end: "" }).slice(0, 20));
    expect(description).toContain(helpLine("medicare").tty);
    expect(description).toContain(helpLine("ssa").tty);
    expect(description).toContain("https://www.shiphelp.org/");
    expect(description).toContain(PAGE[lang]);
    expect(byTitle("iep-ends")!.url).toBe(PAGE[lang]);
  });

  it("every event has display reminders 30 and 7 days before", () => {
    const { events } = parse(icsFor(timeline("1961-06-15", "2026-01-10"), "2026-01-10", lang));
    expect(events.length).toBeGreaterThan(6);
    for (const event of events) expect(event.triggers).toEqual(["-P30D", "-P7D"]);
  });

  it("born on 29 February: February is the birthday month, the IEP ends 31 May", () => {
    const { events } = parse(icsFor(timeline("1964-02-29", "2028-10-01"), "2028-10-01", lang));
    const start = (id: keyof typeof strings.entries) =>
      events.find((e) => e.summary === strings.entries[id].title)?.start;
    expect(start("iep-opens")).toBe("2028-11-01");
    expect(start("coverage-start")).toBe("2029-02-01");
    expect(start("iep-ends")).toBe("2029-05-31");
  });

  it("December birth with a spouse's job coverage ending after the IEP: the IEP crosses the year, the 8-month SEP is there", () => {
    const dates = timeline("1961-12-20", "2026-08-01", {
      spouseCoverageEndDate: fromIso("2027-04-15"),
      insurance: "spouse",
    });
    const { events } = parse(icsFor(dates, "2026-08-01", lang));
    const start = (id: keyof typeof strings.entries) =>
      events.find((e) => e.summary === strings.entries[id].title)?.start;
    expect(start("iep-opens")).toBe("2026-09-01");
    expect(start("iep-ends")).toBe("2027-03-31");
    expect(start("sep-employer-opens")).toBe("2027-05-01");
    expect(start("sep-employer-ends")).toBe("2027-12-31");
    expect(start("aep-opens")).toBe("2026-10-15");
    expect(start("aep-ends")).toBe("2026-12-07");
    expect(start("gep-opens")).toBe("2027-01-01");
    expect(start("ma-oep-ends")).toBe("2027-03-31");
  });

  it("the enrollment finder's dates (GEP and its coverage start) in the file", () => {
    const result = findEnrollmentPeriod({ age: 70, coverage: "none", onMedicare: "no" } as never, noon("2026-11-26"));
    const { events } = parse(icsFor(finderDates(result, fromIso("2026-11-26")), "2026-11-26", lang));
    const start = (id: keyof typeof strings.entries) =>
      events.find((e) => e.summary === strings.entries[id].title)?.start;
    expect(start("gep-opens")).toBe("2027-01-01");
    expect(start("coverage-start")).toBe(result.coverageStart);
  });
});

describe("nextDayIso (exclusive DTEND)", () => {
  it("rolls over months, years and leap days", () => {
    expect(nextDayIso("2026-01-31")).toBe("2026-02-01");
    expect(nextDayIso("2028-02-28")).toBe("2028-02-29");
    expect(nextDayIso("2027-02-28")).toBe("2027-03-01");
    expect(nextDayIso("2026-12-31")).toBe("2027-01-01");
  });
});
