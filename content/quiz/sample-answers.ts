import type { QuizAnswers } from "./options.ts";

/**
 * One complete set of quiz answers, for the tests, the e2e journeys and the deploy gate's load step that submit
 * the quiz (an enrolled reader with income over the top IRMAA band whose concern is IRMAA): it leads to
 * /path/irmaa-planning (sample-answers.test.ts).
 */
export const SAMPLE_ANSWERS: QuizAnswers = {
  age: "enrolled",
  enrollmentStatus: "original",
  income: "over161k",
  employerCoverage: "no",
  mainConcern: "irmaa",
  stayInformed: "both",
};
