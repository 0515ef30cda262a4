/* The Find Your Medicare Path quiz, shared by the quiz page and functions/send-quiz-results. */
export * from "./options.ts";
export { routeToPath } from "./route-to-path.ts";
export * from "./schema.ts";
export {
  INCOME_BANDS,
  QUIZ_INCOME_YEAR,
  formatDollars,
  incomeBand,
  incomeLabelValues,
  type IncomeBand,
} from "./income-bands.ts";
