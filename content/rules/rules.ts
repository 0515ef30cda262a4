/**
 * The enrollment rules the tools use, written once, each with its official citation and the quoted words
 * (issue 25, "The rules as cited data"). The tools' date models read their parameters from RULE_PARAMETERS
 * (app/tools/shared/medicare-dates.ts, the coverage timeline, the enrollment finder); the numbers Medicare
 * publishes as figures (7 months, 8 months, 20 employees, the penalty percentages, the look-back years) stay in
 * content/figures and a rule names them by key, so no rule or figure is typed twice.
 *
 * Quotes are copied from the official text as read on `readOn`; where the official page could only be read
 * through a verbatim reproduction, `via` names it. Not shown to visitors: this is the reference the boundary
 * table (boundary-cases.ts) and its test are checked against.
 */
import type { FigureKey } from "../figures/keys.ts";

export type RuleId =
  | "attains-age"
  | "iep"
  | "iep-coverage-start"
  | "gep"
  | "sep-employer"
  | "sep-employer-ends-in-iep"
  | "cobra-retiree-no-sep"
  | "part-b-late-penalty"
  | "part-d-late-penalty"
  | "employer-size-payer"
  | "irmaa-lookback";

export interface RuleSource {
  /** "42 CFR 407.10(a)(2)(i)", "SSA POMS HI 00805.015", "SSA, Special Enrollment Period (iClaim help)" */
  cite: string;
  url: string;
  /** the official words, verbatim (ellipses mark cuts) */
  quote: string;
  /** the day the text was read (ISO) */
  readOn: string;
  /** the reproduction the official text was read through, when not the publisher's own page */
  via?: string;
}

export interface EnrollmentRule {
  id: RuleId;
  /** the rule in one plain sentence (for developers; visitors read the locale strings) */
  rule: string;
  sources: readonly [RuleSource, ...RuleSource[]];
  /** the published numbers the rule uses, by their content/figures key */
  figures?: readonly FigureKey[];
}

const READ_ON = "2026-11-29";

export const RULES: Readonly<Record<RuleId, EnrollmentRule>> = {
  "attains-age": {
    id: "attains-age",
    rule: "A person attains an age the day before the anniversary of their birth, so someone born on the 1st of a month reaches 65 in the month before their birthday month.",
    sources: [
      {
        cite: "42 CFR 407.10(a)(2)(i)",
        url: "https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-B/part-407/subpart-B/section-407.10",
        quote:
          "Has attained age 65. (An individual is considered to have attained age 65 on the day before the 65th anniversary of his or her birth.)",
        readOn: READ_ON,
        via: "govregs.com reproduction of 42 CFR part 407 subpart B",
      },
      {
        cite: "42 CFR 411.170(c)",
        url: "https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-B/part-411/subpart-G/section-411.170",
        quote:
          "(1) An individual attains a particular age on the day preceding the anniversary of his or her birth. (2) The period during which an individual is considered to be “aged” begins on the first day of the month in which that individual attains age 65.",
        readOn: READ_ON,
      },
      {
        cite: "SSR 63-15 (20 CFR 404.2(c)(4))",
        url: "https://www.ssa.gov/OP_Home/rulings/oasi/09/SSR63-15-oasi-09.html",
        quote:
          "A girl, born December 1, 1944, ... Held, she attained age 18 on November 30, 1962, the day before her 18th birthday",
        readOn: READ_ON,
      },
    ],
  },
  iep: {
    id: "iep",
    rule: "The Initial Enrollment Period is 7 months: it begins on the first day of the third month before the month of attaining 65 and ends on the last day of the third month after it.",
    sources: [
      {
        cite: "SSA POMS HI 00805.015 B",
        url: "https://secure.ssa.gov/poms.nsf/lnx/0600805015",
        quote:
          "an individual's IEP consists of 7 months. The IEP begins on the first day of the third month before the first month of eligibility (as defined in HI 00805.005 C.) and ends on the last day of the third month following the first month of eligibility.",
        readOn: READ_ON,
      },
      {
        cite: "SSA POMS HI 00801.133 A",
        url: "https://secure.ssa.gov/poms.nsf/lnx/0600801133",
        quote:
          "the IEP begins 3 months before the first month of eligibility (generally, the month of attainment of age 65 ...) and continues for 7 months.",
        readOn: READ_ON,
      },
      {
        cite: "SSA POMS HI 00805.153",
        url: "https://secure.ssa.gov/apps10/poms.nsf/lnx/0600805153",
        quote:
          "Since persons born on the first day of a month are ordinarily unaware that they actually attain a given age in the preceding month, the deemed IEP provision will be applied without further development.",
        readOn: READ_ON,
      },
    ],
    figures: ["enrollment.iep.months"],
  },
  "iep-coverage-start": {
    id: "iep-coverage-start",
    rule: "Since 1 January 2023: sign up in the first 3 months of the Initial Enrollment Period and coverage begins with the month of attaining 65; sign up in its last 4 months and coverage begins the month after the sign-up month.",
    sources: [
      {
        cite: "42 CFR 406.22(b)",
        url: "https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-B/part-406/subpart-C/section-406.22",
        quote:
          "For an individual who has attained age 65 on or after January 1, 2023, the following rules apply: (1) If the individual enrolls during the first 3 months of their initial enrollment period, entitlement begins with the first month of eligibility. (2) If an individual enrolls during the last 4 months of their initial enrollment period, entitlement begins with the month following the month of enrollment.",
        readOn: READ_ON,
        via: "law.lawstack.com (verified against eCFR.gov, June 20, 2026)",
      },
      {
        cite: "42 CFR 407.25 (the same rule for Part B, as amended from 2023 under the Consolidated Appropriations Act, 2021)",
        url: "https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-B/part-407/subpart-B/section-407.25",
        quote:
          "If an individual enrolls during the first three months of the initial enrollment period, entitlement begins with the first month of eligibility.",
        readOn: READ_ON,
        via: "codes.findlaw.com (paragraph (a)(1), unchanged by the 2023 amendment)",
      },
    ],
  },
  gep: {
    id: "gep",
    rule: "The General Enrollment Period is January through March every year; since 2023 coverage begins the first day of the month after the month of sign-up (before 2023: 1 July).",
    sources: [
      {
        cite: "42 CFR 407.15(a)",
        url: "https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-B/part-407/subpart-B/section-407.15",
        quote: "the general enrollment period is January through March of each calendar year.",
        readOn: READ_ON,
        via: "lexbuild.dev eCFR mirror (currency 2026-04-05)",
      },
      {
        cite: "SSA POMS HI 00805.025 B.3",
        url: "https://secure.ssa.gov/apps10/poms.nsf/lnx/0600805025",
        quote:
          "SMI entitlement based on a GEP enrollment will begin the first of the month after the month of enrollment. Prior to January 1, 2023, SMI entitlement based on a GEP enrollment always begins July 1 of the year during which the GEP enrollment took place.",
        readOn: READ_ON,
      },
    ],
  },
  "sep-employer": {
    id: "sep-employer",
    rule: "With group health coverage from the visitor's or the spouse's current employment: sign up any month while covered, or in the 8 months that begin the month after the employment or that coverage ends, whichever comes first.",
    sources: [
      {
        cite: "SSA POMS HI 00805.275 A",
        url: "https://secure.ssa.gov/apps10/poms.nsf/lnx/0600805275",
        quote:
          "during any month (including a partial month) in which the individual enrolled in a group health plan (GHP) or a large group health plan (LGHP) based on current employment status; ... or in any of the 8 consecutive months following the last month, during any part of which, the individual was enrolled in the GHP based on current employment status.",
        readOn: READ_ON,
      },
      {
        cite: "SSA POMS HI 00805.275 (worker and spouse)",
        url: "https://secure.ssa.gov/apps10/poms.NSF/lnx/0600805275",
        quote:
          "The worker and spouse can enroll any time while covered under the GHP based on current employment status or during the 8-month period that begins the month following the month the GHP coverage or employment ends, whichever occurs first.",
        readOn: READ_ON,
      },
      {
        cite: "SSA, Special Enrollment Period (iClaim help)",
        url: "https://ssa.gov/help/iClaim_medSEP.html",
        quote:
          "If you are age 65 or older, you or your spouse are still working and you are covered under a group health plan based on that current employment ... In the eight-month period that begins with the month after your group health plan coverage or the current employment it is based on ends, whichever comes first.",
        readOn: READ_ON,
      },
    ],
    figures: ["enrollment.sep.employerMonths"],
  },
  "sep-employer-ends-in-iep": {
    id: "sep-employer-ends-in-iep",
    rule: "When the job coverage or the employment ends during the Initial Enrollment Period, there is no Special Enrollment Period: the Initial Enrollment Period applies.",
    sources: [
      {
        cite: "SSA, Special Enrollment Period (iClaim help)",
        url: "https://ssa.gov/help/iClaim_medSEP.html",
        quote:
          "Exception: If your group health plan coverage or the employment it is based on ends during your initial enrollment period for Medicare Part B, you do not qualify for a SEP.",
        readOn: READ_ON,
      },
    ],
  },
  "cobra-retiree-no-sep": {
    id: "cobra-retiree-no-sep",
    rule: "COBRA and retiree coverage are not coverage based on current employment: they give no Special Enrollment Period.",
    sources: [
      {
        cite: "SSA, Special Enrollment Period (iClaim help)",
        url: "https://ssa.gov/help/iClaim_medSEP.html",
        quote:
          "COBRA and retiree health plans aren't considered coverage based on current employment. If you have that type of coverage, you will not be eligible for a SEP when it ends.",
        readOn: READ_ON,
      },
      {
        cite: "SSA POMS HI 00620.177",
        url: "https://secure.ssa.gov/poms.Nsf/lnx/0600620177",
        quote:
          "Medicare is secondary to EGHP coverage only if the EGHP coverage is by reason of the employee’s current employment. Health insurance plans for retirees do not meet this condition.",
        readOn: READ_ON,
      },
    ],
  },
  "part-b-late-penalty": {
    id: "part-b-late-penalty",
    rule: "Signing up for Part B after the Initial Enrollment Period (without a Special Enrollment Period) raises the premium 10% for each full 12 months without it.",
    sources: [
      {
        cite: "42 CFR 408.22",
        url: "https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-B/part-408/subpart-B/section-408.22",
        quote:
          "For an individual who enrolls after expiration of his or her initial enrollment period or reenrolls after termination of a coverage period, the standard monthly premium determined under §408.20 is increased by ten percent for each full twelve months in the periods specified in §§408.24 and 408.25.",
        readOn: READ_ON,
        via: "chanrobles.com reproduction of 42 CFR 408.22",
      },
    ],
    figures: ["partB.latePenalty.percentPer12Months"],
  },
  "part-d-late-penalty": {
    id: "part-d-late-penalty",
    rule: "A gap of 63 days or more without Part D or other creditable drug coverage after the Initial Enrollment Period adds at least 1% of the national base beneficiary premium per uncovered month (42 CFR 423.286(d)(3)).",
    sources: [
      {
        cite: "CMS, Calculating the Late Enrollment Penalty (tip sheet); 42 CFR 423.286(d)(3)",
        url: "https://q1medicare.com/q1group/Blog.php?blog_id=62&category_id=11",
        quote:
          "People must pay the late enrollment penalty if they join a Medicare drug plan after having a period of 63 days or longer without Medicare prescription drug coverage or other creditable prescription drug coverage after they are first eligible to join. ... The late enrollment penalty amount is at least 1% of the “base beneficiary premium”",
        readOn: READ_ON,
        via: "q1medicare.com reproduction of the CMS tip sheet (the eCFR text of 423.286(d)(3) could not be read here)",
      },
    ],
    figures: ["partD.latePenalty.percentPerMonth", "partD.latePenalty.gapDays"],
  },
  "employer-size-payer": {
    id: "employer-size-payer",
    rule: "For people 65 or older with job coverage, Medicare pays second only when the employer has 20 or more employees; with fewer, Medicare pays first, so Part B should not be delayed.",
    sources: [
      {
        cite: "42 CFR 411.170(a)",
        url: "https://www.ecfr.gov/current/title-42/chapter-IV/subchapter-B/part-411/subpart-G/section-411.170",
        quote:
          "GHPs of at least one employer of 20 or more employees that cover those individuals. ... An employer is considered to employ 20 or more employees if the employer has 20 or more employees for each working day in each of 20 or more calendar weeks in the current calendar year or the preceding calendar year.",
        readOn: READ_ON,
      },
      {
        cite: "Palmetto GBA (a CMS Medicare contractor), When Medicare Is the Secondary Payer for the 'Working Aged'",
        url: "https://www.palmettogba.com/palmetto/jjb.nsf/DID/AKFKMX3657",
        quote:
          "If a single employer with fewer than 20 employees sponsors or contributes to a plan, Medicare is the primary payer for all working aged people enrolled in the plan.",
        readOn: READ_ON,
      },
    ],
    figures: ["enrollment.employerSize"],
  },
  "irmaa-lookback": {
    id: "irmaa-lookback",
    rule: "IRMAA for a year is set from the modified adjusted gross income of the tax year two years before (three when that is not available).",
    sources: [
      {
        cite: "20 CFR 418.1135(a)",
        url: "https://www.ssa.gov/OP_Home/cfr20/418/418-1135.htm",
        quote:
          "In general, we will use your modified adjusted gross income provided by IRS for the tax year 2 years prior to the effective year of the income-related monthly adjustment amount determination.",
        readOn: READ_ON,
      },
    ],
    figures: ["irmaa.lookbackYears"],
  },
};

/**
 * The calendar parameters of the rules above, read by the tools' date models. Month counts are whole calendar
 * months; a month/day pair is a yearly date.
 */
export const RULE_PARAMETERS = {
  /** "attains-age": an age is reached this many days before the birthday */
  attainsAgeDaysBeforeBirthday: 1,
  /** the age Medicare starts at */
  medicareAge: 65,
  /** "iep": months before and after the month of attaining 65 (plus that month: enrollment.iep.months) */
  iep: { monthsBefore: 3, monthsAfter: 3 },
  /** "iep-coverage-start": sign-ups in the first N months start with the month of attaining 65; later ones
   * start this many months after the sign-up month */
  iepCoverage: { earlyMonths: 3, laterStartsMonthsAfterSignUp: 1 },
  /** "gep": the yearly window and the coverage start after a sign-up in it */
  gep: { from: { month: 1, day: 1 }, to: { month: 3, day: 31 }, coverageStartsMonthsAfterSignUp: 1 },
  /** "sep-employer": the period starts this many months after the month the job or coverage ends */
  sepEmployer: { startsMonthsAfterEnd: 1 },
} as const;
