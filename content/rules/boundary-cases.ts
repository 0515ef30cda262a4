/**
 * The boundary table (issue 25, "The rules as cited data, with a second, independent check"): cases at the
 * edges of each rule in rules.ts, each with its inputs, the dates the official text gives for them, and the
 * rules it rests on. The expected dates were worked out by hand from the quoted words (a month is counted on
 * the calendar, "the day before the 65th anniversary" is counted back from the birthday), never computed by
 * the code under test. app/tools/boundary-cases.test.ts runs every case against every tool that answers it:
 * the coverage timeline, the enrollment finder, the calendar (.ics) dates and the quiz's path, in English and
 * Spanish.
 */
import type { RuleId } from "./rules.ts";

/** The enrollment finder's coverage answers; the coverage timeline's options map onto them. */
export type CaseCoverage = "none" | "job" | "spouse-job" | "retiree-cobra" | "marketplace" | "other";

export interface BoundaryCase {
  id: string;
  /** the boundary the case sits on */
  about: string;
  rules: readonly RuleId[];
  input: {
    /** the visitor's local date (the day they use the tool; in the sign-up cases, the day they sign up) */
    today: string;
    birth?: string;
    /** the finder's age question (default: the age on `today` from `birth`) */
    age?: number;
    onMedicare?: boolean;
    coverage?: CaseCoverage;
    /** the day the visitor's own job (or its coverage, if earlier) ends */
    jobEnds?: string;
    /** the day the spouse's job or that coverage ends, whichever is first */
    spouseCoverageEnds?: string;
    /** the quiz's answers (age and employer coverage; the rest are neutral) */
    quiz?: { age: "approaching" | "enrolled" | "under65"; employerCoverage: "yes-active" | "yes-retiree" | "no" };
  };
  expect: {
    /** the day the law counts the visitor as 65 */
    attains65?: string;
    /** the Initial Enrollment Period, first and last day */
    iep?: readonly [string, string];
    /** the earliest day Medicare can start (the first day of the month of attaining 65) */
    earliestStart?: string;
    /** whether the visitor can have Medicare by age on `today` (that earliest start has come) */
    eligibleByAge?: boolean;
    /** the employer Special Enrollment Period, or null when there is none */
    sep?: readonly [string, string] | null;
    /** why there is none: a date left empty, or the coverage ends inside the Initial Enrollment Period */
    sepNote?: "needs-own-date" | "needs-spouse-date" | "ends-in-iep";
    /** the tax year IRMAA looks at for this year */
    irmaaTaxYear?: number;
    finder?: {
      period: "iep" | "gep" | "sep-employer" | "not-yet-eligible" | "aep" | "ma-oep" | "sep";
      window?: readonly [string, string] | null;
      signUpDate?: string;
      coverageStart?: string;
      changesStart?: string;
      /** notes the answer must show / must not show */
      notes?: readonly string[];
      withoutNotes?: readonly string[];
    };
    /** the quiz's path, and what its text must say */
    quiz?: { slug: "getting-started"; says: readonly ("employer-size" | "small-employer" | "cobra-retiree")[] };
  };
}

const ON = "2026-11-29";
const IEP_RULES = ["attains-age", "iep", "iep-coverage-start"] as const;

/** A birth date's Initial Enrollment Period case, seen on ON (today). */
function birthCase(
  id: string,
  about: string,
  birth: string,
  attains65: string,
  iep: readonly [string, string],
  earliestStart: string,
  eligibleByAge: boolean,
): BoundaryCase {
  return {
    id,
    about,
    rules: IEP_RULES,
    input: { today: ON, birth, coverage: "none" },
    expect: { attains65, iep, earliestStart, eligibleByAge },
  };
}

/** A sign-up on `today` inside (or just before) the Initial Enrollment Period: when coverage starts. */
function signUpCase(
  id: string,
  about: string,
  birth: string,
  today: string,
  iep: readonly [string, string],
  signUpDate: string,
  coverageStart: string,
): BoundaryCase {
  return {
    id,
    about,
    rules: IEP_RULES,
    input: { today, birth, coverage: "none" },
    expect: { iep, finder: { period: "iep", window: iep, signUpDate, coverageStart } },
  };
}

/** A job (own or spouse's) coverage end and the Special Enrollment Period it gives (or not). */
function sepCase(
  id: string,
  about: string,
  input: BoundaryCase["input"],
  sep: readonly [string, string] | null,
  rules: readonly RuleId[] = ["sep-employer"],
  sepNote?: BoundaryCase["expect"]["sepNote"],
): BoundaryCase {
  return { id, about, rules, input, expect: { sep, ...(sepNote ? { sepNote } : {}) } };
}

/** Already on Medicare: which yearly period the finder points to on `today`. */
function enrolledCase(
  id: string,
  about: string,
  today: string,
  finder: NonNullable<BoundaryCase["expect"]["finder"]>,
): BoundaryCase {
  return { id, about, rules: [], input: { today, age: 70, onMedicare: true, coverage: "none" }, expect: { finder } };
}

export const BOUNDARY_CASES: readonly BoundaryCase[] = [
  // Born on the 1st, the 2nd and the last day of a month; 29 February; December and January births.
  birthCase(
    "born-1st-oct",
    "the issue's example: born on the 1st",
    "1961-10-01",
    "2026-09-30",
    ["2026-06-01", "2026-12-31"],
    "2026-09-01",
    true,
  ),
  birthCase(
    "born-2nd-oct",
    "born on the 2nd: attains 65 on the 1st, same month",
    "1961-10-02",
    "2026-10-01",
    ["2026-07-01", "2027-01-31"],
    "2026-10-01",
    true,
  ),
  birthCase(
    "born-last-oct",
    "born on the last day of the month",
    "1961-10-31",
    "2026-10-30",
    ["2026-07-01", "2027-01-31"],
    "2026-10-01",
    true,
  ),
  birthCase(
    "born-1st-nov",
    "born on the 1st, turned 65 last month",
    "1961-11-01",
    "2026-10-31",
    ["2026-07-01", "2027-01-31"],
    "2026-10-01",
    true,
  ),
  birthCase(
    "born-30-nov",
    "65th birthday tomorrow: attains 65 today",
    "1961-11-30",
    "2026-11-29",
    ["2026-08-01", "2027-02-28"],
    "2026-11-01",
    true,
  ),
  birthCase(
    "born-1st-dec-1961",
    "born on 1 December: attains 65 on 30 November",
    "1961-12-01",
    "2026-11-30",
    ["2026-08-01", "2027-02-28"],
    "2026-11-01",
    true,
  ),
  birthCase(
    "born-2nd-dec-1961",
    "born on 2 December",
    "1961-12-02",
    "2026-12-01",
    ["2026-09-01", "2027-03-31"],
    "2026-12-01",
    false,
  ),
  birthCase(
    "born-31-dec-1961",
    "born on 31 December: the period crosses the year",
    "1961-12-31",
    "2026-12-30",
    ["2026-09-01", "2027-03-31"],
    "2026-12-01",
    false,
  ),
  birthCase(
    "born-1st-jan-1962",
    "born on 1 January: attains 65 on 31 December of the year before",
    "1962-01-01",
    "2026-12-31",
    ["2026-09-01", "2027-03-31"],
    "2026-12-01",
    false,
  ),
  birthCase(
    "born-2nd-jan-1962",
    "born on 2 January",
    "1962-01-02",
    "2027-01-01",
    ["2026-10-01", "2027-04-30"],
    "2027-01-01",
    false,
  ),
  birthCase(
    "born-31-jan-1962",
    "born on 31 January",
    "1962-01-31",
    "2027-01-30",
    ["2026-10-01", "2027-04-30"],
    "2027-01-01",
    false,
  ),
  birthCase(
    "born-28-feb-1962",
    "born on 28 February (common year)",
    "1962-02-28",
    "2027-02-27",
    ["2026-11-01", "2027-05-31"],
    "2027-02-01",
    false,
  ),
  birthCase(
    "born-1st-mar-1962",
    "born on 1 March: attains 65 on 28 February",
    "1962-03-01",
    "2027-02-28",
    ["2026-11-01", "2027-05-31"],
    "2027-02-01",
    false,
  ),
  birthCase(
    "born-1st-mar-1963",
    "born on 1 March, 65th anniversary in a leap year: attains 65 on 29 February",
    "1963-03-01",
    "2028-02-29",
    ["2027-11-01", "2028-05-31"],
    "2028-02-01",
    false,
  ),
  birthCase(
    "born-29-feb-1960",
    "born on 29 February: 65 on 28 February (the anniversary is 1 March)",
    "1960-02-29",
    "2025-02-28",
    ["2024-11-01", "2025-05-31"],
    "2025-02-01",
    true,
  ),
  birthCase(
    "born-29-feb-1964",
    "born on 29 February, still 64",
    "1964-02-29",
    "2029-02-28",
    ["2028-11-01", "2029-05-31"],
    "2029-02-01",
    false,
  ),
  birthCase(
    "born-1st-mar-1964",
    "born on 1 March, next to a 29 February",
    "1964-03-01",
    "2029-02-28",
    ["2028-11-01", "2029-05-31"],
    "2029-02-01",
    false,
  ),
  birthCase(
    "born-1st-apr-1962",
    "born on the 1st: the period starts in December of the year before",
    "1962-04-01",
    "2027-03-31",
    ["2026-12-01", "2027-06-30"],
    "2027-03-01",
    false,
  ),
  birthCase(
    "born-31-may-1962",
    "born on 31 May",
    "1962-05-31",
    "2027-05-30",
    ["2027-02-01", "2027-08-31"],
    "2027-05-01",
    false,
  ),
  birthCase(
    "born-1st-jun-1962",
    "born on 1 June: Medicare's birthday month is May",
    "1962-06-01",
    "2027-05-31",
    ["2027-02-01", "2027-08-31"],
    "2027-05-01",
    false,
  ),
  birthCase(
    "born-2nd-jun-1962",
    "born on 2 June: Medicare's birthday month is June",
    "1962-06-02",
    "2027-06-01",
    ["2027-03-01", "2027-09-30"],
    "2027-06-01",
    false,
  ),
  birthCase(
    "born-30-jun-1962",
    "born on 30 June",
    "1962-06-30",
    "2027-06-29",
    ["2027-03-01", "2027-09-30"],
    "2027-06-01",
    false,
  ),
  birthCase(
    "born-1st-jul-1962",
    "born on 1 July",
    "1962-07-01",
    "2027-06-30",
    ["2027-03-01", "2027-09-30"],
    "2027-06-01",
    false,
  ),
  birthCase(
    "born-31-aug-1962",
    "born on 31 August",
    "1962-08-31",
    "2027-08-30",
    ["2027-05-01", "2027-11-30"],
    "2027-08-01",
    false,
  ),
  birthCase(
    "born-1st-sep-1962",
    "born on 1 September",
    "1962-09-01",
    "2027-08-31",
    ["2027-05-01", "2027-11-30"],
    "2027-08-01",
    false,
  ),
  birthCase(
    "born-1st-nov-1962",
    "born on 1 November: the period crosses the year",
    "1962-11-01",
    "2027-10-31",
    ["2027-07-01", "2028-01-31"],
    "2027-10-01",
    false,
  ),
  birthCase(
    "born-29-nov-1962",
    "64, birthday today",
    "1962-11-29",
    "2027-11-28",
    ["2027-08-01", "2028-02-29"],
    "2027-11-01",
    false,
  ),
  birthCase(
    "born-1st-dec-1962",
    "born on 1 December: the period ends on 29 February of a leap year",
    "1962-12-01",
    "2027-11-30",
    ["2027-08-01", "2028-02-29"],
    "2027-11-01",
    false,
  ),
  birthCase(
    "born-31-dec-1962",
    "born on 31 December",
    "1962-12-31",
    "2027-12-30",
    ["2027-09-01", "2028-03-31"],
    "2027-12-01",
    false,
  ),
  birthCase(
    "born-1st-jan-1963",
    "born on 1 January: Medicare's birthday month is December of the year before",
    "1963-01-01",
    "2027-12-31",
    ["2027-09-01", "2028-03-31"],
    "2027-12-01",
    false,
  ),
  birthCase(
    "born-15-jan-1963",
    "born mid-January",
    "1963-01-15",
    "2028-01-14",
    ["2027-10-01", "2028-04-30"],
    "2028-01-01",
    false,
  ),
  birthCase(
    "age-67",
    "67: the period is long past",
    "1959-06-15",
    "2024-06-14",
    ["2024-03-01", "2024-09-30"],
    "2024-06-01",
    true,
  ),

  // Sign-up in each month of the window (the 2023 rule), mid-month birthday: birthday month June 2027.
  signUpCase(
    "signup-before-window",
    "a day before the window: the finder names its first day",
    "1962-06-15",
    "2027-02-28",
    ["2027-03-01", "2027-09-30"],
    "2027-03-01",
    "2027-06-01",
  ),
  signUpCase(
    "signup-month-1-first-day",
    "month 1 of 7, first day",
    "1962-06-15",
    "2027-03-01",
    ["2027-03-01", "2027-09-30"],
    "2027-03-01",
    "2027-06-01",
  ),
  signUpCase(
    "signup-month-1-last-day",
    "month 1 of 7, last day",
    "1962-06-15",
    "2027-03-31",
    ["2027-03-01", "2027-09-30"],
    "2027-03-31",
    "2027-06-01",
  ),
  signUpCase(
    "signup-month-2",
    "month 2 of 7",
    "1962-06-15",
    "2027-04-15",
    ["2027-03-01", "2027-09-30"],
    "2027-04-15",
    "2027-06-01",
  ),
  signUpCase(
    "signup-month-3-last-day",
    "month 3 of 7, its last day",
    "1962-06-15",
    "2027-05-31",
    ["2027-03-01", "2027-09-30"],
    "2027-05-31",
    "2027-06-01",
  ),
  signUpCase(
    "signup-month-4-first-day",
    "month 4 (the birthday month), first day: the month after",
    "1962-06-15",
    "2027-06-01",
    ["2027-03-01", "2027-09-30"],
    "2027-06-01",
    "2027-07-01",
  ),
  signUpCase(
    "signup-month-4-last-day",
    "month 4, last day",
    "1962-06-15",
    "2027-06-30",
    ["2027-03-01", "2027-09-30"],
    "2027-06-30",
    "2027-07-01",
  ),
  signUpCase(
    "signup-month-5",
    "month 5",
    "1962-06-15",
    "2027-07-01",
    ["2027-03-01", "2027-09-30"],
    "2027-07-01",
    "2027-08-01",
  ),
  signUpCase(
    "signup-month-6",
    "month 6",
    "1962-06-15",
    "2027-08-31",
    ["2027-03-01", "2027-09-30"],
    "2027-08-31",
    "2027-09-01",
  ),
  signUpCase(
    "signup-month-7-last-day",
    "month 7, the period's last day",
    "1962-06-15",
    "2027-09-30",
    ["2027-03-01", "2027-09-30"],
    "2027-09-30",
    "2027-10-01",
  ),
  // Born on the 1st: Medicare's birthday month is May 2027.
  signUpCase(
    "signup-1st-month-1",
    "born on the 1st, month 1",
    "1962-06-01",
    "2027-02-01",
    ["2027-02-01", "2027-08-31"],
    "2027-02-01",
    "2027-05-01",
  ),
  signUpCase(
    "signup-1st-month-3",
    "born on the 1st, month 3, last day",
    "1962-06-01",
    "2027-04-30",
    ["2027-02-01", "2027-08-31"],
    "2027-04-30",
    "2027-05-01",
  ),
  signUpCase(
    "signup-1st-month-4-first",
    "born on the 1st, month 4 (May) first day",
    "1962-06-01",
    "2027-05-01",
    ["2027-02-01", "2027-08-31"],
    "2027-05-01",
    "2027-06-01",
  ),
  signUpCase(
    "signup-1st-month-4-last",
    "born on the 1st, month 4 last day",
    "1962-06-01",
    "2027-05-31",
    ["2027-02-01", "2027-08-31"],
    "2027-05-31",
    "2027-06-01",
  ),
  signUpCase(
    "signup-1st-month-7",
    "born on the 1st, the period's last day",
    "1962-06-01",
    "2027-08-31",
    ["2027-02-01", "2027-08-31"],
    "2027-08-31",
    "2027-09-01",
  ),
  // December and January births: the window and the coverage cross the year.
  signUpCase(
    "signup-dec-month-3",
    "December birthday, month 3 last day",
    "1962-12-10",
    "2027-11-30",
    ["2027-09-01", "2028-03-31"],
    "2027-11-30",
    "2027-12-01",
  ),
  signUpCase(
    "signup-dec-month-4",
    "December birthday, in the birthday month",
    "1962-12-10",
    "2027-12-01",
    ["2027-09-01", "2028-03-31"],
    "2027-12-01",
    "2028-01-01",
  ),
  signUpCase(
    "signup-dec-month-5",
    "December birthday, January",
    "1962-12-10",
    "2028-01-15",
    ["2027-09-01", "2028-03-31"],
    "2028-01-15",
    "2028-02-01",
  ),
  signUpCase(
    "signup-dec-month-7",
    "December birthday, the period's last day",
    "1962-12-10",
    "2028-03-31",
    ["2027-09-01", "2028-03-31"],
    "2028-03-31",
    "2028-04-01",
  ),
  signUpCase(
    "signup-jan1-month-3",
    "born on 1 January, month 3 (November)",
    "1963-01-01",
    "2027-11-30",
    ["2027-09-01", "2028-03-31"],
    "2027-11-30",
    "2027-12-01",
  ),
  signUpCase(
    "signup-jan1-month-4",
    "born on 1 January, in December (Medicare's birthday month)",
    "1963-01-01",
    "2027-12-15",
    ["2027-09-01", "2028-03-31"],
    "2027-12-15",
    "2028-01-01",
  ),
  signUpCase(
    "signup-jan1-month-7",
    "born on 1 January, the period's last day",
    "1963-01-01",
    "2028-03-31",
    ["2027-09-01", "2028-03-31"],
    "2028-03-31",
    "2028-04-01",
  ),

  // After the Initial Enrollment Period, no job coverage: the General Enrollment Period.
  {
    id: "gep-open-january",
    about: "in the GEP: coverage the month after",
    rules: ["gep", "part-b-late-penalty"],
    input: { today: "2027-01-10", birth: "1961-06-15", coverage: "none" },
    expect: {
      finder: {
        period: "gep",
        window: ["2027-01-01", "2027-03-31"],
        signUpDate: "2027-01-10",
        coverageStart: "2027-02-01",
      },
    },
  },
  {
    id: "gep-last-day",
    about: "the GEP's last day",
    rules: ["gep"],
    input: { today: "2027-03-31", birth: "1961-06-15", coverage: "none" },
    expect: {
      finder: {
        period: "gep",
        window: ["2027-01-01", "2027-03-31"],
        signUpDate: "2027-03-31",
        coverageStart: "2027-04-01",
      },
    },
  },
  {
    id: "gep-day-after",
    about: "the day after the GEP: the next one",
    rules: ["gep"],
    input: { today: "2027-04-01", birth: "1961-06-15", coverage: "none" },
    expect: {
      finder: {
        period: "gep",
        window: ["2028-01-01", "2028-03-31"],
        signUpDate: "2028-01-01",
        coverageStart: "2028-02-01",
      },
    },
  },
  {
    id: "gep-day-before",
    about: "31 December: the GEP opens tomorrow",
    rules: ["gep"],
    input: { today: "2026-12-31", birth: "1961-06-15", coverage: "none" },
    expect: {
      finder: {
        period: "gep",
        window: ["2027-01-01", "2027-03-31"],
        signUpDate: "2027-01-01",
        coverageStart: "2027-02-01",
      },
    },
  },
  {
    id: "gep-67-cobra",
    about: "67 on COBRA: no Special Enrollment Period",
    rules: ["cobra-retiree-no-sep", "gep"],
    input: { today: ON, birth: "1959-06-15", coverage: "retiree-cobra" },
    expect: {
      finder: {
        period: "gep",
        window: ["2027-01-01", "2027-03-31"],
        coverageStart: "2027-02-01",
        notes: ["retiree-cobra-no-sep"],
        withoutNotes: ["small-employer"],
      },
    },
  },
  {
    id: "gep-66-retiree-no-birth",
    about: "66 with retiree coverage, no date of birth given",
    rules: ["cobra-retiree-no-sep", "gep"],
    input: { today: ON, age: 66, coverage: "retiree-cobra" },
    expect: {
      finder: { period: "gep", window: ["2027-01-01", "2027-03-31"], notes: ["retiree-cobra-no-sep"] },
    },
  },

  // The visitor's own job: 8 months from the month after it ends (month edges).
  sepCase(
    "sep-own-ends-31-dec",
    "own job ends on the last day of a month",
    { today: ON, birth: "1959-06-15", coverage: "job", jobEnds: "2026-12-31" },
    ["2027-01-01", "2027-08-31"],
  ),
  sepCase(
    "sep-own-ends-1-jan",
    "own job ends on the first day of a month",
    { today: ON, birth: "1959-06-15", coverage: "job", jobEnds: "2027-01-01" },
    ["2027-02-01", "2027-09-30"],
  ),
  sepCase(
    "sep-own-ends-30-jun",
    "own job ends 30 June: the period ends on 29 February",
    { today: ON, birth: "1959-06-15", coverage: "job", jobEnds: "2027-06-30" },
    ["2027-07-01", "2028-02-29"],
  ),
  sepCase(
    "sep-own-ends-1-jul",
    "own job ends 1 July",
    { today: ON, birth: "1959-06-15", coverage: "job", jobEnds: "2027-07-01" },
    ["2027-08-01", "2028-03-31"],
  ),
  sepCase(
    "sep-own-ended",
    "own job ended months ago: the period is under way",
    { today: ON, birth: "1959-06-15", coverage: "job", jobEnds: "2026-05-31" },
    ["2026-06-01", "2027-01-31"],
  ),
  sepCase(
    "sep-own-ends-in-iep",
    "own job ends inside the Initial Enrollment Period: none",
    { today: ON, birth: "1962-06-15", coverage: "job", jobEnds: "2027-07-15" },
    null,
    ["sep-employer", "sep-employer-ends-in-iep"],
    "ends-in-iep",
  ),
  sepCase(
    "sep-own-ends-iep-last-day",
    "own job ends on the period's last day: none",
    { today: ON, birth: "1962-06-15", coverage: "job", jobEnds: "2027-09-30" },
    null,
    ["sep-employer", "sep-employer-ends-in-iep"],
    "ends-in-iep",
  ),
  sepCase(
    "sep-own-ends-day-after-iep",
    "own job ends the day after the period",
    { today: ON, birth: "1962-06-15", coverage: "job", jobEnds: "2027-10-01" },
    ["2027-11-01", "2028-06-30"],
  ),
  sepCase(
    "sep-own-ignores-spouse-date",
    "own job: a spouse's date does not count",
    { today: ON, birth: "1959-06-15", coverage: "job", jobEnds: "2026-12-31", spouseCoverageEnds: "2027-05-31" },
    ["2027-01-01", "2027-08-31"],
  ),
  sepCase(
    "sep-other-coverage",
    "other coverage (retiree, COBRA): no period from a retirement date",
    { today: ON, birth: "1959-06-15", coverage: "other", jobEnds: "2026-12-31" },
    null,
    ["cobra-retiree-no-sep"],
  ),

  // The spouse's job: from when the spouse's job or that coverage ends, never from the visitor's retirement.
  sepCase(
    "sep-spouse-ends-31-may",
    "spouse's coverage ends 31 May; the visitor retires earlier",
    { today: ON, birth: "1959-06-15", coverage: "spouse-job", jobEnds: "2026-12-31", spouseCoverageEnds: "2027-05-31" },
    ["2027-06-01", "2028-01-31"],
  ),
  sepCase(
    "sep-spouse-ends-1-jun",
    "spouse's coverage ends 1 June",
    { today: ON, birth: "1959-06-15", coverage: "spouse-job", spouseCoverageEnds: "2027-06-01" },
    ["2027-07-01", "2028-02-29"],
  ),
  sepCase(
    "sep-spouse-ends-before-retirement",
    "spouse's coverage ends before the visitor retires",
    { today: ON, birth: "1959-06-15", coverage: "spouse-job", jobEnds: "2028-06-30", spouseCoverageEnds: "2026-12-31" },
    ["2027-01-01", "2027-08-31"],
  ),
  sepCase(
    "sep-spouse-ends-31-dec-no-retirement",
    "spouse's coverage ends 31 December, the visitor does not work",
    { today: ON, birth: "1959-06-15", coverage: "spouse-job", spouseCoverageEnds: "2027-12-31" },
    ["2028-01-01", "2028-08-31"],
  ),
  sepCase(
    "sep-spouse-no-date",
    "spouse's job chosen, only the visitor's retirement given: no period from it",
    { today: ON, birth: "1959-06-15", coverage: "spouse-job", jobEnds: "2026-12-31" },
    null,
    ["sep-employer"],
    "needs-spouse-date",
  ),
  sepCase(
    "sep-spouse-ends-in-iep",
    "spouse's coverage ends inside the Initial Enrollment Period: none",
    { today: ON, birth: "1962-06-15", coverage: "spouse-job", spouseCoverageEnds: "2027-09-30" },
    null,
    ["sep-employer", "sep-employer-ends-in-iep"],
    "ends-in-iep",
  ),
  sepCase(
    "sep-spouse-ends-after-iep",
    "spouse's coverage ends the day after the period",
    { today: ON, birth: "1962-06-15", coverage: "spouse-job", spouseCoverageEnds: "2027-10-01" },
    ["2027-11-01", "2028-06-30"],
  ),
  sepCase(
    "sep-spouse-born-1st",
    "born on the 1st; spouse's coverage ends the day after the period",
    { today: ON, birth: "1962-06-01", coverage: "spouse-job", spouseCoverageEnds: "2027-09-01" },
    ["2027-10-01", "2028-05-31"],
  ),

  // Still working at 64/65/67 with job coverage; small employers (Medicare pays first).
  {
    id: "finder-67-job",
    about: "67, own job coverage: the Special Enrollment Period, and the small-employer warning",
    rules: ["sep-employer", "employer-size-payer"],
    input: { today: ON, age: 67, coverage: "job" },
    expect: { finder: { period: "sep-employer", window: null, notes: ["rule-employer-sep", "small-employer"] } },
  },
  {
    id: "finder-67-spouse-job",
    about: "67, spouse's job coverage: the same, with the small-employer warning",
    rules: ["sep-employer", "employer-size-payer"],
    input: { today: ON, age: 67, coverage: "spouse-job" },
    expect: { finder: { period: "sep-employer", window: null, notes: ["rule-employer-sep", "small-employer"] } },
  },
  {
    id: "finder-65-after-iep-job",
    about: "65 with a date of birth, the period over, job coverage",
    rules: ["sep-employer", "employer-size-payer", "iep"],
    input: { today: ON, birth: "1961-02-15", coverage: "job" },
    expect: { finder: { period: "sep-employer", notes: ["small-employer"] } },
  },
  {
    id: "finder-64-job-iep-upcoming",
    about: "64 with job coverage, the period not open yet: the period, the 20-employee rule both ways",
    rules: ["iep", "iep-coverage-start", "employer-size-payer"],
    input: { today: ON, birth: "1962-06-15", coverage: "job" },
    expect: {
      finder: {
        period: "iep",
        window: ["2027-03-01", "2027-09-30"],
        signUpDate: "2027-03-01",
        coverageStart: "2027-06-01",
        notes: ["iep-job-coverage", "small-employer"],
      },
    },
  },
  {
    id: "finder-65-iep-open-spouse",
    about: "65 in the period with a spouse's job coverage",
    rules: ["iep", "iep-coverage-start", "employer-size-payer"],
    input: { today: ON, birth: "1961-10-01", coverage: "spouse-job" },
    expect: {
      finder: {
        period: "iep",
        window: ["2026-06-01", "2026-12-31"],
        signUpDate: ON,
        coverageStart: "2026-12-01",
        notes: ["iep-job-coverage", "small-employer"],
      },
    },
  },
  {
    id: "finder-63-job",
    about: "63: not yet",
    rules: ["iep"],
    input: { today: ON, age: 63, coverage: "job" },
    expect: { finder: { period: "not-yet-eligible", window: null, withoutNotes: ["small-employer"] } },
  },
  {
    id: "finder-67-none",
    about: "67 without coverage: no small-employer note",
    rules: ["gep"],
    input: { today: ON, age: 67, coverage: "none" },
    expect: { finder: { period: "gep", withoutNotes: ["small-employer", "rule-employer-sep"] } },
  },

  // Already enrolled: the yearly periods.
  enrolledCase("enrolled-aep", "on Medicare during Open Enrollment", ON, {
    period: "aep",
    window: ["2026-10-15", "2026-12-07"],
    changesStart: "2027-01-01",
  }),
  enrolledCase("enrolled-aep-last-day", "on Medicare, 7 December", "2027-12-07", {
    period: "aep",
    window: ["2027-10-15", "2027-12-07"],
    changesStart: "2028-01-01",
  }),
  enrolledCase("enrolled-dec-8", "on Medicare, 8 December: Open Enrollment is over", "2026-12-08", {
    period: "ma-oep",
    window: ["2027-01-01", "2027-03-31"],
    notes: ["aep-ended"],
  }),
  enrolledCase("enrolled-jan-1", "on Medicare, 1 January", "2027-01-01", {
    period: "ma-oep",
    window: ["2027-01-01", "2027-03-31"],
  }),
  enrolledCase("enrolled-apr-1", "on Medicare, 1 April", "2027-04-01", { period: "sep", window: null }),

  // IRMAA's two-year look-back on the timeline.
  {
    id: "irmaa-lookback-2026",
    about: "IRMAA in 2026 looks at 2024",
    rules: ["irmaa-lookback"],
    input: { today: ON, birth: "1959-06-15", coverage: "none" },
    expect: { irmaaTaxYear: 2024 },
  },
  {
    id: "irmaa-lookback-new-year",
    about: "on 1 January the look-back year moves",
    rules: ["irmaa-lookback"],
    input: { today: "2027-01-01", birth: "1959-06-15", coverage: "none" },
    expect: { irmaaTaxYear: 2025 },
  },

  // The quiz's path for people near 65 with job or retiree coverage.
  {
    id: "quiz-approaching-active-job",
    about: "turning 65 with a current job's plan",
    rules: ["employer-size-payer", "sep-employer"],
    input: { today: ON, quiz: { age: "approaching", employerCoverage: "yes-active" } },
    expect: { quiz: { slug: "getting-started", says: ["employer-size", "small-employer"] } },
  },
  {
    id: "quiz-approaching-retiree",
    about: "turning 65 with retiree coverage",
    rules: ["cobra-retiree-no-sep"],
    input: { today: ON, quiz: { age: "approaching", employerCoverage: "yes-retiree" } },
    expect: { quiz: { slug: "getting-started", says: ["cobra-retiree"] } },
  },
  {
    id: "quiz-under65-active-job",
    about: "under 65 with a current job's plan",
    rules: ["employer-size-payer"],
    input: { today: ON, quiz: { age: "under65", employerCoverage: "yes-active" } },
    expect: { quiz: { slug: "getting-started", says: ["employer-size", "small-employer"] } },
  },
];
