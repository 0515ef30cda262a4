/**
 * Reader questions kept in the visitor's own browser (spec: list `userQuestions`
 * in browser storage, each { question, timestamp (ISO date-time) }; blank ignored,
 * at most 200 characters). Nothing is sent anywhere.
 */

/** localStorage key of the list (spec). */
export const USER_QUESTIONS_KEY = "userQuestions";
/** Longest question, in characters (spec). */
export const MAX_QUESTION_CHARS = 200;

export interface UserQuestion {
  question: string;
  /** ISO 8601 date-time of saving. */
  timestamp: string;
}

export type QuestionCheck = "ok" | "blank" | "too-long";

/** Whether a question can be saved: not blank once trimmed, at most 200 characters once trimmed. */
export function checkQuestion(text: string): QuestionCheck {
  const trimmed = text.trim();
  if (trimmed === "") return "blank";
  if (trimmed.length > MAX_QUESTION_CHARS) return "too-long";
  return "ok";
}

function isUserQuestion(value: unknown): value is UserQuestion {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as UserQuestion).question === "string" &&
    typeof (value as UserQuestion).timestamp === "string"
  );
}

/** The saved list; empty when there is none or it cannot be read. Throws only if storage itself throws. */
export function readQuestions(storage: Storage): UserQuestion[] {
  const raw = storage.getItem(USER_QUESTIONS_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isUserQuestion) : [];
  } catch {
    return [];
  }
}

/**
 * Appends a question (trimmed) to the list in storage. Returns the saved entry,
 * or null when the question is not valid or the browser refuses storage (private
 * mode, storage full, storage blocked): the caller then says it was not saved.
 */
export function saveQuestion(
  text: string,
  storage: () => Storage | undefined,
  now: Date = new Date(),
): UserQuestion | null {
  if (checkQuestion(text) !== "ok") return null;
  const entry: UserQuestion = { question: text.trim(), timestamp: now.toISOString() };
  try {
    const store = storage();
    if (!store) return null;
    const list = readQuestions(store);
    store.setItem(USER_QUESTIONS_KEY, JSON.stringify([...list, entry]));
    return entry;
  } catch {
    return null;
  }
}

/** window.localStorage, or undefined where reading it throws (blocked storage) or there is no window. */
export function browserStorage(): Storage | undefined {
  if (typeof window === "undefined") return undefined;
  return window.localStorage;
}
