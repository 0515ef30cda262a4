import type { QuizAnswers } from "@medicare-guide/content/quiz/options";

/** The quiz answers the functions' tests submit (they lead to the irmaa-planning path). */
export const ANSWERS: QuizAnswers = {
  age: "enrolled",
  enrollmentStatus: "original",
  income: "over161k",
  employerCoverage: "no",
  mainConcern: "irmaa",
  stayInformed: "both",
};
