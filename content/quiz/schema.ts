import * as z from "zod/mini";
import {
  CONTACT_STEP,
  EMAIL_MAX_LENGTH,
  PATH_ROUTES,
  QUESTION_IDS,
  QUESTION_OPTIONS,
  pathRoute,
  type QuestionId,
} from "./options.ts";
import { routeToPath } from "./route-to-path.ts";

/**
 * Validation shared by the quiz page (one schema per step, for react-hook-form)
 * and the send-quiz-results function (the submission). zod/mini, as in the tools and the contact form: the
 * quiz page ships it, and classic zod cost it about 10 KiB gzip (issue 10). Every message is a key in
 * the `quiz` namespace (locales/{en,es}/quiz.json), so the page shows it with
 * `t(message)` and the function answers in the visitor's language.
 */
export const QUIZ_ERRORS = {
  /** "Please select an answer to continue" */
  selectAnswer: "errors.selectAnswer",
  /** "Please provide your email and agree to receive information" */
  contactRequired: "errors.contactRequired",
  /** "Please enter a valid email address" */
  emailInvalid: "errors.emailInvalid",
  emailTooLong: "errors.emailTooLong",
  pathInvalid: "errors.pathInvalid",
  pathMismatch: "errors.pathMismatch",
  langInvalid: "errors.langInvalid",
  unexpectedField: "errors.unexpectedField",
  invalidBody: "errors.invalidBody",
} as const;

export type QuizErrorKey = (typeof QUIZ_ERRORS)[keyof typeof QUIZ_ERRORS];

/** The languages a submission may ask for its e-mail in. */
export const QUIZ_LANGUAGES = ["en", "es"] as const;
export type QuizLanguage = (typeof QUIZ_LANGUAGES)[number];

function answerSchema<Q extends QuestionId>(id: Q) {
  return z.enum(QUESTION_OPTIONS[id], { error: QUIZ_ERRORS.selectAnswer });
}

/**
 * An e-mail address: surrounding spaces trimmed, required, at most 254
 * characters, and in e-mail form with no spaces inside.
 */
export const emailSchema = z.pipe(
  z
    .string({ error: QUIZ_ERRORS.contactRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: QUIZ_ERRORS.contactRequired }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: QUIZ_ERRORS.emailTooLong }),
    ),
  z.email({ error: QUIZ_ERRORS.emailInvalid }),
);

/** The six answers, exactly: no missing and no extra keys. */
export const answersSchema = z.strictObject(
  {
    age: answerSchema("age"),
    enrollmentStatus: answerSchema("enrollmentStatus"),
    income: answerSchema("income"),
    employerCoverage: answerSchema("employerCoverage"),
    mainConcern: answerSchema("mainConcern"),
    stayInformed: answerSchema("stayInformed"),
  },
  { error: (iss) => (iss.code === "unrecognized_keys" ? QUIZ_ERRORS.unexpectedField : QUIZ_ERRORS.invalidBody) },
);

/**
 * The POST body of send-quiz-results: `{email, path, answers}` plus an optional
 * `lang` for the e-mail. The consent flag is not sent (spec section 7). `path`
 * must be the route that routeToPath gives for the answers.
 */
export const submissionSchema = z
  .strictObject(
    {
      email: emailSchema,
      path: z.enum(PATH_ROUTES, { error: QUIZ_ERRORS.pathInvalid }),
      answers: answersSchema,
      lang: z.optional(z.enum(QUIZ_LANGUAGES, { error: QUIZ_ERRORS.langInvalid })),
    },
    { error: (iss) => (iss.code === "unrecognized_keys" ? QUIZ_ERRORS.unexpectedField : QUIZ_ERRORS.invalidBody) },
  )
  .check(
    z.refine((s) => s.path === pathRoute(routeToPath(s.answers)), {
      path: ["path"],
      error: QUIZ_ERRORS.pathMismatch,
    }),
  );

export type QuizSubmission = z.output<typeof submissionSchema>;
export type QuizSubmissionInput = z.input<typeof submissionSchema>;

/** Schemas of the question steps 0 to 5, in QUESTION_IDS order: each checks its one answer. */
export const questionStepSchemas = [
  z.object({ age: answerSchema("age") }),
  z.object({ enrollmentStatus: answerSchema("enrollmentStatus") }),
  z.object({ income: answerSchema("income") }),
  z.object({ employerCoverage: answerSchema("employerCoverage") }),
  z.object({ mainConcern: answerSchema("mainConcern") }),
  z.object({ stayInformed: answerSchema("stayInformed") }),
] as const;

/** The contact step (step 6): e-mail and the consent box, both required. */
export const contactStepSchema = z.object({
  email: emailSchema,
  consent: z.literal(true, { error: QUIZ_ERRORS.contactRequired }),
});

/** The page's whole form: the six answers, then e-mail and consent. */
export const quizFormSchema = z.object({
  ...answersSchema.shape,
  ...contactStepSchema.shape,
});

/** Validated form values (after the contact step). */
export type QuizFormValues = z.output<typeof quizFormSchema>;

/** What the form holds while the visitor fills it in: any answer may be unset. */
export type QuizFormDraft = Partial<Omit<QuizFormValues, "consent">> & { consent?: boolean };

/** The schema of one step: 0-5 a question, 6 the contact step. */
export function stepSchema(step: number): z.ZodMiniType {
  if (step === CONTACT_STEP) return contactStepSchema;
  const schema = questionStepSchemas[step];
  if (!schema) throw new RangeError(`No quiz step ${step}`);
  return schema;
}

/** Field names a step validates (for react-hook-form's `trigger`). */
export function stepFields(step: number): readonly (keyof QuizFormValues)[] {
  if (step === CONTACT_STEP) return ["email", "consent"];
  const id = QUESTION_IDS[step];
  if (!id) throw new RangeError(`No quiz step ${step}`);
  return [id];
}

/**
 * Issues as `{field: messageKey}`, one message per field (the first), with dotted
 * paths ("answers.income"); an unexpected key is reported under its own name and
 * a body that is not an object under "body".
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, QuizErrorKey> {
  const out: Record<string, QuizErrorKey> = {};
  const put = (field: string, message: string) => {
    if (!(field in out)) out[field] = isErrorKey(message) ? message : QUIZ_ERRORS.invalidBody;
  };
  for (const issue of error.issues) {
    const base = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) put(base ? `${base}.${key}` : key, QUIZ_ERRORS.unexpectedField);
    } else {
      put(base || "body", issue.message);
    }
  }
  return out;
}

const ERROR_KEYS = new Set<string>(Object.values(QUIZ_ERRORS));
function isErrorKey(message: string): message is QuizErrorKey {
  return ERROR_KEYS.has(message);
}
