import { describe, expect, it } from "vitest";
import { CONTACT_STEP, PATH_ROUTES, QUESTION_IDS, QUESTION_OPTIONS, pathRoute, type QuizAnswers } from "./options.ts";
import { routeToPath } from "./route-to-path.ts";
import { SAMPLE_ANSWERS } from "./sample-answers.ts";
import {
  QUIZ_ERRORS,
  contactStepSchema,
  fieldErrors,
  questionStepSchemas,
  quizFormSchema,
  stepFields,
  stepSchema,
  submissionSchema,
} from "./schema.ts";

const ANSWERS: QuizAnswers = SAMPLE_ANSWERS;
const VALID = { email: "reader@example.com", path: "/path/irmaa-planning", answers: ANSWERS };

function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

describe("submissionSchema", () => {
  it("accepts a valid submission, trimming the e-mail, with or without lang", () => {
    expect(submissionSchema.parse({ ...VALID, email: "  reader@example.com " })).toEqual(VALID);
    expect(submissionSchema.parse({ ...VALID, lang: "es" })).toEqual({ ...VALID, lang: "es" });
  });

  it("accepts every option value of every question", () => {
    for (const id of QUESTION_IDS) {
      for (const value of QUESTION_OPTIONS[id]) {
        const answers = { ...ANSWERS, [id]: value } as QuizAnswers;
        const result = submissionSchema.safeParse({ ...VALID, answers, path: pathRoute(routeToPath(answers)) });
        expect(result.success).toBe(true);
      }
    }
  });

  it.each(QUESTION_IDS)("rejects a missing or unknown %s", (id) => {
    const { [id]: _omit, ...rest } = ANSWERS;
    expect(errorsOf(submissionSchema, { ...VALID, answers: rest })).toEqual({
      [`answers.${id}`]: QUIZ_ERRORS.selectAnswer,
    });
    expect(errorsOf(submissionSchema, { ...VALID, answers: { ...ANSWERS, [id]: "other" } })).toEqual({
      [`answers.${id}`]: QUIZ_ERRORS.selectAnswer,
    });
    // Values are exact: no case folding, no padding.
    const first = QUESTION_OPTIONS[id][0];
    expect(errorsOf(submissionSchema, { ...VALID, answers: { ...ANSWERS, [id]: first.toUpperCase() } })).toHaveProperty(
      `answers.${id}`,
    );
    expect(errorsOf(submissionSchema, { ...VALID, answers: { ...ANSWERS, [id]: ` ${first}` } })).toHaveProperty(
      `answers.${id}`,
    );
  });

  it("rejects e-mail addresses that are missing, malformed, spaced or too long", () => {
    expect(errorsOf(submissionSchema, { path: VALID.path, answers: ANSWERS })).toEqual({
      email: QUIZ_ERRORS.contactRequired,
    });
    expect(errorsOf(submissionSchema, { ...VALID, email: "   " })).toEqual({ email: QUIZ_ERRORS.contactRequired });
    expect(errorsOf(submissionSchema, { ...VALID, email: 42 })).toEqual({ email: QUIZ_ERRORS.contactRequired });
    for (const email of ["reader", "reader@", "@example.com", "rea der@example.com", "reader@exam ple.com", "a@b"]) {
      expect(errorsOf(submissionSchema, { ...VALID, email })).toEqual({ email: QUIZ_ERRORS.emailInvalid });
    }
    const local = "a".repeat(64);
    const domain = ["b".repeat(60), "c".repeat(60), "d".repeat(60)].join(".");
    const ok254 = `${local}@${domain}.${"e".repeat(254 - local.length - 1 - domain.length - 1)}`;
    expect(ok254).toHaveLength(254);
    expect(submissionSchema.safeParse({ ...VALID, email: ok254 }).success).toBe(true);
    expect(errorsOf(submissionSchema, { ...VALID, email: `x${ok254}` })).toEqual({ email: QUIZ_ERRORS.emailTooLong });
  });

  it("accepts only the five path routes", () => {
    for (const path of ["/path/nope", "irmaa-planning", "/es/path/irmaa-planning", "", null, 3]) {
      expect(errorsOf(submissionSchema, { ...VALID, path })).toEqual({ path: QUIZ_ERRORS.pathInvalid });
    }
    expect(PATH_ROUTES).toHaveLength(5);
  });

  it("rejects a path that the answers do not lead to", () => {
    expect(errorsOf(submissionSchema, { ...VALID, path: "/path/staying-informed" })).toEqual({
      path: QUIZ_ERRORS.pathMismatch,
    });
  });

  it("rejects extra fields, the consent flag included, at the top and in answers", () => {
    expect(errorsOf(submissionSchema, { ...VALID, consent: true })).toEqual({ consent: QUIZ_ERRORS.unexpectedField });
    expect(errorsOf(submissionSchema, { ...VALID, answers: { ...ANSWERS, extra: "x" } })).toEqual({
      "answers.extra": QUIZ_ERRORS.unexpectedField,
    });
  });

  it("rejects bodies that are not objects, and a bad lang", () => {
    for (const body of [null, [], "x", 1, true])
      expect(errorsOf(submissionSchema, body)).toEqual({ body: QUIZ_ERRORS.invalidBody });
    expect(errorsOf(submissionSchema, { ...VALID, answers: [] })).toEqual({ answers: QUIZ_ERRORS.invalidBody });
    expect(errorsOf(submissionSchema, { ...VALID, lang: "fr" })).toEqual({ lang: QUIZ_ERRORS.langInvalid });
  });

  it("reports several fields at once, one message each", () => {
    const errors = errorsOf(submissionSchema, { email: "x", path: "y", answers: {} });
    expect(Object.keys(errors).sort()).toEqual(["email", "path", ...QUESTION_IDS.map((id) => `answers.${id}`)].sort());
  });
});

describe("step schemas (the page)", () => {
  it("has one schema per question, in order, each checking only its question", () => {
    expect(questionStepSchemas).toHaveLength(6);
    QUESTION_IDS.forEach((id, step) => {
      expect(stepFields(step)).toEqual([id]);
      expect(stepSchema(step)).toBe(questionStepSchemas[step]);
      expect(errorsOf(stepSchema(step), {})).toEqual({ [id]: QUIZ_ERRORS.selectAnswer });
      expect(errorsOf(stepSchema(step), { [id]: "" })).toEqual({ [id]: QUIZ_ERRORS.selectAnswer });
      expect(stepSchema(step).safeParse({ [id]: QUESTION_OPTIONS[id][0] }).success).toBe(true);
    });
  });

  it("contact step: e-mail and consent are both required, with the spec's messages", () => {
    expect(stepSchema(CONTACT_STEP)).toBe(contactStepSchema);
    expect(stepFields(CONTACT_STEP)).toEqual(["email", "consent"]);
    expect(errorsOf(contactStepSchema, { email: "", consent: false })).toEqual({
      email: QUIZ_ERRORS.contactRequired,
      consent: QUIZ_ERRORS.contactRequired,
    });
    expect(errorsOf(contactStepSchema, { email: "reader@example.com", consent: false })).toEqual({
      consent: QUIZ_ERRORS.contactRequired,
    });
    expect(errorsOf(contactStepSchema, { email: "reader@example", consent: true })).toEqual({
      email: QUIZ_ERRORS.emailInvalid,
    });
    expect(contactStepSchema.parse({ email: " reader@example.com ", consent: true })).toEqual({
      email: "reader@example.com",
      consent: true,
    });
  });

  it("throws for a step that does not exist", () => {
    expect(() => stepSchema(7)).toThrow(RangeError);
    expect(() => stepFields(-1)).toThrow(RangeError);
  });

  it("the whole form holds the answers, e-mail and consent", () => {
    expect(quizFormSchema.parse({ ...ANSWERS, email: "reader@example.com", consent: true })).toEqual({
      ...ANSWERS,
      email: "reader@example.com",
      consent: true,
    });
  });
});
