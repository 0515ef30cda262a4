// The boundary table (content/rules/boundary-cases.ts, issue 25) run against every tool that answers each case:
// the coverage timeline (model and its sentences in English and Spanish), the enrollment finder (model and
// its notes in both languages), the calendar file's dates (.ics) from both, and the quiz's path. The expected
// dates come from the table, written from the official text (content/rules/rules.ts), not from these models.
import { describe, expect, it } from "vitest";
import { BOUNDARY_CASES, type BoundaryCase, type CaseCoverage } from "@medicare-guide/content/rules/boundary-cases";
import { RULES, RULE_PARAMETERS } from "@medicare-guide/content/rules/rules";
import { getFigure } from "@medicare-guide/content/figures/index";
import { getPathContent } from "@medicare-guide/content/paths/index";
import { matchPathRule } from "@medicare-guide/content/quiz/route-to-path";
import { getI18n, registerStrings } from "../i18n/index.ts";
import timelineEn from "../../locales/en/tool-coverage-timeline.json";
import timelineEs from "../../locales/es/tool-coverage-timeline.json";
import finderEn from "../../locales/en/tool-enrollment-finder.json";
import finderEs from "../../locales/es/tool-enrollment-finder.json";
import { ageOn, fromIso, toIso } from "./shared/dates.ts";
import { formatDate, formatDateRange, type Lang } from "./shared/format.ts";
import { buildTimeline, type Insurance, type TimelineResult } from "./coverage-timeline/model.ts";
import {
  describeEvent,
  eligibleText,
  sepNoteText,
  timelineSummary,
  type Translate,
} from "./coverage-timeline/texts.ts";
import { findEnrollmentPeriod, type EnrollmentFormValues, type EnrollmentResult } from "./enrollment-finder/model.ts";
import { calendarEntries, finderDates, timelineDates, type CalendarEntry } from "./shared/my-dates/model.ts";
import { buildCalendarFile } from "./shared/my-dates/ics-file.ts";

const LANGS: readonly Lang[] = ["en", "es"];
// The tools' own strings, registered as their views register them.
const TIMELINE_NS = "tool-coverage-timeline" as const;
const FINDER_NS = "tool-enrollment-finder" as const;
registerStrings(TIMELINE_NS, { en: timelineEn, es: timelineEs });
registerStrings(FINDER_NS, { en: finderEn, es: finderEs });
const noon = (iso: string) => {
  const d = fromIso(iso);
  return new Date(d.year, d.month - 1, d.day, 12);
};
const translate = (lang: Lang, ns: typeof TIMELINE_NS | typeof FINDER_NS): Translate =>
  getI18n(lang).getFixedT(lang, ns) as unknown as Translate;

const TIMELINE_INSURANCE: Record<CaseCoverage, Insurance> = {
  none: "none",
  job: "employer",
  "spouse-job": "spouse",
  "retiree-cobra": "other",
  marketplace: "marketplace",
  other: "other",
};

function timelineOf(c: BoundaryCase): TimelineResult {
  const { birth, jobEnds, spouseCoverageEnds, coverage = "none", today } = c.input;
  return buildTimeline(
    {
      birthDate: fromIso(birth!),
      retirementDate: jobEnds ? fromIso(jobEnds) : null,
      spouseCoverageEndDate: spouseCoverageEnds ? fromIso(spouseCoverageEnds) : null,
      insurance: TIMELINE_INSURANCE[coverage],
    },
    noon(today),
  );
}

function finderOf(c: BoundaryCase): EnrollmentResult {
  const { birth, age, onMedicare, coverage = "none", today } = c.input;
  const values: EnrollmentFormValues = {
    age: age ?? ageOn(fromIso(birth!), fromIso(today)),
    birthDate: birth ? fromIso(birth) : null,
    coverage,
    onMedicare: onMedicare ? "yes" : "no",
  };
  return findEnrollmentPeriod(values, noon(today));
}

/** The calendar entries not yet past, and the .ics file built from them (DTSTART per entry). */
function calendarOf(entries: CalendarEntry[]): { byId: Map<string, string>; ics: string } {
  const ics = buildCalendarFile(
    {
      name: "test",
      url: "https://example.org/",
      language: "en",
      events: entries.map((entry) => ({
        uid: entry.id,
        date: entry.date,
        title: entry.id,
        description: entry.id,
        reminders: [entry.id, entry.id],
      })),
    },
    new Date(Date.UTC(2026, 10, 29)),
  );
  return { byId: new Map(entries.map((e) => [e.id, e.date])), ics };
}
const dtstart = (iso: string) => `DTSTART;VALUE=DATE:${iso.replaceAll("-", "")}`;
const notPast = (iso: string, today: string) => iso >= today;
/** A real calendar date written as ISO (fromIso throws on 2027-02-30). */
function toIsoRoundTrip(iso: string): boolean {
  try {
    return toIso(fromIso(iso)) === iso;
  } catch {
    return false;
  }
}

/** Problems found: "what: got X, want Y" for every check that fails (an empty list passes). */
class Checks {
  readonly problems: string[] = [];
  same(what: string, got: unknown, want: unknown): void {
    if (JSON.stringify(got) !== JSON.stringify(want))
      this.problems.push(`${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
  }
  holds(what: string, ok: boolean): void {
    if (!ok) this.problems.push(what);
  }
}

const TIMELINE_CASES = BOUNDARY_CASES.filter((c) => c.input.birth && !c.input.onMedicare);
const FINDER_CASES = BOUNDARY_CASES.filter((c) => c.expect.finder);
const QUIZ_CASES = BOUNDARY_CASES.filter((c) => c.expect.quiz);
const byLang = <T extends BoundaryCase>(cases: T[]) =>
  cases.flatMap((c) => LANGS.map((lang) => [c.id, lang, c] as const));

function timelineProblems(c: BoundaryCase): string[] {
  const { expect: want } = c;
  const result = timelineOf(c);
  const check = new Checks();
  if (want.attains65) check.same("attains 65", result.attains65, want.attains65);
  if (want.iep) check.same("IEP", [result.iep.start, result.iep.end], want.iep);
  if (want.earliestStart) {
    check.same("earliest start", result.medicareStart, want.earliestStart);
    check.same("coverage-start event", result.events.find((e) => e.id === "coverage-start")?.start, want.earliestStart);
  }
  if (want.eligibleByAge !== undefined) check.same("eligible", result.eligible, want.eligibleByAge);
  if (want.sep !== undefined) {
    const sep = result.events.find((e) => e.id === "sep-employer");
    check.same("SEP", sep ? [sep.start, sep.end] : null, want.sep);
  }
  if (want.irmaaTaxYear !== undefined) check.same("IRMAA tax year", result.irmaa?.taxYear, want.irmaaTaxYear);
  if (want.sep !== undefined) check.same("why no SEP", result.sepNote, want.sep ? null : (want.sepNote ?? null));
  return check.problems;
}

function timelineSentenceProblems(c: BoundaryCase, lang: Lang): string[] {
  const { expect: want, input } = c;
  const result = timelineOf(c);
  const t = translate(lang, TIMELINE_NS);
  const events = new Map(result.events.map((e) => [e.id, describeEvent(e, result, lang, t)]));
  const check = new Checks();
  if (want.earliestStart) {
    const start = formatDate(want.earliestStart, lang);
    // Every sentence that says when Medicare can start names the same day (W1).
    if (!result.eligible) {
      check.holds(`summary names ${start}`, timelineSummary(result, lang, t).includes(start));
      check.holds(`eligibility line names ${start}`, eligibleText(result, lang, t).includes(start));
    }
    check.same("coverage-start date", events.get("coverage-start")?.date, start);
    check.holds(`turn-65 names ${start}`, Boolean(events.get("turn-65")?.description.includes(start)));
  }
  if (want.attains65) {
    const attained = formatDate(want.attains65, lang);
    check.holds(`turn-65 names ${attained}`, Boolean(events.get("turn-65")?.description.includes(attained)));
  }
  if (want.iep) check.same("IEP text", events.get("iep")?.date, formatDateRange(want.iep[0], want.iep[1], lang));
  if (want.sep) {
    const sep = events.get("sep-employer");
    check.same("SEP text", sep?.date, formatDateRange(want.sep[0], want.sep[1], lang));
    const ends = formatDate(input.coverage === "spouse-job" ? input.spouseCoverageEnds! : input.jobEnds!, lang);
    check.holds(`SEP names the end it is built from (${ends})`, Boolean(sep?.description.includes(ends)));
  }
  if (want.sepNote) {
    const note = sepNoteText(result, t);
    check.holds(`the reason there is no SEP is told (${want.sepNote})`, Boolean(note && !note.includes("sepNote")));
  }
  return check.problems;
}

/** The calendar entries expected on `today` (past ones are left out) against the entries and the .ics file. */
function calendarProblems(entries: CalendarEntry[], expected: [string, string | undefined][], today: string): string[] {
  const { byId, ics } = calendarOf(entries);
  const check = new Checks();
  for (const [id, iso] of expected) {
    if (!iso) continue;
    const shown = notPast(iso, today);
    check.same(id, byId.get(id), shown ? iso : undefined);
    if (shown) check.holds(`${dtstart(iso)} in the file`, ics.includes(dtstart(iso)));
  }
  return check.problems;
}

function finderProblems(c: BoundaryCase): string[] {
  const want = c.expect.finder!;
  const result = finderOf(c);
  const check = new Checks();
  check.same("period", result.period, want.period);
  if (want.window !== undefined)
    check.same("window", result.window ? [result.window.start, result.window.end] : null, want.window);
  if (want.signUpDate) check.same("sign-up date", result.signUpDate, want.signUpDate);
  if (want.coverageStart) check.same("coverage start", result.coverageStart, want.coverageStart);
  if (want.changesStart) check.same("changes start", result.changesStart, want.changesStart);
  for (const note of want.notes ?? []) check.holds(`note ${note} shown`, result.notes.includes(note as never));
  for (const note of want.withoutNotes ?? [])
    check.holds(`note ${note} not shown`, !result.notes.includes(note as never));
  return check.problems;
}

function finderNoteProblems(c: BoundaryCase, lang: Lang): string[] {
  const result = finderOf(c);
  const t = translate(lang, FINDER_NS);
  const size = String(getFigure("enrollment.employerSize").value);
  const check = new Checks();
  for (const note of result.notes) {
    const text = t(`notes.${note}`, { size: result.figures.employerSize, months: result.figures.sepMonths });
    check.holds(`note ${note} has a ${lang} text`, text !== `notes.${note}`);
    if (note === "small-employer")
      check.holds(
        `small-employer names the size`,
        text.includes(lang === "en" ? `fewer than ${size}` : `menos de ${size}`),
      );
  }
  return check.problems;
}

const QUIZ_WORDS = {
  en: {
    "employer-size": "{{fig:enrollment.employerSize}} or more employees",
    "small-employer": "fewer than {{fig:enrollment.employerSize}} employees, Medicare usually pays first",
    "cobra-retiree": "Retiree coverage and COBRA are not coverage from a current job",
  },
  es: {
    "employer-size": "{{fig:enrollment.employerSize}} empleados o más",
    "small-employer": "menos de {{fig:enrollment.employerSize}} empleados, casi siempre Medicare paga primero",
    "cobra-retiree": "La cobertura de jubilado y COBRA no son cobertura de un trabajo actual",
  },
} as const;

function quizProblems(c: BoundaryCase, lang: Lang): string[] {
  const want = c.expect.quiz!;
  const match = matchPathRule({
    age: c.input.quiz!.age,
    enrollmentStatus: "new",
    income: "under103k",
    employerCoverage: c.input.quiz!.employerCoverage,
    mainConcern: "learning",
    stayInformed: "web",
  });
  const check = new Checks();
  check.same("path", match.slug, want.slug);
  const text = JSON.stringify(getPathContent(match.slug, lang));
  for (const say of want.says) check.holds(`the path says ${say}`, text.includes(QUIZ_WORDS[lang][say]));
  return check.problems;
}

/** The seven months of the Initial Enrollment Period of someone born on 15 June 1962. */
const IEP_MONTHS_2027 = ["2027-03", "2027-04", "2027-05", "2027-06", "2027-07", "2027-08", "2027-09"];

describe("the boundary table", () => {
  it("has at least 80 cases with unique ids, each resting on cited rules (or the yearly periods), with real dates", () => {
    const check = new Checks();
    check.holds("at least 80 cases", BOUNDARY_CASES.length >= 80);
    check.same("unique ids", new Set(BOUNDARY_CASES.map((c) => c.id)).size, BOUNDARY_CASES.length);
    for (const c of BOUNDARY_CASES) {
      for (const rule of c.rules) check.holds(`${c.id}: rule ${rule} exists`, rule in RULES);
      check.holds(`${c.id}: cites a rule`, Boolean(c.input.onMedicare) || c.rules.length > 0);
      for (const iso of [c.input.today, c.input.birth, c.input.jobEnds, c.input.spouseCoverageEnds].filter(Boolean))
        check.holds(`${c.id}: ${iso} is a real date`, /^\d{4}-\d{2}-\d{2}$/.test(iso!) && toIsoRoundTrip(iso!));
    }
    expect(check.problems).toEqual([]);
  });

  it("covers what the issue names: born on the 1st, 2nd and last day, 29 February, December and January, each sign-up month, spouse coverage, small employers, 64/65/67, already enrolled", () => {
    const births = BOUNDARY_CASES.flatMap((c) => (c.input.birth ? [c.input.birth] : []));
    const signUpMonths = BOUNDARY_CASES.filter(
      (c) => c.input.birth === "1962-06-15" && c.expect.finder?.period === "iep",
    ).map((c) => c.input.today.slice(0, 7));
    const ages = BOUNDARY_CASES.map(
      (c) => c.input.age ?? (c.input.birth ? ageOn(fromIso(c.input.birth), fromIso(c.input.today)) : 0),
    );
    expect({
      bornOn1st: births.some((b) => b.endsWith("-01")),
      bornOn2nd: births.some((b) => b.endsWith("-02")),
      bornOn31st: births.some((b) => b.endsWith("-31")),
      bornOn29Feb: births.some((b) => b.endsWith("-02-29")),
      december: births.some((b) => b.slice(5, 7) === "12"),
      january: births.some((b) => b.slice(5, 7) === "01"),
      signUpMonths: IEP_MONTHS_2027.filter((month) => signUpMonths.includes(month)),
      spouse: BOUNDARY_CASES.some((c) => c.input.spouseCoverageEnds),
      smallEmployer: BOUNDARY_CASES.some((c) => c.expect.finder?.notes?.includes("small-employer")),
      enrolled: BOUNDARY_CASES.some((c) => c.input.onMedicare),
      ages: [64, 65, 67].filter((age) => ages.includes(age)),
    }).toEqual({
      bornOn1st: true,
      bornOn2nd: true,
      bornOn31st: true,
      bornOn29Feb: true,
      december: true,
      january: true,
      signUpMonths: IEP_MONTHS_2027,
      spouse: true,
      smallEmployer: true,
      enrolled: true,
      ages: [64, 65, 67],
    });
  });

  it("the rules' numbers: the published figures agree with the quoted official words", () => {
    const { monthsBefore, monthsAfter } = RULE_PARAMETERS.iep;
    expect({
      iepMonths: getFigure("enrollment.iep.months").value,
      iepQuote: RULES.iep.sources[0].quote.includes("consists of 7 months"),
      sepMonths: getFigure("enrollment.sep.employerMonths").value,
      sepQuote: RULES["sep-employer"].sources[0].quote.includes("8 consecutive months"),
      employerSize: getFigure("enrollment.employerSize").value,
      sizeQuote: RULES["employer-size-payer"].sources[0].quote.includes("20 or more employees"),
      partB: getFigure("partB.latePenalty.percentPer12Months").value,
      partBQuote: RULES["part-b-late-penalty"].sources[0].quote.includes("ten percent for each full twelve months"),
      partD: [getFigure("partD.latePenalty.percentPerMonth").value, getFigure("partD.latePenalty.gapDays").value],
      partDQuote: /63 days.*at least 1%/s.test(RULES["part-d-late-penalty"].sources[0].quote),
      lookback: getFigure("irmaa.lookbackYears").value,
      lookbackQuote: RULES["irmaa-lookback"].sources[0].quote.includes("tax year 2 years prior"),
    }).toEqual({
      iepMonths: monthsBefore + 1 + monthsAfter,
      iepQuote: true,
      sepMonths: 8,
      sepQuote: true,
      employerSize: 20,
      sizeQuote: true,
      partB: 10,
      partBQuote: true,
      partD: [1, 63],
      partDQuote: true,
      lookback: 2,
      lookbackQuote: true,
    });
  });

  it("every rule has sources with a quote, an https address and the day it was read", () => {
    const check = new Checks();
    for (const rule of Object.values(RULES))
      for (const source of rule.sources) {
        check.holds(`${rule.id}: quote`, source.quote.length > 40);
        check.holds(`${rule.id}: https`, source.url.startsWith("https://"));
        check.holds(`${rule.id}: read on a real day`, toIsoRoundTrip(source.readOn));
      }
    expect(check.problems).toEqual([]);
  });
});

describe("coverage timeline", () => {
  it.each(TIMELINE_CASES.map((c) => [c.id, c] as const))("%s: the model's dates", (_id, c) => {
    expect(timelineProblems(c)).toEqual([]);
  });
  it.each(byLang(TIMELINE_CASES))("%s: the sentences in %s", (_id, lang, c) => {
    expect(timelineSentenceProblems(c, lang)).toEqual([]);
  });
  it.each(TIMELINE_CASES.map((c) => [c.id, c] as const))("%s: the calendar file (.ics)", (_id, c) => {
    const { expect: want, input } = c;
    const entries = calendarEntries(timelineDates(timelineOf(c)), fromIso(input.today));
    const problems = calendarProblems(
      entries,
      [
        ["iep-opens", want.iep?.[0]],
        ["iep-ends", want.iep?.[1]],
        ["coverage-start", want.earliestStart],
        ["sep-employer-opens", want.sep?.[0]],
        ["sep-employer-ends", want.sep?.[1]],
      ],
      input.today,
    );
    const sepEntries = want.sep === null ? entries.filter((e) => e.id.startsWith("sep-employer")) : [];
    expect({ problems, sepEntries }).toEqual({ problems: [], sepEntries: [] });
  });
});

describe("enrollment finder", () => {
  it.each(FINDER_CASES.map((c) => [c.id, c] as const))("%s: the model's answer", (_id, c) => {
    expect(finderProblems(c)).toEqual([]);
  });
  it.each(byLang(FINDER_CASES))("%s: the notes in %s", (_id, lang, c) => {
    expect(finderNoteProblems(c, lang)).toEqual([]);
  });
  it.each(FINDER_CASES.map((c) => [c.id, c] as const))("%s: the calendar file (.ics)", (_id, c) => {
    const want = c.expect.finder!;
    const today = c.input.today;
    const entries = calendarEntries(finderDates(finderOf(c), fromIso(today)), fromIso(today));
    const iep = want.period === "iep" && want.window ? want.window : null;
    expect(
      calendarProblems(
        entries,
        [
          ["coverage-start", want.coverageStart],
          ["iep-opens", iep?.[0]],
          ["iep-ends", iep?.[1]],
        ],
        today,
      ),
    ).toEqual([]);
  });
});

describe("the quiz's path", () => {
  it.each(byLang(QUIZ_CASES))("%s: the path and its words in %s", (_id, lang, c) => {
    expect(quizProblems(c, lang)).toEqual([]);
  });
});
