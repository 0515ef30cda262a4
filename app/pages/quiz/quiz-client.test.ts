import { describe, expect, it, vi } from "vitest";
import { QUIZ_ANSWERS_STORAGE_KEY, type QuizAnswers } from "@medicare-guide/content/quiz/index";
import { buildSubmission, saveAnswers, sendQuizResults } from "./quiz-client.ts";

const answers: QuizAnswers = {
  age: "enrolled",
  enrollmentStatus: "original",
  income: "over161k",
  employerCoverage: "no",
  mainConcern: "irmaa",
  stayInformed: "web",
};

describe("buildSubmission", () => {
  it("sends e-mail, the computed route and exactly the six answers (no consent, no extras)", () => {
    const { body, slug } = buildSubmission(
      { ...answers, email: "  ana@example.com ", consent: true, utm_source: "x" } as never,
      "es",
    );
    expect(slug).toBe("irmaa-planning");
    expect(body).toEqual({ email: "ana@example.com", path: "/path/irmaa-planning", answers, lang: "es" });
  });
});

describe("saveAnswers", () => {
  it("stores the answers only, never the e-mail", () => {
    const setItem = vi.fn<(key: string, value: string) => void>();
    expect(saveAnswers({ setItem }, answers)).toBe(true);
    expect(setItem).toHaveBeenCalledWith(QUIZ_ANSWERS_STORAGE_KEY, JSON.stringify(answers));
    expect(setItem.mock.calls[0]?.[1]).not.toContain("@");
  });
  it("survives blocked or full storage", () => {
    expect(
      saveAnswers(
        {
          setItem: () => {
            throw new Error("quota");
          },
        },
        answers,
      ),
    ).toBe(false);
    expect(saveAnswers(undefined, answers)).toBe(false);
  });
});

describe("sendQuizResults", () => {
  const body = buildSubmission({ ...answers, email: "a@b.co" }, "en").body;
  it("posts the submission as JSON to the endpoint once", async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => new Response("{}", { status: 200 }));
    expect(await sendQuizResults(body, { fetchFn, isOnline: () => true }, "/api/x")).toBe("sent");
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe("/api/x");
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });
});
