import { describe, expect, it } from "vitest";
import { buildTimeline } from "../../coverage-timeline/model.ts";
import { findEnrollmentPeriod, type EnrollmentFormValues } from "../../enrollment-finder/model.ts";
import { fromIso } from "../dates.ts";
import { calendarEntries, finderDates, timelineDates, type CalendarEntry } from "./model.ts";

const noon = (iso: string) => {
  const d = fromIso(iso);
  return new Date(d.year, d.month - 1, d.day, 12);
};

function timelineEntries(birth: string, today: string, extra: Record<string, unknown> = {}): CalendarEntry[] {
  const result = buildTimeline({ birthDate: fromIso(birth), ...extra }, noon(today));
  return calendarEntries(timelineDates(result), fromIso(today));
}
const dateOf = (entries: CalendarEntry[], id: string) => entries.find((e) => e.id === id)?.date;

describe("my dates from the coverage timeline", () => {
  it("born mid-month: IEP opens 3 months before the birthday month, best window ends the month before, coverage on the 1st", () => {
    const entries = timelineEntries("1961-06-15", "2026-01-10");
    expect(dateOf(entries, "iep-opens")).toBe("2026-03-01");
    expect(dateOf(entries, "iep-best-ends")).toBe("2026-05-31");
    expect(dateOf(entries, "coverage-start")).toBe("2026-06-01");
    expect(dateOf(entries, "iep-ends")).toBe("2026-09-30");
  });

  it("born on the 1st: everything one month earlier (Medicare's birthday month is the month before)", () => {
    const entries = timelineEntries("1961-06-01", "2026-01-10");
    expect(dateOf(entries, "iep-opens")).toBe("2026-02-01");
    expect(dateOf(entries, "iep-best-ends")).toBe("2026-04-30");
    expect(dateOf(entries, "coverage-start")).toBe("2026-05-01");
    expect(dateOf(entries, "iep-ends")).toBe("2026-08-31");
  });

  it("born on 1 March: the best window ends on the last day of February (leap and common years)", () => {
    expect(dateOf(timelineEntries("1963-03-01", "2027-06-01"), "iep-best-ends")).toBe("2028-01-31");
    expect(dateOf(timelineEntries("1963-03-01", "2027-06-01"), "coverage-start")).toBe("2028-02-01");
    expect(dateOf(timelineEntries("1963-04-01", "2027-06-01"), "iep-best-ends")).toBe("2028-02-29");
    expect(dateOf(timelineEntries("1962-04-01", "2026-06-01"), "iep-best-ends")).toBe("2027-02-28");
  });

  it("born on 29 February: the birthday month is February (65th birthday 28 February), the IEP ends on 31 May", () => {
    const early = timelineEntries("1964-02-29", "2028-10-01");
    expect(dateOf(early, "iep-opens")).toBe("2028-11-01");
    expect(dateOf(early, "iep-best-ends")).toBe("2029-01-31");
    expect(dateOf(early, "coverage-start")).toBe("2029-02-01");
    expect(dateOf(early, "iep-ends")).toBe("2029-05-31");
    // The day after the IEP ends, none of its dates is ahead any more.
    const after = timelineEntries("1964-02-29", "2029-06-01");
    expect(after.some((e) => e.id.startsWith("iep") || e.id === "coverage-start")).toBe(false);
  });

  it("December births: the IEP crosses into the next year", () => {
    const entries = timelineEntries("1961-12-20", "2026-08-01");
    expect(dateOf(entries, "iep-opens")).toBe("2026-09-01");
    expect(dateOf(entries, "iep-best-ends")).toBe("2026-11-30");
    expect(dateOf(entries, "coverage-start")).toBe("2026-12-01");
    expect(dateOf(entries, "iep-ends")).toBe("2027-03-31");
  });

  it("the 8-month Special Enrollment Period after job coverage, only when it was given", () => {
    const withJob = timelineEntries("1960-05-10", "2026-02-01", {
      retirementDate: fromIso("2026-06-15"),
      insurance: "employer",
    });
    expect(dateOf(withJob, "sep-employer-opens")).toBe("2026-07-01");
    expect(dateOf(withJob, "sep-employer-ends")).toBe("2027-02-28");
    const without = timelineEntries("1960-05-10", "2026-02-01", { retirementDate: fromIso("2026-06-15") });
    expect(without.some((e) => e.id.startsWith("sep-employer"))).toBe(false);
  });

  it("the yearly periods: Open Enrollment 15 Oct - 7 Dec, MA Open Enrollment and GEP 1 Jan - 31 Mar", () => {
    const entries = timelineEntries("1950-05-10", "2026-11-26");
    expect(dateOf(entries, "aep-ends")).toBe("2026-12-07");
    expect(dateOf(entries, "aep-opens")).toBeUndefined(); // 15 October is already past
    expect(dateOf(entries, "gep-opens")).toBe("2027-01-01");
    expect(dateOf(entries, "ma-oep-opens")).toBe("2027-01-01");
    expect(dateOf(entries, "gep-ends")).toBe("2027-03-31");
    expect(dateOf(entries, "ma-oep-ends")).toBe("2027-03-31");
  });

  it("leaves out past dates, keeps today, and lists in date order", () => {
    const entries = timelineEntries("1950-05-10", "2026-12-07");
    expect(entries[0]).toMatchObject({ id: "aep-ends", date: "2026-12-07" });
    const dates = entries.map((e) => e.date);
    expect([...dates].sort()).toEqual(dates);
  });
});

const values = (v: Partial<EnrollmentFormValues>) =>
  ({ age: 70, coverage: "none", onMedicare: "yes", ...v }) as EnrollmentFormValues;

describe("my dates from the enrollment finder", () => {
  it("General Enrollment Period: its coverage start and the yearly periods from the finder's own rules", () => {
    const today = "2026-11-26";
    const result = findEnrollmentPeriod(values({ onMedicare: "no" }), noon(today));
    const entries = calendarEntries(finderDates(result, fromIso(today)), fromIso(today));
    expect(dateOf(entries, "gep-opens")).toBe("2027-01-01");
    expect(dateOf(entries, "gep-ends")).toBe("2027-03-31");
    expect(dateOf(entries, "coverage-start")).toBe(result.coverageStart);
    expect(dateOf(entries, "aep-ends")).toBe("2026-12-07");
  });

  it("in Open Enrollment: its window is the finder's window", () => {
    const today = "2026-10-15";
    const result = findEnrollmentPeriod(values({}), noon(today));
    const entries = calendarEntries(finderDates(result, fromIso(today)), fromIso(today));
    expect(dateOf(entries, "aep-opens")).toBe("2026-10-15");
    expect(dateOf(entries, "aep-ends")).toBe("2026-12-07");
  });

  it("8-31 December: the next Open Enrollment is next year's", () => {
    const today = "2026-12-08";
    const result = findEnrollmentPeriod(values({}), noon(today));
    const entries = calendarEntries(finderDates(result, fromIso(today)), fromIso(today));
    expect(dateOf(entries, "aep-opens")).toBe("2027-10-15");
    expect(dateOf(entries, "ma-oep-opens")).toBe("2027-01-01");
  });
});
