/** The signed links of our e-mails (functions/quiz-data/links.ts), for the specs that open /email-preferences. */
import { resolve } from "node:path";
import { signToken } from "../functions/quiz-data/links.ts";
import { openSqliteStore } from "../functions/quiz-data/sqlite.ts";
import type { QuizStore } from "../functions/quiz-data/types.ts";
import { SAMPLE_ANSWERS } from "@medicare-guide/content/quiz/sample-answers";

/** The test server's store (DATA_DIR of the server the Playwright config starts). */
export function openTestStore(): QuizStore {
  return openSqliteStore({ dataDir: resolve(process.env.DATA_DIR ?? "build/test-data") });
}

/** Stores a submission as the quiz would, and returns its signed link query (`?t=…&s=…`). */
export async function signedQuery(store: QuizStore, email: string): Promise<string> {
  await store.submit({ email, path: "/path/irmaa-planning", answers: SAMPLE_ANSWERS, language: "en" });
  const row = await store.get(email);
  return `?t=${row!.token}&s=${signToken(await store.linkSecret(), row!.token)}`;
}
