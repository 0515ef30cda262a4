import { HIGHER_INCOME_OPTIONS, type PathSlug, type QuestionId, type QuizAnswers } from "./options.ts";

/** Which of the spec's routing rules chose a path, and the answers that met it. */
export interface PathRuleMatch {
  /** The spec's rule number: 1 to 5, or 6 for the fallback. */
  rule: 1 | 2 | 3 | 4 | 5 | 6;
  /** The guidance page the rule leads to. */
  slug: PathSlug;
  /** The questions whose answers met the rule's condition, in question order (none for the fallback). */
  because: readonly QuestionId[];
}

/** The questions of `candidates` whose condition holds, in the given order. */
function met(candidates: readonly (readonly [QuestionId, boolean])[]): QuestionId[] {
  return candidates.filter(([, holds]) => holds).map(([id]) => id);
}

/**
 * The first of the spec's rules (spec 000, section 4, "Path routing") that the
 * answers meet, checked in this order:
 *
 * 1. age approaching, or enrollmentStatus new or unsure: getting-started.
 * 2. income in any of the three higher bands and mainConcern irmaa or costs: irmaa-planning.
 * 3. mainConcern comparing: advantage-vs-supplement.
 * 4. mainConcern costs: cost-optimization.
 * 5. mainConcern updates, or stayInformed email or both: staying-informed.
 * 6. otherwise: getting-started.
 *
 * The path pages use `because` to tell the visitor which answers led there.
 */
export function matchPathRule(answers: QuizAnswers): PathRuleMatch {
  const { age, enrollmentStatus, income, mainConcern, stayInformed } = answers;

  const approaching = age === "approaching";
  const newOrUnsure = enrollmentStatus === "new" || enrollmentStatus === "unsure";
  if (approaching || newOrUnsure) {
    return {
      rule: 1,
      slug: "getting-started",
      because: met([
        ["age", approaching],
        ["enrollmentStatus", newOrUnsure],
      ]),
    };
  }
  if (
    (HIGHER_INCOME_OPTIONS as readonly string[]).includes(income) &&
    (mainConcern === "irmaa" || mainConcern === "costs")
  ) {
    return { rule: 2, slug: "irmaa-planning", because: ["income", "mainConcern"] };
  }
  if (mainConcern === "comparing") return { rule: 3, slug: "advantage-vs-supplement", because: ["mainConcern"] };
  if (mainConcern === "costs") return { rule: 4, slug: "cost-optimization", because: ["mainConcern"] };
  const wantsUpdates = mainConcern === "updates";
  const byEmail = stayInformed === "email" || stayInformed === "both";
  if (wantsUpdates || byEmail) {
    return {
      rule: 5,
      slug: "staying-informed",
      because: met([
        ["mainConcern", wantsUpdates],
        ["stayInformed", byEmail],
      ]),
    };
  }
  return { rule: 6, slug: "getting-started", because: [] };
}

/** The guidance page for a set of answers: the slug of the first rule they meet (see matchPathRule). */
export function routeToPath(answers: QuizAnswers): PathSlug {
  return matchPathRule(answers).slug;
}
