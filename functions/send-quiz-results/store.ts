import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { wantsEmailUpdates, type PathRoute, type QuizAnswers } from "@medicare-guide/content/quiz/options";

/**
 * Quiz submissions in an embedded SQLite database (Node's built-in node:sqlite,
 * no native addon): DATA_DIR/quiz.sqlite, created on first use.
 *
 * Durability: WAL journal with synchronous=FULL, so every committed upsert is on
 * disk (fsynced) before save() returns, and the handler only acknowledges a
 * submission after save() returns. A process killed mid-write loses at most the
 * write it had not acknowledged; SQLite recovers the WAL on the next open.
 */

export interface QuizStoreRecord {
  email: string;
  path: PathRoute;
  answers: QuizAnswers;
  language: "en" | "es";
}

export interface StoredSubmission extends QuizStoreRecord {
  createdAt: string;
  updatedAt: string;
  /** True when stayInformed is email or both. */
  consentUpdates: boolean;
}

export interface QuizStore {
  /** Inserts the submission, or updates the row with the same e-mail (case-insensitive). */
  save(record: QuizStoreRecord, now?: Date): void;
  get(email: string): StoredSubmission | undefined;
  count(): number;
  /** The durability settings in force on this connection (for health checks and tests). */
  settings(): { journalMode: string; synchronous: "OFF" | "NORMAL" | "FULL" | "EXTRA" };
  close(): void;
}

export interface QuizStoreOptions {
  /** Folder of the database file; created if missing. */
  dataDir: string;
  /** Database file name inside dataDir. */
  fileName?: string;
}

/** DATA_DIR from the environment, or ./data (git-ignored), as an absolute path. */
export function dataDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.DATA_DIR?.trim() || "./data");
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS submissions (
    email TEXT NOT NULL COLLATE NOCASE PRIMARY KEY,
    path TEXT NOT NULL,
    answers TEXT NOT NULL CHECK (json_valid(answers)),
    language TEXT NOT NULL CHECK (language IN ('en', 'es')),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    consent_updates INTEGER NOT NULL CHECK (consent_updates IN (0, 1))
  ) STRICT;
`;

interface Row {
  email: string;
  path: string;
  answers: string;
  language: string;
  created_at: string;
  updated_at: string;
  consent_updates: number;
}

export function openQuizStore(options: QuizStoreOptions): QuizStore {
  mkdirSync(options.dataDir, { recursive: true });
  const db = new DatabaseSync(join(options.dataDir, options.fileName ?? "quiz.sqlite"));
  let upsert: StatementSync;
  let select: StatementSync;
  let counter: StatementSync;
  try {
    db.exec("PRAGMA journal_mode = WAL;");
    db.exec("PRAGMA synchronous = FULL;");
    // Another process (a second server instance) may hold the write lock briefly.
    db.exec("PRAGMA busy_timeout = 5000;");
    db.exec(SCHEMA);
    upsert = db.prepare(`
      INSERT INTO submissions (email, path, answers, language, created_at, updated_at, consent_updates)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (email) DO UPDATE SET
        path = excluded.path,
        answers = excluded.answers,
        language = excluded.language,
        updated_at = excluded.updated_at,
        consent_updates = excluded.consent_updates
    `);
    select = db.prepare("SELECT * FROM submissions WHERE email = ?");
    counter = db.prepare("SELECT count(*) AS n FROM submissions");
  } catch (error) {
    db.close();
    throw error;
  }

  return {
    save(record, now = new Date()) {
      const at = now.toISOString();
      upsert.run(
        record.email,
        record.path,
        JSON.stringify(record.answers),
        record.language,
        at,
        at,
        wantsEmailUpdates(record.answers.stayInformed) ? 1 : 0,
      );
    },
    get(email) {
      const row = select.get(email) as Row | undefined;
      if (!row) return undefined;
      return {
        email: row.email,
        path: row.path as PathRoute,
        answers: JSON.parse(row.answers) as QuizAnswers,
        language: row.language as "en" | "es",
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        consentUpdates: row.consent_updates === 1,
      };
    },
    count() {
      return Number((counter.get() as { n: number | bigint }).n);
    },
    settings() {
      const journal = db.prepare("PRAGMA journal_mode").get() as { journal_mode: string };
      const sync = db.prepare("PRAGMA synchronous").get() as { synchronous: number };
      const levels = ["OFF", "NORMAL", "FULL", "EXTRA"] as const;
      return { journalMode: journal.journal_mode, synchronous: levels[sync.synchronous] ?? "OFF" };
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
