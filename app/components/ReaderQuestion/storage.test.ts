import { describe, expect, it } from "vitest";
import { checkQuestion, MAX_QUESTION_CHARS, readQuestions, saveQuestion, USER_QUESTIONS_KEY } from "./storage.ts";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe("reader question storage", () => {
  it("ignores blank questions and refuses ones over 200 characters (trimmed)", () => {
    expect(MAX_QUESTION_CHARS).toBe(200);
    expect(checkQuestion("")).toBe("blank");
    expect(checkQuestion("   \n\t ")).toBe("blank");
    expect(checkQuestion("  Does Part B cover flu shots?  ")).toBe("ok");
    expect(checkQuestion(` ${"x".repeat(200)} `)).toBe("ok");
    expect(checkQuestion("x".repeat(201))).toBe("too-long");
  });

  it("appends { question, timestamp } to userQuestions, trimmed, with an ISO date-time", () => {
    const store = memoryStorage();
    const first = saveQuestion("  When can I join Part D?  ", () => store, new Date("2026-11-24T10:00:00Z"));
    expect(first).toEqual({ question: "When can I join Part D?", timestamp: "2026-11-24T10:00:00.000Z" });
    saveQuestion("Is dental covered?", () => store, new Date("2026-11-24T11:30:00Z"));
    expect(JSON.parse(store.getItem(USER_QUESTIONS_KEY)!)).toEqual([
      { question: "When can I join Part D?", timestamp: "2026-11-24T10:00:00.000Z" },
      { question: "Is dental covered?", timestamp: "2026-11-24T11:30:00.000Z" },
    ]);
  });

  it("does not save blank or too long questions", () => {
    const store = memoryStorage();
    expect(saveQuestion("   ", () => store)).toBeNull();
    expect(saveQuestion("x".repeat(201), () => store)).toBeNull();
    expect(store.getItem(USER_QUESTIONS_KEY)).toBeNull();
  });

  it("returns null when storage throws or is missing, instead of throwing", () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(saveQuestion("A question?", () => full)).toBeNull();
    expect(
      saveQuestion("A question?", () => {
        throw new DOMException("blocked", "SecurityError");
      }),
    ).toBeNull();
    expect(saveQuestion("A question?", () => undefined)).toBeNull();
  });

  it("reads a damaged list as empty, keeping only well-formed entries", () => {
    expect(readQuestions(memoryStorage({ [USER_QUESTIONS_KEY]: "{not json" }))).toEqual([]);
    expect(readQuestions(memoryStorage({ [USER_QUESTIONS_KEY]: '{"a":1}' }))).toEqual([]);
    expect(
      readQuestions(
        memoryStorage({ [USER_QUESTIONS_KEY]: '[{"question":"Q?","timestamp":"2026-01-01T00:00:00.000Z"},{"x":1}]' }),
      ),
    ).toEqual([{ question: "Q?", timestamp: "2026-01-01T00:00:00.000Z" }]);
  });
});
