import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { PathRoute, QuizAnswers } from "@medicare-guide/content/quiz/options";
import { clientKeyDigest, consentRequested, newToken, rateWindow, slidingAllowed, SWEEP_CHANCE } from "./shared.ts";
import {
  GUIDE_PER_RECIPIENT_MS,
  type Language,
  type OutboxItem,
  type QuizStore,
  type StoredSubmission,
} from "./types.ts";

/**
 * The embedded engine (the default for `npm start`): DATA_DIR/quiz.sqlite
 * through Node's built-in node:sqlite (no native addon), created 0600.
 *
 * Durability: WAL journal with synchronous=FULL, so a committed transaction is
 * on disk before the call returns and the handler acknowledges only after that.
 * Writes take the lock up front (BEGIN IMMEDIATE), so a second server process on
 * the same file waits (busy_timeout) instead of interleaving.
 */

/** Schema versions, applied in order inside one transaction each (PRAGMA user_version). */
const MIGRATIONS: readonly string[] = [
  // 1: the first release's table.
  `CREATE TABLE IF NOT EXISTS submissions (
    email TEXT NOT NULL COLLATE NOCASE PRIMARY KEY,
    path TEXT NOT NULL,
    answers TEXT NOT NULL CHECK (json_valid(answers)),
    language TEXT NOT NULL CHECK (language IN ('en', 'es')),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    consent_updates INTEGER NOT NULL CHECK (consent_updates IN (0, 1))
  ) STRICT;`,
  // 2: signed-link token, double opt-in, per-recipient limit, outbox, rate limits, link secret.
  `ALTER TABLE submissions ADD COLUMN token TEXT;
   UPDATE submissions SET token = lower(hex(randomblob(16))) WHERE token IS NULL;
   CREATE UNIQUE INDEX submissions_token ON submissions (token);
   ALTER TABLE submissions ADD COLUMN confirmed_at TEXT;
   ALTER TABLE submissions ADD COLUMN guide_queued_at TEXT;
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     email TEXT NOT NULL COLLATE NOCASE REFERENCES submissions (email) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('guide')),
     created_at TEXT NOT NULL,
     next_attempt_at TEXT NOT NULL,
     locked_until TEXT,
     attempts INTEGER NOT NULL DEFAULT 0,
     sent_at TEXT,
     failed_at TEXT,
     last_error TEXT
   ) STRICT;
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
   CREATE INDEX outbox_email ON outbox (email);
   CREATE TABLE rate_limits (
     key TEXT NOT NULL,
     window_start INTEGER NOT NULL,
     hits INTEGER NOT NULL,
     PRIMARY KEY (key, window_start)
   ) STRICT, WITHOUT ROWID;
   CREATE TABLE secrets (name TEXT PRIMARY KEY, value BLOB NOT NULL) STRICT;
   INSERT INTO secrets (name, value) VALUES ('links', randomblob(32));`,
];

/** A row of the submissions table as the store reads it (import-sqlite.ts reads the same table). */
export interface SubmissionRow {
  email: string;
  path: string;
  answers: string;
  language: string;
  created_at: string;
  updated_at: string;
  consent_updates: number;
  confirmed_at: string | null;
  token: string;
}

export interface SqliteStoreOptions {
  /** Folder of the database file; created (0700) if missing. */
  dataDir: string;
  fileName?: string;
}

/** Creates the file 0600 before SQLite opens it (SQLite gives its -wal and -shm files the same mode). */
function createPrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
}

export function openSqliteStore(options: SqliteStoreOptions): QuizStore {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = join(options.dataDir, options.fileName ?? "quiz.sqlite");
  createPrivateFile(file);
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA journal_mode = WAL;");
    db.exec("PRAGMA synchronous = FULL;");
    db.exec("PRAGMA foreign_keys = ON;");
    // Another process (a second server instance) may hold the write lock briefly.
    db.exec("PRAGMA busy_timeout = 5000;");
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const tx = <T>(work: () => T): T => {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  };

  const secret = Buffer.from(
    (db.prepare("SELECT value FROM secrets WHERE name = 'links'").get() as { value: Uint8Array }).value,
  );
  const upsert = db.prepare(`
    INSERT INTO submissions (email, path, answers, language, created_at, updated_at, consent_updates, token)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (email) DO UPDATE SET
      path = excluded.path,
      answers = excluded.answers,
      language = excluded.language,
      updated_at = excluded.updated_at,
      consent_updates = excluded.consent_updates,
      confirmed_at = CASE WHEN excluded.consent_updates = 1 THEN submissions.confirmed_at END`);
  const takeGuideSlot = db.prepare(`
    UPDATE submissions SET guide_queued_at = ?
    WHERE email = ? AND (guide_queued_at IS NULL OR guide_queued_at <= ?)`);
  const enqueue = db.prepare("INSERT INTO outbox (email, kind, created_at, next_attempt_at) VALUES (?, 'guide', ?, ?)");
  // Rate-limit hits go through a second connection with synchronous=NORMAL: in WAL mode that is still
  // atomic and consistent, it only skips the fsync, and losing the last second of hits to a power cut
  // is harmless, while an fsync on every request halved the throughput (npm run bench:function).
  const counters = new DatabaseSync(file);
  counters.exec("PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;");
  const hit = counters.prepare(`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET hits = hits + 1
    RETURNING hits`);
  const previousHits = counters.prepare("SELECT hits FROM rate_limits WHERE key = ? AND window_start = ?");
  const sweep = counters.prepare("DELETE FROM rate_limits WHERE window_start < ?");
  const claim = db.prepare(`
    UPDATE outbox SET locked_until = ?, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
        AND (locked_until IS NULL OR locked_until <= ?)
      ORDER BY id LIMIT ?)
    RETURNING id`);
  const payload = db.prepare(`
    SELECT o.id, o.attempts, s.email, s.path, s.language, s.consent_updates, s.confirmed_at, s.token
    FROM outbox o JOIN submissions s ON s.email = o.email WHERE o.id = ?`);
  const select = db.prepare("SELECT * FROM submissions WHERE email = ?");

  return {
    engine: "sqlite",
    async submit(record, now = new Date()) {
      const at = now.toISOString();
      const email = record.email.trim();
      return tx(() => {
        upsert.run(
          email,
          record.path,
          JSON.stringify(record.answers),
          record.language,
          at,
          at,
          consentRequested(record.answers) ? 1 : 0,
          newToken(),
        );
        const cutoff = new Date(now.getTime() - GUIDE_PER_RECIPIENT_MS).toISOString();
        const slot = takeGuideSlot.run(at, email, cutoff);
        if (Number(slot.changes) === 0) return { guideQueued: false };
        enqueue.run(email, at, at);
        return { guideQueued: true };
      });
    },
    async hitRateLimit(key, limit, windowMs, now = new Date()) {
      const window = rateWindow(now, windowMs);
      const digest = clientKeyDigest(secret, key);
      const { hits } = hit.get(digest, window.start) as { hits: number };
      const previous = (previousHits.get(digest, window.previousStart) as { hits: number } | undefined)?.hits ?? 0;
      // Now and then a new key's first hit clears expired windows, so the table stays small between retention runs.
      if (hits === 1 && Math.random() < SWEEP_CHANCE) sweep.run(now.getTime() - GUIDE_PER_RECIPIENT_MS);
      return slidingAllowed(window, hits, previous, limit)
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: window.retryAfterSeconds };
    },
    async claimOutbox(max, leaseMs, now = new Date()) {
      const at = now.toISOString();
      const ids = tx(() => claim.all(new Date(now.getTime() + leaseMs).toISOString(), at, at, max)) as {
        id: number;
      }[];
      const items: OutboxItem[] = [];
      for (const { id } of ids.sort((a, b) => a.id - b.id)) {
        const row = payload.get(id) as
          (Omit<SubmissionRow, "answers" | "created_at" | "updated_at"> & { id: number; attempts: number }) | undefined;
        if (!row) continue;
        items.push({
          id: row.id,
          email: row.email,
          path: row.path as PathRoute,
          language: row.language as Language,
          consentRequested: row.consent_updates === 1,
          confirmed: row.confirmed_at !== null,
          token: row.token,
          attempts: row.attempts,
        });
      }
      return items;
    },
    async releaseOutbox(ids) {
      const release = db.prepare(
        "UPDATE outbox SET locked_until = NULL, attempts = max(attempts - 1, 0) WHERE id = ? AND sent_at IS NULL AND failed_at IS NULL",
      );
      tx(() => {
        for (const id of ids) release.run(id);
      });
    },
    async completeOutbox(id, now = new Date()) {
      db.prepare("UPDATE outbox SET sent_at = ?, locked_until = NULL WHERE id = ?").run(now.toISOString(), id);
    },
    async failOutbox(id, retryAt, error) {
      if (retryAt) {
        db.prepare("UPDATE outbox SET next_attempt_at = ?, locked_until = NULL, last_error = ? WHERE id = ?").run(
          retryAt.toISOString(),
          error.slice(0, 500),
          id,
        );
      } else {
        db.prepare("UPDATE outbox SET failed_at = ?, locked_until = NULL, last_error = ? WHERE id = ?").run(
          new Date().toISOString(),
          error.slice(0, 500),
          id,
        );
      }
    },
    async pendingOutbox() {
      const row = db.prepare("SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL").get();
      return Number((row as { n: number }).n);
    },
    async linkSecret() {
      return secret;
    },
    async confirm(token, now = new Date()) {
      const result = db
        .prepare(
          "UPDATE submissions SET confirmed_at = coalesce(confirmed_at, ?) WHERE token = ? AND consent_updates = 1",
        )
        .run(now.toISOString(), token);
      return Number(result.changes) > 0;
    },
    async remove(token) {
      return tx(() => Number(db.prepare("DELETE FROM submissions WHERE token = ?").run(token).changes) > 0);
    },
    async purge(cutoff, now = new Date()) {
      return tx(() => ({
        submissions: Number(
          db.prepare("DELETE FROM submissions WHERE updated_at < ?").run(cutoff.toISOString()).changes,
        ),
        outbox: Number(
          db
            .prepare("DELETE FROM outbox WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL) AND created_at < ?")
            .run(new Date(now.getTime() - GUIDE_PER_RECIPIENT_MS).toISOString()).changes,
        ),
        // Windows are at most a day long; anything older has expired.
        rateLimits: Number(
          db.prepare("DELETE FROM rate_limits WHERE window_start < ?").run(now.getTime() - GUIDE_PER_RECIPIENT_MS)
            .changes,
        ),
      }));
    },
    async subscribers() {
      const rows = db
        .prepare(
          `SELECT email, language, path, confirmed_at, updated_at FROM submissions
           WHERE confirmed_at IS NOT NULL AND consent_updates = 1 ORDER BY confirmed_at, email`,
        )
        .all() as unknown as (Pick<SubmissionRow, "email" | "language" | "path" | "updated_at"> & {
        confirmed_at: string;
      })[];
      return rows.map((r) => ({
        email: r.email,
        language: r.language as Language,
        path: r.path as PathRoute,
        confirmedAt: r.confirmed_at,
        updatedAt: r.updated_at,
      }));
    },
    async get(email) {
      const row = select.get(email.trim()) as SubmissionRow | undefined;
      return row ? toSubmission(row) : undefined;
    },
    async count() {
      return Number((db.prepare("SELECT count(*) AS n FROM submissions").get() as { n: number }).n);
    },
    async close() {
      if (counters.isOpen) counters.close();
      if (db.isOpen) db.close();
    },
  };
}

function migrate(db: DatabaseSync): void {
  db.exec("BEGIN IMMEDIATE");
  try {
    const { user_version: current } = db.prepare("PRAGMA user_version").get() as { user_version: number };
    // A database of the first release has the table but no version yet.
    const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'submissions'").get() !== undefined;
    const from = current === 0 && hasTable ? 1 : current;
    for (let v = from; v < MIGRATIONS.length; v += 1) db.exec(MIGRATIONS[v] ?? "");
    if (from < MIGRATIONS.length || current !== MIGRATIONS.length)
      db.exec(`PRAGMA user_version = ${MIGRATIONS.length}`);
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

function toSubmission(row: SubmissionRow): StoredSubmission {
  return {
    email: row.email,
    path: row.path as PathRoute,
    answers: JSON.parse(row.answers) as QuizAnswers,
    language: row.language as Language,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    consentRequested: row.consent_updates === 1,
    confirmedAt: row.confirmed_at,
    token: row.token,
  };
}
