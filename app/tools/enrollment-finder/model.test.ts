import { describe, expect, it } from "vitest";
import { getFigure } from "@medicare-guide/content/figures/index";
import { ageOn } from "../shared/dates.ts";
import {
  aepWindow,
  enrollmentFormSchema,
  findEnrollmentPeriod,
  fiveStarSepWindow,
  gepWindow,
  type Coverage,
  type EnrollmentFormValues,
} from "./model.ts";

/** A local date at noon (the model reads the visitor's local calendar date). */
const on = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};
const find = (v: Partial<EnrollmentFormValues>, today = "2026-11-23") =>
  findEnrollmentPeriod({ age: 66, birthDate: null, coverage: "none", onMedicare: "no", ...v }, on(today));

describe("enrollment finder, not on Medicare (spec 9.5)", () => {
  it("65 or older: General Enrollment Period, 1 January - 31 March", () => {
    const r = find({ age: 70 });
    expect(r.period).toBe("gep");
    expect(r.window).toEqual({ start: "2027-01-01", end: "2027-03-31", state: "upcoming" });
  });

  it("age boundaries without a date of birth: 65 -> GEP, 64 -> IEP (dates unknown), 63 and 50 -> not yet eligible, 100 -> GEP", () => {
    expect(find({ age: 65 }).period).toBe("gep");
    expect(find({ age: 64 }).period).toBe("iep");
    expect(find({ age: 63 }).period).toBe("not-yet-eligible");
    expect(find({ age: 50 }).period).toBe("not-yet-eligible");
    expect(find({ age: 100 }).period).toBe("gep");
  });

  it("IEP and not-yet-eligible give no date range (they depend on the birthday: the coverage timeline computes it)", () => {
    expect(find({ age: 64 }).window).toBeNull();
    expect(find({ age: 64 }).nextSteps).toContain("iep-timeline");
    expect(find({ age: 60 }).window).toBeNull();
    expect(find({ age: 60 }).nextSteps).toContain("not-yet-timeline");
  });

  it("at exactly 65 without a date of birth it warns that the IEP may still be open; at 64 it asks for the date", () => {
    expect(find({ age: 65 }).notes).toContain("may-still-be-in-iep");
    expect(find({ age: 64 }).notes).toContain("birth-date-for-iep");
    expect(find({ age: 66 }).notes).not.toContain("may-still-be-in-iep");
  });
});

describe("enrollment finder: the GEP window and coverage start follow the real date (2023 rule)", () => {
  it("during January-March the GEP is open this year; coverage starts the first of next month", () => {
    const r = find({ age: 67 }, "2026-02-10");
    expect(r.window).toEqual({ start: "2026-01-01", end: "2026-03-31", state: "open" });
    expect(r.signUpDate).toBe("2026-02-10");
    expect(r.coverageStart).toBe("2026-03-01");
    expect(r.notes).toContain("rule-gep-coverage");
  });

  it("boundaries: 1 January and 31 March are open; 1 April points to next year", () => {
    expect(find({}, "2026-01-01").window?.state).toBe("open");
    expect(find({}, "2026-01-01").coverageStart).toBe("2026-02-01");
    expect(find({}, "2026-03-31").window).toEqual({ start: "2026-01-01", end: "2026-03-31", state: "open" });
    expect(find({}, "2026-03-31").coverageStart).toBe("2026-04-01");
    expect(find({}, "2026-04-01").window).toEqual({ start: "2027-01-01", end: "2027-03-31", state: "upcoming" });
  });

  it("when the GEP is ahead, signing up on its first day starts coverage on 1 February (never 1 July)", () => {
    const r = find({}, "2026-11-23");
    expect(r.signUpDate).toBe("2027-01-01");
    expect(r.coverageStart).toBe("2027-02-01");
  });

  it("mentions the Part B late penalty with the official percentage", () => {
    const r = find({});
    expect(r.nextSteps).toContain("penalty-b");
    expect(r.figures.penaltyPercent).toBe(getFigure("partB.latePenalty.percentPer12Months").value);
  });
});

describe("enrollment finder: coverage from current work (official rule the spec ignores)", () => {
  it.each<Coverage>(["job", "spouse-job"])(
    "%s at 65+: Special Enrollment Period instead of the GEP, 8 months after it ends",
    (coverage) => {
      const r = find({ age: 67, coverage });
      expect(r.period).toBe("sep-employer");
      expect(r.window).toBeNull();
      expect(r.notes).toContain("rule-employer-sep");
      expect(r.figures.sepMonths).toBe(getFigure("enrollment.sep.employerMonths").value);
      expect(r.figures.sepMonths).toBe(8);
    },
  );

  it("the boundary is 65: at 64 job coverage still means the IEP (with a note that Part B may wait)", () => {
    expect(find({ age: 65, coverage: "job" }).period).toBe("sep-employer");
    const r = find({ age: 64, coverage: "job" });
    expect(r.period).toBe("iep");
    expect(r.notes).toEqual(["birth-date-for-iep", "iep-job-coverage", "small-employer"]);
    expect(r.figures.employerSize).toBe(getFigure("enrollment.employerSize").value);
  });

  it("retiree coverage and COBRA are not current work: GEP, with a note saying so", () => {
    const r = find({ age: 67, coverage: "retiree-cobra" });
    expect(r.period).toBe("gep");
    expect(r.notes).toContain("retiree-cobra-no-sep");
  });

  it("Marketplace coverage: GEP with a Marketplace note; 'none' and 'other' add no coverage note", () => {
    expect(find({ coverage: "marketplace" }).notes).toContain("marketplace");
    expect(find({ coverage: "none" }).notes).toEqual(["rule-gep-coverage"]);
    expect(find({ coverage: "other" }).notes).toEqual(["rule-gep-coverage"]);
  });

  it("under 64 job coverage changes nothing", () => {
    expect(find({ age: 60, coverage: "job" }).period).toBe("not-yet-eligible");
  });
});

const onMedicare = (today: string) => find({ onMedicare: "yes", age: 70 }, today);

describe("enrollment finder, already on Medicare (spec 9.5, with the real end of the AEP)", () => {
  it("October to 7 December: Annual Enrollment Period, 15 October - 7 December of this year", () => {
    expect(onMedicare("2026-11-23")).toMatchObject({
      period: "aep",
      window: { start: "2026-10-15", end: "2026-12-07", state: "open" },
    });
    expect(onMedicare("2026-11-23").changesStart).toBe("2027-01-01");
    expect(onMedicare("2026-10-15").window?.state).toBe("open");
    expect(onMedicare("2026-12-07").window?.state).toBe("open");
  });

  it("1-14 October: the AEP is about to open (upcoming)", () => {
    expect(onMedicare("2026-10-01")).toMatchObject({
      period: "aep",
      window: { start: "2026-10-15", state: "upcoming" },
    });
    expect(onMedicare("2026-10-14").window?.state).toBe("upcoming");
  });

  it("8-31 December: the AEP has ended; next is MA Open Enrollment in January, and the next AEP", () => {
    const r = onMedicare("2026-12-08");
    expect(r.period).toBe("ma-oep");
    expect(r.window).toEqual({ start: "2027-01-01", end: "2027-03-31", state: "upcoming" });
    expect(r.notes).toEqual(["aep-ended", "ma-oep-ma-only", "five-star-sep"]);
    expect(r.nextAep).toEqual({ start: "2027-10-15", end: "2027-12-07", state: "upcoming" });
    expect(onMedicare("2026-12-31").period).toBe("ma-oep");
  });

  it("January to March: Medicare Advantage Open Enrollment, 1 January - 31 March (only for MA members)", () => {
    for (const day of ["2027-01-01", "2027-02-15", "2027-03-31"]) {
      const r = onMedicare(day);
      expect(r.period).toBe("ma-oep");
      expect(r.window).toEqual({ start: "2027-01-01", end: "2027-03-31", state: "open" });
      expect(r.notes).toEqual(["ma-oep-ma-only", "five-star-sep"]);
    }
  });

  it("April to September: Special Enrollment Period (if you qualify), with the next AEP", () => {
    for (const day of ["2026-04-01", "2026-06-30", "2026-09-30"]) {
      const r = onMedicare(day);
      expect(r.period).toBe("sep");
      expect(r.window).toBeNull();
      expect(r.nextAep).toEqual({ start: "2026-10-15", end: "2026-12-07", state: "upcoming" });
    }
  });

  it("age and coverage do not change the answer once on Medicare", () => {
    expect(find({ onMedicare: "yes", age: 50, coverage: "job" }, "2026-11-23").period).toBe("aep");
  });
});

describe("enrollment finder: the clock is the visitor's local date", () => {
  it("uses the local calendar day of the injected Date", () => {
    // 23:30 local on 31 March is still March: GEP open.
    expect(
      findEnrollmentPeriod(
        { age: 66, birthDate: null, coverage: "none", onMedicare: "no" },
        new Date(2026, 2, 31, 23, 30),
      ).window?.state,
    ).toBe("open");
    expect(
      findEnrollmentPeriod({ age: 66, birthDate: null, coverage: "none", onMedicare: "no" }, new Date(2026, 3, 1, 0, 5))
        .window?.state,
    ).toBe("upcoming");
  });
  it("window helpers roll over the year at the right day", () => {
    expect(gepWindow({ year: 2026, month: 12, day: 31 }).start).toBe("2027-01-01");
    expect(aepWindow({ year: 2026, month: 12, day: 7 }).start).toBe("2026-10-15");
    expect(aepWindow({ year: 2026, month: 12, day: 8 }).start).toBe("2027-10-15");
  });
});

const messages = (v: unknown) => {
  const r = enrollmentFormSchema(on("2026-11-26")).safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("enrollment finder: form rules (spec section 5: age 50-100, coverage and the on-Medicare answer)", () => {
  it("asks for every missing answer", () => {
    expect(messages({ age: Number.NaN })).toEqual({
      age: "tools:errors.ageRequired",
      coverage: "tool-enrollment-finder:errors.coverage",
      onMedicare: "tool-enrollment-finder:errors.onMedicare",
    });
  });
  it("age boundaries: 49 and 101 refused, 50 and 100 accepted, whole years only", () => {
    const ok = { coverage: "none", onMedicare: "no" };
    expect(messages({ ...ok, age: 49 })).toEqual({ age: "tools:errors.ageRange" });
    expect(messages({ ...ok, age: 50 })).toEqual({});
    expect(messages({ ...ok, age: 100 })).toEqual({});
    expect(messages({ ...ok, age: 101 })).toEqual({ age: "tools:errors.ageRange" });
    expect(messages({ ...ok, age: 64.5 })).toEqual({ age: "tools:errors.ageRange" });
  });
});

const bornOn = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};
/** Not on Medicare, no other coverage, with a date of birth; the age follows from it. */
const withBirth = (birth: string, today: string, v: Partial<EnrollmentFormValues> = {}) => {
  const birthDate = bornOn(birth);
  const age = ageOn(birthDate, bornOn(today));
  return findEnrollmentPeriod({ age, birthDate, coverage: "none", onMedicare: "no", ...v }, on(today));
};

describe("enrollment finder: the Initial Enrollment Period from the date of birth (2023 coverage rules)", () => {
  it("the harmful case: 65, no coverage, on 2026-11-26, born 1961-10-15 -> IEP open, coverage 1 December 2026", () => {
    const r = withBirth("1961-10-15", "2026-11-26");
    expect(r.period).toBe("iep");
    expect(r.window).toEqual({ start: "2026-07-01", end: "2027-01-31", state: "open" });
    expect(r.signUpDate).toBe("2026-11-26");
    expect(r.coverageStart).toBe("2026-12-01");
    expect(r.nextSteps).toEqual(["iep-sign-up-now", "iep-no-penalty", "iep-ssa"]);
    expect(r.nextSteps).not.toContain("penalty-b");
    expect(r.notes).not.toContain("may-still-be-in-iep");
  });

  it("first month of the IEP: open on its first day, coverage from the birthday month; the day before is upcoming", () => {
    const first = withBirth("1961-10-15", "2026-07-01");
    expect(first.window?.state).toBe("open");
    expect(first.coverageStart).toBe("2026-10-01");
    const before = withBirth("1961-10-15", "2026-06-30");
    expect(before.period).toBe("iep");
    expect(before.window).toEqual({ start: "2026-07-01", end: "2027-01-31", state: "upcoming" });
    expect(before.signUpDate).toBe("2026-07-01");
    expect(before.coverageStart).toBe("2026-10-01");
    expect(before.nextSteps).toContain("iep-sign-up-early");
  });

  it("signing up in the last day before the birthday month still starts coverage on the birthday month's first day", () => {
    expect(withBirth("1961-10-15", "2026-09-30").coverageStart).toBe("2026-10-01");
  });

  it("in the birthday month or after: coverage the first of the month after sign-up (2023 rule)", () => {
    expect(withBirth("1961-10-15", "2026-10-01").coverageStart).toBe("2026-11-01");
    expect(withBirth("1961-10-15", "2026-12-15").coverageStart).toBe("2027-01-01");
  });

  it("last month of the IEP: open on its last day (coverage the month after); the day after it ends -> GEP", () => {
    const last = withBirth("1961-10-15", "2027-01-31");
    expect(last.period).toBe("iep");
    expect(last.window?.state).toBe("open");
    expect(last.coverageStart).toBe("2027-02-01");
    const after = withBirth("1961-10-15", "2027-02-01");
    expect(after.period).toBe("gep");
    expect(after.window).toEqual({ start: "2027-01-01", end: "2027-03-31", state: "open" });
    expect(after.coverageStart).toBe("2027-03-01");
    expect(after.notes).not.toContain("may-still-be-in-iep");
    expect(after.nextSteps).toContain("penalty-b");
  });

  it("born on the 1st: Medicare's birthday month is the month before, so everything moves a month earlier", () => {
    // Born 1 November 1961: birthday month October 2026, IEP July 2026 - January 2027.
    const r = withBirth("1961-11-01", "2026-08-10");
    expect(r.window).toEqual({ start: "2026-07-01", end: "2027-01-31", state: "open" });
    expect(r.coverageStart).toBe("2026-10-01");
    // Born 2 November: birthday month November, IEP August 2026 - February 2027.
    const next = withBirth("1961-11-02", "2026-08-10");
    expect(next.window).toEqual({ start: "2026-08-01", end: "2027-02-28", state: "open" });
    expect(next.coverageStart).toBe("2026-11-01");
    // Born 1 January: the birthday month is December of the year before.
    expect(withBirth("1962-01-01", "2026-09-01").window).toEqual({
      start: "2026-09-01",
      end: "2027-03-31",
      state: "open",
    });
  });

  it("December births: the IEP runs into the next year (September to March)", () => {
    const r = withBirth("1961-12-20", "2026-11-26");
    expect(r.window).toEqual({ start: "2026-09-01", end: "2027-03-31", state: "open" });
    expect(r.coverageStart).toBe("2026-12-01");
    expect(withBirth("1961-12-20", "2027-03-31").coverageStart).toBe("2027-04-01");
    expect(withBirth("1961-12-20", "2027-04-01").period).toBe("gep");
  });

  it("born 29 February: the birthday month is February in any year", () => {
    const r = withBirth("1960-02-29", "2025-01-15");
    expect(r.window).toEqual({ start: "2024-11-01", end: "2025-05-31", state: "open" });
    expect(r.coverageStart).toBe("2025-02-01");
  });

  it("age 64 is 'in the IEP' only when the dates say so", () => {
    // 64 on 2026-11-26, turning 65 in September 2027: IEP June 2027 - December 2027, not open.
    const early = withBirth("1962-09-10", "2026-11-26");
    expect(early.window).toEqual({ start: "2027-06-01", end: "2027-12-31", state: "upcoming" });
    expect(early.nextSteps).not.toContain("iep-sign-up-now");
    // 64 on 2026-11-26, turning 65 in February 2027: IEP November 2026 - May 2027, open.
    const open = withBirth("1962-02-10", "2026-11-26");
    expect(open.window).toEqual({ start: "2026-11-01", end: "2027-05-31", state: "open" });
    expect(open.coverageStart).toBe("2027-02-01");
  });

  it("job coverage inside the IEP: the IEP leads, with the note that Part B may wait; after it, the employer SEP", () => {
    const r = withBirth("1961-10-15", "2026-11-26", { coverage: "job" });
    expect(r.period).toBe("iep");
    expect(r.notes).toContain("iep-job-coverage");
    expect(withBirth("1961-10-15", "2027-02-01", { coverage: "spouse-job" }).period).toBe("sep-employer");
  });
});

describe("enrollment finder: the 5-star Special Enrollment Period (8 December - 30 November, on Medicare)", () => {
  it("is offered outside the Open Enrollment Period, with the window open today or the next one", () => {
    expect(onMedicare("2026-06-01").fiveStarSep).toEqual({ start: "2025-12-08", end: "2026-11-30", state: "open" });
    expect(onMedicare("2026-12-08").fiveStarSep).toEqual({ start: "2026-12-08", end: "2027-11-30", state: "open" });
    expect(onMedicare("2027-03-31").fiveStarSep).toEqual({ start: "2026-12-08", end: "2027-11-30", state: "open" });
    expect(onMedicare("2026-06-01").notes).toContain("five-star-sep");
  });
  it("window helper: 1-7 December the next one is upcoming; 30 November is the last open day", () => {
    expect(fiveStarSepWindow(bornOn("2026-12-07"))).toEqual({
      start: "2026-12-08",
      end: "2027-11-30",
      state: "upcoming",
    });
    expect(fiveStarSepWindow(bornOn("2026-11-30"))).toEqual({ start: "2025-12-08", end: "2026-11-30", state: "open" });
  });
});

describe("enrollment finder: the date of birth in the form", () => {
  const base = { coverage: "none", onMedicare: "no" };
  const blank = { month: "", day: "", year: "" };
  it("is asked at 64 and 65 when not on Medicare, and not otherwise", () => {
    expect(messages({ ...base, age: 65, birthDate: blank })).toEqual({
      birthDate: "tool-enrollment-finder:errors.birthDateNeeded",
    });
    expect(messages({ ...base, age: 64, birthDate: blank })).toEqual({
      birthDate: "tool-enrollment-finder:errors.birthDateNeeded",
    });
    expect(messages({ ...base, age: 66, birthDate: blank })).toEqual({});
    expect(messages({ ...base, age: 63, birthDate: blank })).toEqual({});
    expect(messages({ ...base, onMedicare: "yes", age: 65, birthDate: blank })).toEqual({});
  });
  it("must be a real past date that matches the age", () => {
    expect(messages({ ...base, age: 65, birthDate: { month: "10", day: "15", year: "1961" } })).toEqual({});
    expect(messages({ ...base, age: 64, birthDate: { month: "10", day: "15", year: "1961" } })).toEqual({
      age: "tool-enrollment-finder:errors.ageMismatch",
    });
    expect(messages({ ...base, age: 65, birthDate: { month: "2", day: "30", year: "1961" } })).toEqual({
      birthDate: "tools:errors.birthDateInvalid",
    });
    expect(messages({ ...base, age: 65, birthDate: { month: "12", day: "1", year: "2026" } })).toMatchObject({
      birthDate: "tools:errors.birthDateFuture",
    });
  });
  it("the schema gives the calendar date (it never leaves the browser)", () => {
    const r = enrollmentFormSchema(on("2026-11-26")).parse({
      ...base,
      age: 65,
      birthDate: { month: "10", day: "15", year: "1961" },
    });
    expect(r.birthDate).toEqual({ year: 1961, month: 10, day: 15 });
  });
});
