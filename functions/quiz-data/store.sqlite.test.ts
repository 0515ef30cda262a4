import { statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "./sqlite.ts";
import { ANSWERS, record, storeContract } from "./test/contract.ts";
import { tempDir } from "../send-quiz-results/test/helpers.ts";

const dirs: { remove(): void }[] = [];
let current = tempDir("quiz-contract-");
dirs.push(current);
afterAll(() => dirs.forEach((d) => d.remove()));

storeContract("sqlite", {
  async fresh() {
    current = tempDir("quiz-contract-");
    dirs.push(current);
  },
  async open() {
    return openSqliteStore({ dataDir: current.dir });
  },
});

describe("sqlite engine specifics", () => {
  it("creates the folder 0700 and the database and its WAL 0600", async () => {
    const tmp = tempDir();
    dirs.push(tmp);
    const dataDir = join(tmp.dir, "data");
    const store = openSqliteStore({ dataDir });
    await store.submit(record("a@example.com"));
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, "quiz.sqlite")).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, "quiz.sqlite-wal")).mode & 0o777).toBe(0o600);
    await store.close();
  });

  it("is durable: WAL with synchronous=FULL", async () => {
    const tmp = tempDir();
    dirs.push(tmp);
    const store = openSqliteStore({ dataDir: tmp.dir });
    await store.close();
    const db = new DatabaseSync(join(tmp.dir, "quiz.sqlite"));
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    db.close();
  });

  it("migrates a database of the first release, keeping its rows", async () => {
    const tmp = tempDir();
    dirs.push(tmp);
    const db = new DatabaseSync(join(tmp.dir, "quiz.sqlite"));
    db.exec(`CREATE TABLE submissions (
      email TEXT NOT NULL COLLATE NOCASE PRIMARY KEY, path TEXT NOT NULL,
      answers TEXT NOT NULL CHECK (json_valid(answers)), language TEXT NOT NULL CHECK (language IN ('en', 'es')),
      created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
      consent_updates INTEGER NOT NULL CHECK (consent_updates IN (0, 1))) STRICT;`);
    db.prepare("INSERT INTO submissions VALUES (?, ?, ?, 'en', ?, ?, 1)").run(
      "first@example.com",
      "/path/irmaa-planning",
      JSON.stringify(ANSWERS),
      "2026-01-01T00:00:00.000Z",
      "2026-01-01T00:00:00.000Z",
    );
    db.close();
    const store = openSqliteStore({ dataDir: tmp.dir });
    const row = await store.get("first@example.com");
    expect(row).toMatchObject({ email: "first@example.com", consentRequested: true, confirmedAt: null });
    expect(row?.token).toMatch(/^[0-9a-f]{32}$/);
    expect((await store.submit(record("first@example.com"))).guideQueued).toBe(true);
    await store.close();
  });
});
