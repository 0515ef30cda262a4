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
  it("posts JSON and is true on 2xx", async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => new Response("{}", { status: 200 }));
    expect(await sendQuizResults(body, fetchFn, "/api/x")).toBe(true);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe("/api/x");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });
  it("is false on an error status or a network failure (never claims an e-mail was sent)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await sendQuizResults(body, async () => new Response("no", { status: 503 }))).toBe(false);
    expect(
      await sendQuizResults(body, async () => {
        throw new TypeError("offline");
      }),
    ).toBe(false);
  });
});
