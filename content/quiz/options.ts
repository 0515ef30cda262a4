/**
 * The Find Your Medicare Path quiz: its questions and their answer values, in
 * the spec's order (spec 000, sections 3 and 4). Shared by the quiz page and the
 * send-quiz-results function, so both accept exactly the same values.
 *
 * Labels, help text and messages are not here: they live in
 * locales/{en,es}/quiz.json under `questions.<questionId>.options.<value>`.
 * Dollar amounts are not here either: income labels interpolate the IRMAA
 * thresholds that income-bands.ts reads from content/figures.
 */

import type { PathSlug } from "./path-slugs.ts";

export const AGE_OPTIONS = ["approaching", "enrolled", "under65"] as const;
export const ENROLLMENT_STATUS_OPTIONS = ["new", "original", "advantage", "unsure"] as const;
export const INCOME_OPTIONS = ["under103k", "103k-129k", "129k-161k", "over161k"] as const;
export const EMPLOYER_COVERAGE_OPTIONS = ["yes-active", "yes-retiree", "no"] as const;
export const MAIN_CONCERN_OPTIONS = ["learning", "costs", "comparing", "irmaa", "updates"] as const;
export const STAY_INFORMED_OPTIONS = ["email", "web", "both"] as const;

/** The six questions, in the order the quiz asks them (steps 0 to 5). */
export const QUESTION_IDS = [
  "age",
  "enrollmentStatus",
  "income",
  "employerCoverage",
  "mainConcern",
  "stayInformed",
] as const;

export type QuestionId = (typeof QUESTION_IDS)[number];

/** Every question's answer values, keyed by question id. */
export const QUESTION_OPTIONS = {
  age: AGE_OPTIONS,
  enrollmentStatus: ENROLLMENT_STATUS_OPTIONS,
  income: INCOME_OPTIONS,
  employerCoverage: EMPLOYER_COVERAGE_OPTIONS,
  mainConcern: MAIN_CONCERN_OPTIONS,
  stayInformed: STAY_INFORMED_OPTIONS,
} as const satisfies Record<QuestionId, readonly string[]>;

export type AgeOption = (typeof AGE_OPTIONS)[number];
export type EnrollmentStatusOption = (typeof ENROLLMENT_STATUS_OPTIONS)[number];
export type IncomeOption = (typeof INCOME_OPTIONS)[number];
export type EmployerCoverageOption = (typeof EMPLOYER_COVERAGE_OPTIONS)[number];
export type MainConcernOption = (typeof MAIN_CONCERN_OPTIONS)[number];
export type StayInformedOption = (typeof STAY_INFORMED_OPTIONS)[number];

/** A complete set of answers to the six questions (no e-mail, no consent). */
export interface QuizAnswers {
  age: AgeOption;
  enrollmentStatus: EnrollmentStatusOption;
  income: IncomeOption;
  employerCoverage: EmployerCoverageOption;
  mainConcern: MainConcernOption;
  stayInformed: StayInformedOption;
}

/** Number of questions ("Question N of 6"); the contact step comes after them. */
export const QUESTION_COUNT = QUESTION_IDS.length;

/** Step index of the contact step (e-mail and consent), after the six questions. */
export const CONTACT_STEP = QUESTION_COUNT;

/** Delay before the visitor is taken to their path after submitting (spec section 9). */
export const REDIRECT_DELAY_MS = 2000;

/** Browser storage key for the saved answers (answers only, never the e-mail). */
export { QUIZ_ANSWERS_STORAGE_KEY } from "./storage-key.ts";

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Income bands as positions in the IRMAA tier table: a band runs from the top of
 * tier `fromTier` (exclusive) to the top of tier `toTier` (inclusive); tier 0 is
 * the no-surcharge tier. `null` means open-ended. income-bands.ts turns these
 * into dollar amounts from content/figures (single and joint).
 */
export const INCOME_BAND_TIERS = {
  under103k: { fromTier: null, toTier: 0 },
  "103k-129k": { fromTier: 0, toTier: 1 },
  "129k-161k": { fromTier: 1, toTier: 2 },
  over161k: { fromTier: 2, toTier: null },
} as const satisfies Record<IncomeOption, { fromTier: number | null; toTier: number | null }>;

/** Income bands above the no-surcharge tier (routing rule 2). */
export const HIGHER_INCOME_OPTIONS = ["103k-129k", "129k-161k", "over161k"] as const satisfies readonly IncomeOption[];

/** The five guidance pages a visitor can be routed to (path-slugs.ts, which the route table reads). */
export { PATH_SLUGS, type PathSlug } from "./path-slugs.ts";

/**
 * The five path routes as sent in the submission's `path` field: the English
 * route, without the language prefix (the spec's "path (the chosen route)").
 */
export const PATH_ROUTES = [
  "/path/getting-started",
  "/path/cost-optimization",
  "/path/irmaa-planning",
  "/path/advantage-vs-supplement",
  "/path/staying-informed",
] as const satisfies readonly `/path/${PathSlug}`[];

export type PathRoute = (typeof PATH_ROUTES)[number];

/** "/path/<slug>" for a slug. */
export function pathRoute(slug: PathSlug): PathRoute {
  return `/path/${slug}`;
}

/** The slug of a path route. */
export function pathSlugOf(route: PathRoute): PathSlug {
  return route.slice("/path/".length) as PathSlug;
}

/** The route to take the visitor to, in their language ("/es/path/..." in Spanish). */
export function localizedPathRoute(slug: PathSlug, lang: "en" | "es"): string {
  return lang === "es" ? `/es${pathRoute(slug)}` : pathRoute(slug);
}

/** Whether the visitor asked for updates by e-mail (stored as consent to updates). */
export function wantsEmailUpdates(stayInformed: StayInformedOption): boolean {
  return stayInformed === "email" || stayInformed === "both";
}
