/**
 * The "Based on your answers" note of a guidance page: which quiz answers (saved
 * on this device under QUIZ_ANSWERS_STORAGE_KEY by the quiz) led to this page.
 * The routing rules are not repeated here: matchPathRule (content/quiz) says
 * which rule matched and which answers met it.
 */
import {
  QUESTION_IDS,
  QUESTION_OPTIONS,
  QUIZ_ANSWERS_STORAGE_KEY,
  type PathSlug,
  type QuestionId,
  type QuizAnswers,
} from "@medicare-guide/content/quiz/options";
import { matchPathRule, type PathRuleMatch } from "@medicare-guide/content/quiz/route-to-path";

/** One answer that led to the page: the question and the visitor's answer (an option value). */
export interface QuizReason {
  question: QuestionId;
  value: string;
}

export type QuizNote =
  /** The answers lead to this page: the rule that matched and the answers that met it (none for the fallback rule). */
  | { kind: "this-page"; rule: PathRuleMatch["rule"]; reasons: QuizReason[] }
  /** The answers lead to another guide. */
  | { kind: "other-page"; suggested: PathSlug };

/**
 * The saved answers, if they are a complete and valid set; otherwise null (no
 * note). Extra keys are ignored; anything else malformed means no note.
 */
export function parseStoredAnswers(raw: string | null | undefined): QuizAnswers | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const answers: Partial<Record<QuestionId, string>> = {};
  for (const id of QUESTION_IDS) {
    const value = record[id];
    if (typeof value !== "string" || !(QUESTION_OPTIONS[id] as readonly string[]).includes(value)) return null;
    answers[id] = value;
  }
  return answers as QuizAnswers;
}

/** What the note says on the page `slug` for these answers. */
export function quizNoteFor(slug: PathSlug, answers: QuizAnswers): QuizNote {
  const match = matchPathRule(answers);
  if (match.slug !== slug) return { kind: "other-page", suggested: match.slug };
  return {
    kind: "this-page",
    rule: match.rule,
    reasons: match.because.map((question) => ({ question, value: answers[question] })),
  };
}

/** Reads the saved answers from browser storage; null when there are none or storage cannot be read (private modes). */
export function readQuizAnswers(storage: Pick<Storage, "getItem"> | undefined): QuizAnswers | null {
  try {
    return parseStoredAnswers(storage?.getItem(QUIZ_ANSWERS_STORAGE_KEY));
  } catch {
    return null;
  }
}
