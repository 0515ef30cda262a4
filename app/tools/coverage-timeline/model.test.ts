import { describe, expect, it } from "vitest";
import { fromIso } from "../shared/dates.ts";
import {
  buildTimeline,
  initialEnrollmentPeriod,
  medicareBirthdayMonth,
  timelineFormSchema,
  timelineText,
  TIMELINE_FILE_NAME,
} from "./model.ts";

const on = (iso: string) => {
  const d = fromIso(iso);
  return new Date(d.year, d.month - 1, d.day, 12);
};
const build = (
  birth: string,
  today = "2026-11-23",
  more: {
    retirementDate?: string;
    spouseCoverageEndDate?: string;
    insurance?: "none" | "employer" | "spouse" | "marketplace" | "other";
  } = {},
) =>
  buildTimeline(
    {
      birthDate: fromIso(birth),
      retirementDate: more.retirementDate ? fromIso(more.retirementDate) : null,
      spouseCoverageEndDate: more.spouseCoverageEndDate ? fromIso(more.spouseCoverageEndDate) : null,
      insurance: more.insurance,
    },
    on(today),
  );
const iep = (birth: string) => {
  const p = initialEnrollmentPeriod(fromIso(birth));
  return [p.start, p.end].map((d) => `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`);
};

describe("coverage timeline: age and eligibility (spec 9.9)", () => {
  it("age in whole years, going up on the birthday itself; eligible from the first day of the month Medicare counts as the 65th birthday's", () => {
    expect(build("1961-11-24").age).toBe(64);
    // Turning 65 on 24 November: Medicare can start on 1 November, so on the 23rd it can have started.
    expect(build("1961-11-24").eligible).toBe(true);
    expect(build("1961-12-02").eligible).toBe(false);
    // Born on 1 December: 65 on 30 November (the day before), so from 1 November too.
    expect(build("1961-12-01").eligible).toBe(true);
    expect(build("1961-12-01").medicareStart).toBe("2026-11-01");
    expect(build("1961-12-01").attains65).toBe("2026-11-30");
    expect(build("1961-11-23").age).toBe(65);
    expect(build("1961-11-23").eligible).toBe(true);
    expect(build("1961-11-22").age).toBe(65);
  });

  it("the spec's days/365.25 is a day off on some birthdays; the calendar age is used", () => {
    const birth = "2000-11-23";
    const days = (on("2026-11-23").getTime() - on(birth).getTime()) / 86_400_000;
    expect(Math.floor(days / 365.25)).toBe(25);
    expect(build(birth).age).toBe(26);
  });

  it("age-65 date = birth date plus 65 years (29 February -> 28 February)", () => {
    expect(build("1961-11-23").age65Date).toBe("2026-11-23");
    expect(build("1960-02-29").age65Date).toBe("2025-02-28");
    expect(build("1964-02-29").age65Date).toBe("2029-02-28");
  });
});

describe("coverage timeline: the Initial Enrollment Period, exactly", () => {
  it("3 months before the birthday month to 3 months after (7 months)", () => {
    expect(iep("1961-06-15")).toEqual(["2026-03-01", "2026-09-30"]);
    expect(build("1961-06-15").figures.iepMonths).toBe(7);
  });
  it("crosses years for birthdays in January and December", () => {
    expect(iep("1962-01-20")).toEqual(["2026-10-01", "2027-04-30"]);
    expect(iep("1961-12-31")).toEqual(["2026-09-01", "2027-03-31"]);
  });
  it("born on the 1st: the birthday month is the month before, so everything moves one month earlier", () => {
    expect(medicareBirthdayMonth(fromIso("1961-06-01"))).toEqual({ year: 2026, month: 5 });
    expect(iep("1961-06-01")).toEqual(["2026-02-01", "2026-08-31"]);
    expect(iep("1961-06-02")).toEqual(["2026-03-01", "2026-09-30"]);
    expect(iep("1962-01-01")).toEqual(["2026-09-01", "2027-03-31"]);
    expect(build("1961-06-01").bornOnFirst).toBe(true);
  });
  it("ends on the real last day of the month (leap years too)", () => {
    expect(iep("1963-11-10")).toEqual(["2028-08-01", "2029-02-28"]);
    expect(iep("1962-11-10")).toEqual(["2027-08-01", "2028-02-29"]);
  });
  it("coverage can start on the first day of the birthday month (the month before when born on the 1st)", () => {
    expect(build("1961-06-15").events.find((e) => e.id === "coverage-start")?.start).toBe("2026-06-01");
    expect(build("1961-06-01").events.find((e) => e.id === "coverage-start")?.start).toBe("2026-05-01");
  });
});

describe("coverage timeline: events", () => {
  it("63 or older: the IRMAA Income Year comes first, naming the year two years before this one", () => {
    const r = build("1963-11-23");
    expect(r.age).toBe(63);
    expect(r.events[0]).toMatchObject({ id: "irmaa-income-year", start: "2024-01-01", end: "2024-12-31" });
    expect(r.irmaa).toEqual({ taxYear: 2024, year: 2026 });
  });
  it("62 has no IRMAA entry (the boundary is 63)", () => {
    const r = build("1963-11-24");
    expect(r.age).toBe(62);
    expect(r.irmaa).toBeNull();
    expect(r.events[0]?.id).toBe("iep");
  });
  it("the fixed events are the next (or current) ones: GEP and MA OEP 1 Jan - 31 Mar, AEP 15 Oct - 7 Dec", () => {
    const r = build("1970-05-05");
    const byId = Object.fromEntries(r.events.map((e) => [e.id, e]));
    expect(byId.gep).toMatchObject({ start: "2027-01-01", end: "2027-03-31", status: "upcoming", type: "enrollment" });
    expect(byId["ma-oep"]).toMatchObject({ start: "2027-01-01", end: "2027-03-31" });
    expect(byId.aep).toMatchObject({ start: "2026-10-15", end: "2026-12-07", status: "now" });
    const december = build("1970-05-05", "2026-12-08");
    expect(december.events.find((e) => e.id === "aep")).toMatchObject({ start: "2027-10-15", status: "upcoming" });
    const march = build("1970-05-05", "2027-03-31");
    expect(march.events.find((e) => e.id === "gep")).toMatchObject({ start: "2027-01-01", status: "now" });
  });
  it("statuses: past, now (boundaries included) and upcoming", () => {
    expect(build("1961-06-15", "2026-02-28").events.find((e) => e.id === "iep")?.status).toBe("upcoming");
    expect(build("1961-06-15", "2026-03-01").events.find((e) => e.id === "iep")?.status).toBe("now");
    expect(build("1961-06-15", "2026-09-30").events.find((e) => e.id === "iep")?.status).toBe("now");
    expect(build("1961-06-15", "2026-10-01").events.find((e) => e.id === "iep")?.status).toBe("past");
    expect(build("1961-06-15", "2026-06-15").events.find((e) => e.id === "turn-65")?.status).toBe("now");
  });
  it("personal events are in date order; milestone and enrollment types are set", () => {
    const r = build("1961-06-15", "2025-01-10");
    const personal = r.events.filter((e) => ["iep", "coverage-start", "turn-65"].includes(e.id));
    expect(personal.map((e) => e.id)).toEqual(["iep", "coverage-start", "turn-65"]);
    expect(personal.map((e) => e.type)).toEqual(["enrollment", "milestone", "milestone"]);
  });
});

describe("coverage timeline: retirement date and job coverage (official Special Enrollment Period)", () => {
  it("job coverage ending after the IEP: 8 months starting the month after it ends (own job: the retirement date; spouse's job: the day the spouse's job or that coverage ends)", () => {
    const own = build("1958-03-10", "2026-11-23", { retirementDate: "2027-06-15", insurance: "employer" });
    expect(own.events.find((e) => e.id === "sep-employer")).toMatchObject({ start: "2027-07-01", end: "2028-02-29" });
    expect(own.sepFrom).toEqual({ ends: "2027-06-15", job: "own" });
    const spouse = build("1958-03-10", "2026-11-23", {
      retirementDate: "2026-12-31",
      spouseCoverageEndDate: "2027-06-15",
      insurance: "spouse",
    });
    expect(spouse.events.find((e) => e.id === "sep-employer")).toMatchObject({
      start: "2027-07-01",
      end: "2028-02-29",
    });
    expect(spouse.sepFrom).toEqual({ ends: "2027-06-15", job: "spouse" });
  });
  it("no SEP without job coverage, without the date of the coverage it hangs on, or when that coverage ends inside or before the IEP", () => {
    expect(
      build("1958-03-10", "2026-11-23", { retirementDate: "2027-06-15", insurance: "spouse" }).events.some(
        (e) => e.id === "sep-employer",
      ),
    ).toBe(false);
    expect(
      build("1958-03-10", "2026-11-23", { retirementDate: "2027-06-15", insurance: "marketplace" }).events.some(
        (e) => e.id === "sep-employer",
      ),
    ).toBe(false);
    expect(
      build("1958-03-10", "2026-11-23", { insurance: "employer" }).events.some((e) => e.id === "sep-employer"),
    ).toBe(false);
    expect(
      build("1970-03-10", "2026-11-23", { retirementDate: "2030-01-31", insurance: "employer" }).events.some(
        (e) => e.id === "sep-employer",
      ),
    ).toBe(false);
    expect(
      build("1970-03-10", "2026-11-23", { retirementDate: "2035-06-30", insurance: "employer" }).events.some(
        (e) => e.id === "sep-employer",
      ),
    ).toBe(false);
    expect(
      build("1970-03-10", "2026-11-23", { retirementDate: "2035-07-01", insurance: "employer" }).events.some(
        (e) => e.id === "sep-employer",
      ),
    ).toBe(true);
  });
});

describe("coverage timeline: form rules (spec section 5: runs when a birth date is given; we also check it)", () => {
  const schema = timelineFormSchema(on("2026-11-23"));
  const messages = (v: unknown) => {
    const r = schema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  const empty = { month: "", day: "", year: "" };
  it("birth date required, real and in the past; retirement optional but real; coverage optional", () => {
    expect(messages({ birthDate: empty, retirementDate: empty })).toEqual({
      birthDate: "tools:errors.birthDateRequired",
    });
    expect(messages({ birthDate: { month: "2", day: "30", year: "1960" }, retirementDate: empty })).toEqual({
      birthDate: "tools:errors.birthDateInvalid",
    });
    expect(messages({ birthDate: { month: "11", day: "23", year: "2026" }, retirementDate: empty })).toEqual({
      birthDate: "tools:errors.birthDateFuture",
    });
    expect(messages({ birthDate: { month: "11", day: "22", year: "2026" }, retirementDate: empty })).toEqual({});
    expect(
      messages({
        birthDate: { month: "5", day: "5", year: "1960" },
        retirementDate: { month: "5", day: "", year: "2027" },
      }),
    ).toEqual({
      retirementDate: "tools:errors.optionalDateInvalid",
    });
    expect(
      messages({
        birthDate: { month: "5", day: "5", year: "1960" },
        retirementDate: { month: "5", day: "5", year: "2031" },
        insurance: "spouse",
      }),
    ).toEqual({});
  });
});

describe("coverage timeline: medicare-timeline.txt", () => {
  it("has the file name and lists the facts, then each event's title, date and description", () => {
    expect(TIMELINE_FILE_NAME).toBe("medicare-timeline.txt");
    const text = timelineText({
      title: "My Medicare timeline",
      lines: [
        { label: "Generated", value: "November 23, 2026" },
        { label: "Birthday", value: "June 15, 1961" },
        { label: "Age", value: "65" },
        { label: "Eligible", value: "Yes" },
      ],
      eventsTitle: "Key dates",
      events: [{ title: "Initial Enrollment Period", date: "March 1 – September 30, 2026", description: "Sign up." }],
      footer: "Educational estimate.",
    });
    expect(text).toBe(
      [
        "My Medicare timeline",
        "====================",
        "",
        "Generated: November 23, 2026",
        "Birthday: June 15, 1961",
        "Age: 65",
        "Eligible: Yes",
        "",
        "Key dates",
        "---------",
        "",
        "Initial Enrollment Period",
        "March 1 – September 30, 2026",
        "Sign up.",
        "",
        "Educational estimate.",
        "",
      ].join("\n"),
    );
  });
});
