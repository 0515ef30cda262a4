import { HIGHER_INCOME_OPTIONS, type PathSlug, type QuizAnswers } from "./options.ts";

/**
 * The guidance page for a set of answers: the spec's rules (spec 000, section 4,
 * "Path routing"), checked in this order; the first rule that matches wins.
 *
 * 1. age approaching, or enrollmentStatus new or unsure: getting-started.
 * 2. income in any of the three higher bands and mainConcern irmaa or costs: irmaa-planning.
 * 3. mainConcern comparing: advantage-vs-supplement.
 * 4. mainConcern costs: cost-optimization.
 * 5. mainConcern updates, or stayInformed email or both: staying-informed.
 * 6. otherwise: getting-started.
 */
export function routeToPath(answers: QuizAnswers): PathSlug {
  const { age, enrollmentStatus, income, mainConcern, stayInformed } = answers;

  if (age === "approaching" || enrollmentStatus === "new" || enrollmentStatus === "unsure") {
    return "getting-started";
  }
  if (
    (HIGHER_INCOME_OPTIONS as readonly string[]).includes(income) &&
    (mainConcern === "irmaa" || mainConcern === "costs")
  ) {
    return "irmaa-planning";
  }
  if (mainConcern === "comparing") return "advantage-vs-supplement";
  if (mainConcern === "costs") return "cost-optimization";
  if (mainConcern === "updates" || stayInformed === "email" || stayInformed === "both") {
    return "staying-informed";
  }
  return "getting-started";
}
