import { describe, expect, it } from "vitest";
import enNote from "../../../locales/en/path-quiz-note.json";
import esNote from "../../../locales/es/path-quiz-note.json";
import {
  QUESTION_IDS,
  QUESTION_OPTIONS,
  QUIZ_ANSWERS_STORAGE_KEY,
  type QuizAnswers,
} from "@medicare-guide/content/quiz/options";
import { matchPathRule, routeToPath } from "@medicare-guide/content/quiz/route-to-path";
import { parseStoredAnswers, quizNoteFor, readQuizAnswers } from "./quiz-note.ts";

/** Answers that match none of the five rules (they fall through to rule 6). */
const NEUTRAL: QuizAnswers = {
  age: "enrolled",
  enrollmentStatus: "original",
  income: "under103k",
  employerCoverage: "no",
  mainConcern: "learning",
  stayInformed: "web",
};
const answersWith = (over: Partial<QuizAnswers>): QuizAnswers => ({ ...NEUTRAL, ...over });

/** Every possible set of answers (3 x 4 x 4 x 3 x 5 x 3 = 2,160). */
function allAnswers(): QuizAnswers[] {
  let sets: Record<string, string>[] = [{}];
  for (const id of QUESTION_IDS)
    sets = sets.flatMap((set) => QUESTION_OPTIONS[id].map((value) => ({ ...set, [id]: value })));
  return sets as unknown as QuizAnswers[];
}

describe("parseStoredAnswers", () => {
  it("accepts a complete, valid set and ignores extra keys (an older save with an e-mail)", () => {
    expect(parseStoredAnswers(JSON.stringify(NEUTRAL))).toEqual(NEUTRAL);
    expect(parseStoredAnswers(JSON.stringify({ ...NEUTRAL, email: "a@b.c" }))).toEqual(NEUTRAL);
  });

  it.each([
    ["nothing saved", null],
    ["empty", ""],
    ["not JSON", "{oops"],
    ["JSON null", "null"],
    ["an array", "[]"],
    ["a string", '"x"'],
    ["a missing answer", JSON.stringify({ ...NEUTRAL, stayInformed: undefined })],
    ["an unknown value", JSON.stringify({ ...NEUTRAL, income: "lots" })],
    ["a value of the wrong type", JSON.stringify({ ...NEUTRAL, age: 65 })],
  ])("rejects %s", (_, raw) => {
    expect(parseStoredAnswers(raw)).toBeNull();
  });
});

describe("quizNoteFor", () => {
  it("rule 1 names the answers that met it (one or both)", () => {
    expect(quizNoteFor("getting-started", answersWith({ age: "approaching" }))).toEqual({
      kind: "this-page",
      rule: 1,
      reasons: [{ question: "age", value: "approaching" }],
    });
    expect(quizNoteFor("getting-started", answersWith({ age: "approaching", enrollmentStatus: "unsure" }))).toEqual({
      kind: "this-page",
      rule: 1,
      reasons: [
        { question: "age", value: "approaching" },
        { question: "enrollmentStatus", value: "unsure" },
      ],
    });
  });

  it("rule 2 names the income and the concern", () => {
    expect(quizNoteFor("irmaa-planning", answersWith({ income: "over161k", mainConcern: "costs" }))).toEqual({
      kind: "this-page",
      rule: 2,
      reasons: [
        { question: "income", value: "over161k" },
        { question: "mainConcern", value: "costs" },
      ],
    });
  });

  it("rules 3 and 4 name the concern", () => {
    expect(quizNoteFor("advantage-vs-supplement", answersWith({ mainConcern: "comparing" }))).toMatchObject({
      rule: 3,
      reasons: [{ question: "mainConcern", value: "comparing" }],
    });
    expect(quizNoteFor("cost-optimization", answersWith({ mainConcern: "costs" }))).toMatchObject({
      rule: 4,
      reasons: [{ question: "mainConcern", value: "costs" }],
    });
  });

  it("rule 5 names the concern, the e-mail wish, or both", () => {
    expect(quizNoteFor("staying-informed", answersWith({ stayInformed: "both" }))).toMatchObject({
      rule: 5,
      reasons: [{ question: "stayInformed", value: "both" }],
    });
    expect(
      quizNoteFor("staying-informed", answersWith({ mainConcern: "updates", stayInformed: "email" })),
    ).toMatchObject({
      rule: 5,
      reasons: [
        { question: "mainConcern", value: "updates" },
        { question: "stayInformed", value: "email" },
      ],
    });
  });

  it("the fallback (rule 6) names no answer", () => {
    expect(quizNoteFor("getting-started", NEUTRAL)).toEqual({ kind: "this-page", rule: 6, reasons: [] });
  });

  it("on another guide, points to the one the answers lead to", () => {
    expect(quizNoteFor("staying-informed", answersWith({ mainConcern: "comparing" }))).toEqual({
      kind: "other-page",
      suggested: "advantage-vs-supplement",
    });
    expect(quizNoteFor("irmaa-planning", NEUTRAL)).toEqual({ kind: "other-page", suggested: "getting-started" });
  });

  it("agrees with routeToPath for every possible set of answers, and every reason has words in both languages", () => {
    const phrases = { en: enNote.reasons, es: esNote.reasons } as Record<
      "en" | "es",
      Record<string, Record<string, string>>
    >;
    const all = allAnswers();
    expect(all).toHaveLength(2160);
    for (const answers of all) {
      const slug = routeToPath(answers);
      const note = quizNoteFor(slug, answers);
      expect(note.kind).toBe("this-page");
      if (note.kind !== "this-page") continue;
      expect(note.rule).toBe(matchPathRule(answers).rule);
      for (const { question, value } of note.reasons) {
        expect(answers[question]).toBe(value);
        expect(phrases.en[question]?.[value], `en ${question}.${value}`).toBeTruthy();
        expect(phrases.es[question]?.[value], `es ${question}.${value}`).toBeTruthy();
      }
    }
  });
});

describe("readQuizAnswers", () => {
  it("reads the quiz's key and survives storage that is missing or throws", () => {
    const saved = { getItem: (key: string) => (key === QUIZ_ANSWERS_STORAGE_KEY ? JSON.stringify(NEUTRAL) : null) };
    expect(readQuizAnswers(saved)).toEqual(NEUTRAL);
    expect(readQuizAnswers(undefined)).toBeNull();
    expect(
      readQuizAnswers({
        getItem: () => {
          throw new DOMException("denied", "SecurityError");
        },
      }),
    ).toBeNull();
  });
});
