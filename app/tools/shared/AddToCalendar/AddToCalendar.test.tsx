import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInSite } from "../../../test/render.tsx";
import { AddToCalendar } from "./AddToCalendar.tsx";

const dates = {
  iep: { start: "2026-03-01", end: "2026-09-30", bestEnd: "2026-05-31" },
  coverageStart: "2026-06-01",
  aep: { start: "2026-10-15", end: "2026-12-07" },
};

describe("AddToCalendar", () => {
  it.each([
    ["en", /Add my dates to my calendar \(iCalendar file \(\.ics\), \d+ KB\)/, "my-medicare-dates.ics"],
    ["es", /Agregar mis fechas a mi calendario \(archivo iCalendar \(\.ics\), \d+ KB\)/, "mis-fechas-de-medicare.ics"],
  ] as const)(
    "%s: a download link named with its format and size, the .ics built on this device",
    async (lang, name, file) => {
      renderInSite(<AddToCalendar dates={dates} today="2026-01-10" pageId="tools-coverage-timeline" />, { lang });
      const link = await screen.findByRole("link", { name });
      expect(link.getAttribute("download")).toBe(file);
      const href = link.getAttribute("href") ?? "";
      expect(href.startsWith("data:text/calendar;charset=utf-8,")).toBe(true);
      const text = decodeURIComponent(href.slice(href.indexOf(",") + 1));
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text).toContain("DTSTART;VALUE=DATE:20260301");
      expect(text).toContain(lang === "en" ? "/tools/coverage-timeline" : "/es/tools/coverage-timeline");
      expect(link.getAttribute("aria-describedby")).toBe("mg-calendar-hint");
    },
  );

  it("says so, without a link, when no date is still ahead", () => {
    renderInSite(<AddToCalendar dates={dates} today="2027-01-10" pageId="tools-coverage-timeline" />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText(/nothing to add to a calendar/)).toBeTruthy();
  });
});
