/**
 * The quiz page's side effects, as plain functions (tested without React):
 * the POST body, the local copy of the answers, the call to send-quiz-results.
 */
import { postJson, type SendDeps, type SendResult } from "../../components/FormFrame/index.ts";
import {
  pathRoute,
  QUIZ_ANSWERS_STORAGE_KEY,
  routeToPath,
  type PathSlug,
  type QuizAnswers,
} from "@medicare-guide/content/quiz/index";

/** Where the function lives; VITE_QUIZ_ENDPOINT at build time points at a separate backend host. */
export const QUIZ_ENDPOINT: string = import.meta.env.VITE_QUIZ_ENDPOINT ?? "/api/send-quiz-results";

export interface QuizSubmissionBody {
  email: string;
  path: string;
  answers: QuizAnswers;
  lang: "en" | "es";
}

/** The POST body: e-mail, computed path route and the six answers. No consent flag, no tracking parameters. */
export function buildSubmission(
  values: QuizAnswers & { email: string },
  lang: "en" | "es",
): { body: QuizSubmissionBody; slug: PathSlug } {
  const answers: QuizAnswers = {
    age: values.age,
    enrollmentStatus: values.enrollmentStatus,
    income: values.income,
    employerCoverage: values.employerCoverage,
    mainConcern: values.mainConcern,
    stayInformed: values.stayInformed,
  };
  const slug = routeToPath(answers);
  return { body: { email: values.email.trim(), path: pathRoute(slug), answers, lang }, slug };
}

/** Keeps the answers (never the e-mail address) on this device, for the path page's "based on your answers" note. */
export function saveAnswers(storage: Pick<Storage, "setItem"> | undefined, answers: QuizAnswers): boolean {
  try {
    storage?.setItem(QUIZ_ANSWERS_STORAGE_KEY, JSON.stringify(answers));
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** Sends the answers, once: "sent" only for a 2xx answer; "not-sent" when no server was reached (offline). */
export function sendQuizResults(
  body: QuizSubmissionBody,
  deps: SendDeps = {},
  endpoint = QUIZ_ENDPOINT,
): Promise<SendResult> {
  return postJson(endpoint, body, deps);
}
