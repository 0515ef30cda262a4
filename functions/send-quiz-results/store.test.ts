import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { createSendQuizResults } from "./handler.ts";
import sendQuizResults, { allowedOriginsFromEnv, depsFromEnv } from "./index.ts";
import { createGuideMailer } from "./mail.ts";
import { dataDirFromEnv, openQuizStore, type QuizStore } from "./store.ts";
import { ANSWERS, memoryLog, postJson, tempDir, unlimited, validBody } from "./test/helpers.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

function freshStore(): { store: QuizStore; dir: string } {
  const tmp = tempDir();
  const dir = join(tmp.dir, "nested", "data");
  const store = openQuizStore({ dataDir: dir });
  cleanups.push(tmp.remove, () => store.close());
  return { store, dir };
}

describe("quiz store (node:sqlite)", () => {
  it("creates DATA_DIR and quiz.sqlite on first use, in WAL mode with synchronous=FULL", () => {
    const { store, dir } = freshStore();
    expect(existsSync(join(dir, "quiz.sqlite"))).toBe(true);
    expect(store.settings()).toEqual({ journalMode: "wal", synchronous: "FULL" });
    expect(store.count()).toBe(0);
  });

  it("stores e-mail, path, answers, language, times and consent to updates", () => {
    const { store } = freshStore();
    const at = new Date("2026-01-02T03:04:05.000Z");
    store.save({ email: "reader@example.com", path: "/path/irmaa-planning", answers: ANSWERS, language: "es" }, at);
    expect(store.get("reader@example.com")).toEqual({
      email: "reader@example.com",
      path: "/path/irmaa-planning",
      answers: ANSWERS,
      language: "es",
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
      consentUpdates: true,
    });
    store.save({
      email: "web@example.com",
      path: "/path/irmaa-planning",
      answers: { ...ANSWERS, stayInformed: "web" },
      language: "en",
    });
    expect(store.get("web@example.com")?.consentUpdates).toBe(false);
    store.save({
      email: "email@example.com",
      path: "/path/irmaa-planning",
      answers: { ...ANSWERS, stayInformed: "email" },
      language: "en",
    });
    expect(store.get("email@example.com")?.consentUpdates).toBe(true);
  });

  it("upserts on e-mail (any letter case): updates the row, keeps its created time, never duplicates", () => {
    const { store } = freshStore();
    const first = new Date("2026-01-01T00:00:00.000Z");
    const later = new Date("2026-02-01T00:00:00.000Z");
    store.save({ email: "Reader@Example.com", path: "/path/irmaa-planning", answers: ANSWERS, language: "en" }, first);
    store.save(
      {
        email: "reader@example.com",
        path: "/path/advantage-vs-supplement",
        answers: { ...ANSWERS, mainConcern: "comparing", stayInformed: "web" },
        language: "es",
      },
      later,
    );
    expect(store.count()).toBe(1);
    expect(store.get("READER@EXAMPLE.COM")).toMatchObject({
      path: "/path/advantage-vs-supplement",
      language: "es",
      consentUpdates: false,
      createdAt: first.toISOString(),
      updatedAt: later.toISOString(),
    });
  });

  it("keeps rows across reopening", () => {
    const { store, dir } = freshStore();
    store.save({ email: "a@example.com", path: "/path/irmaa-planning", answers: ANSWERS, language: "en" });
    store.close();
    const again = openQuizStore({ dataDir: dir });
    cleanups.push(() => again.close());
    expect(again.count()).toBe(1);
  });

  it("the schema refuses a duplicate e-mail even outside the upsert", () => {
    const { store, dir } = freshStore();
    store.save({ email: "a@example.com", path: "/path/irmaa-planning", answers: ANSWERS, language: "en" });
    const db = new DatabaseSync(join(dir, "quiz.sqlite"));
    cleanups.push(() => db.close());
    expect(() =>
      db.prepare("INSERT INTO submissions VALUES ('A@example.com', 'x', '{}', 'en', 't', 't', 0)").run(),
    ).toThrow(/UNIQUE/);
  });

  it("DATA_DIR defaults to ./data", () => {
    expect(dataDirFromEnv({})).toBe(resolve("data"));
    expect(dataDirFromEnv({ DATA_DIR: "/srv/quiz" })).toBe("/srv/quiz");
  });
});

describe("handler with the real store and outbox", () => {
  it("50 concurrent posts -> 50 rows and 50 e-mails in the outbox", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const store = openQuizStore({ dataDir: tmp.dir });
    cleanups.push(() => store.close());
    const handler = createSendQuizResults({
      store,
      mailer: createGuideMailer({ dataDir: tmp.dir, siteUrl: "http://localhost:3000" }),
      rateLimiter: unlimited,
      log: memoryLog(),
    });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        handler(postJson(validBody(`reader${i}@example.com`)), { clientAddress: `10.0.0.${i}` }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await Promise.all(responses.map((r) => r.json()))).toEqual(
      Array.from({ length: 50 }, () => ({ stored: true, emailed: true })),
    );
    expect(store.count()).toBe(50);
    for (let i = 0; i < 50; i += 1) expect(store.get(`reader${i}@example.com`)).toBeDefined();
    expect(readdirSync(join(tmp.dir, "outbox")).filter((f) => f.endsWith(".eml"))).toHaveLength(50);
  });

  it("re-submitting the same e-mail, even concurrently, leaves one row", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const store = openQuizStore({ dataDir: tmp.dir });
    cleanups.push(() => store.close());
    const handler = createSendQuizResults({
      store,
      mailer: { sendGuide: async () => ({ messageId: "x" }) },
      rateLimiter: unlimited,
      log: memoryLog(),
    });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => handler(postJson(validBody("same@example.com")))),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    await handler(
      postJson({
        ...validBody("SAME@example.com"),
        path: "/path/advantage-vs-supplement",
        answers: { ...ANSWERS, mainConcern: "comparing" },
      }),
    );
    expect(store.count()).toBe(1);
    expect(store.get("same@example.com")?.path).toBe("/path/advantage-vs-supplement");
  });
});

describe("default export (wired from the environment)", () => {
  it("depsFromEnv stores under DATA_DIR and writes the outbox there", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const deps = depsFromEnv({ DATA_DIR: tmp.dir, SITE_URL: "https://medicare.example.org/" });
    cleanups.push(() => deps.close());
    expect(deps.allowedOrigins).toEqual(["https://medicare.example.org"]);
    const handler = createSendQuizResults({ ...deps, rateLimiter: unlimited, log: memoryLog() });
    const res = await handler(postJson(validBody()));
    expect(await res.json()).toEqual({ stored: true, emailed: true });
    const db = new DatabaseSync(join(tmp.dir, "quiz.sqlite"), { readOnly: true });
    cleanups.push(() => db.close());
    expect(db.prepare("SELECT email, consent_updates FROM submissions").all()).toEqual([
      { email: "reader@example.com", consent_updates: 1 },
    ]);
    expect(readdirSync(join(tmp.dir, "outbox"))).toHaveLength(1);
  });

  it("503 when DATA_DIR cannot hold a database, and recovers once it can", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const blocker = join(tmp.dir, "not-a-dir");
    writeFileSync(blocker, "a file where the data folder should be");
    const deps = depsFromEnv({ DATA_DIR: blocker });
    cleanups.push(() => deps.close());
    const handler = createSendQuizResults({ ...deps, rateLimiter: unlimited, log: memoryLog() });
    const res = await handler(postJson(validBody()));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ stored: false, emailed: false });
  });

  it("ALLOWED_ORIGINS overrides the site origin", () => {
    expect(allowedOriginsFromEnv({ ALLOWED_ORIGINS: " https://a.example , https://b.example," })).toEqual([
      "https://a.example",
      "https://b.example",
    ]);
    expect(allowedOriginsFromEnv({})).toEqual(["http://localhost:3000"]);
  });

  it("the default export is a Request -> Response function", async () => {
    const res = await sendQuizResults(new Request("http://localhost:3000/api/send-quiz-results", { method: "GET" }));
    expect(res.status).toBe(405);
  });
});
