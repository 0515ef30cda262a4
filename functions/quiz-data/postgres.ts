import { randomBytes } from "node:crypto";
import postgres from "postgres";
import type { PathRoute, QuizAnswers } from "@medicare-guide/content/quiz/options";
import {
  clientKeyDigest,
  consentRequested,
  emailKey,
  newToken,
  rateWindow,
  slidingAllowed,
  SWEEP_CHANCE,
} from "./shared.ts";
import { GUIDE_PER_RECIPIENT_MS, type Language, type QuizStore, type StoredSubmission } from "./types.ts";

/**
 * The PostgreSQL engine, used when DATABASE_URL is set, so any number of
 * server processes on any number of machines share one store. Driver:
 * postgres.js (pure JavaScript). Same guarantees as the SQLite engine: the
 * submission and its outbox row commit together (synchronous_commit, the
 * server default, means on disk before the reply); one row per address (primary
 * key on the lower-cased address); the per-recipient limit is a conditional
 * UPDATE under the row lock the upsert took; outbox claims skip rows another
 * sender holds (FOR UPDATE SKIP LOCKED).
 */

/** Schema versions, each applied once in its own transaction under an advisory lock. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE submissions (
     email_key text PRIMARY KEY,
     email text NOT NULL,
     path text NOT NULL,
     answers jsonb NOT NULL,
     language text NOT NULL CHECK (language IN ('en', 'es')),
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     consent_requested boolean NOT NULL,
     confirmed_at timestamptz,
     guide_queued_at timestamptz,
     token text NOT NULL UNIQUE
   );
   CREATE TABLE outbox (
     id serial PRIMARY KEY,
     email_key text NOT NULL REFERENCES submissions (email_key) ON DELETE CASCADE,
     kind text NOT NULL CHECK (kind IN ('guide')),
     created_at timestamptz NOT NULL,
     next_attempt_at timestamptz NOT NULL,
     locked_until timestamptz,
     attempts integer NOT NULL DEFAULT 0,
     sent_at timestamptz,
     failed_at timestamptz,
     last_error text
   );
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
   CREATE INDEX outbox_email ON outbox (email_key);
   CREATE TABLE rate_limits (
     key text NOT NULL,
     window_start bigint NOT NULL,
     hits integer NOT NULL,
     PRIMARY KEY (key, window_start)
   );
   CREATE TABLE secrets (name text PRIMARY KEY, value bytea NOT NULL);`,
];
/** Any fixed number: serialises migrations between processes starting together. */
const MIGRATION_LOCK = 7_013_013;

interface Row {
  email: string;
  path: string;
  answers: QuizAnswers;
  language: string;
  created_at: Date;
  updated_at: Date;
  consent_requested: boolean;
  confirmed_at: Date | null;
  token: string;
}

export interface PostgresStoreOptions {
  url: string;
  /** Connections in this process's pool. */
  max?: number;
}

export async function openPostgresStore(options: PostgresStoreOptions): Promise<QuizStore> {
  const sql = postgres(options.url, {
    max: options.max ?? 10,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => {},
  });
  let secret: Buffer;
  try {
    secret = await migrate(sql);
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }

  return {
    engine: "postgres",
    async submit(record, now = new Date()) {
      const key = emailKey(record.email);
      const cutoff = new Date(now.getTime() - GUIDE_PER_RECIPIENT_MS);
      const consent = consentRequested(record.answers);
      return sql.begin(async (tx) => {
        await tx`
          INSERT INTO submissions (email_key, email, path, answers, language, created_at, updated_at, consent_requested, token)
          VALUES (${key}, ${record.email.trim()}, ${record.path}, ${tx.json(record.answers as never)}, ${record.language},
                  ${now}, ${now}, ${consent}, ${newToken()})
          ON CONFLICT (email_key) DO UPDATE SET
            email = excluded.email, path = excluded.path, answers = excluded.answers, language = excluded.language,
            updated_at = excluded.updated_at, consent_requested = excluded.consent_requested,
            confirmed_at = CASE WHEN excluded.consent_requested THEN submissions.confirmed_at END`;
        const slot = await tx`
          UPDATE submissions SET guide_queued_at = ${now}
          WHERE email_key = ${key} AND (guide_queued_at IS NULL OR guide_queued_at <= ${cutoff})`;
        if (slot.count === 0) return { guideQueued: false };
        await tx`INSERT INTO outbox (email_key, kind, created_at, next_attempt_at) VALUES (${key}, 'guide', ${now}, ${now})`;
        return { guideQueued: true };
      });
    },
    async hitRateLimit(key, limit, windowMs, now = new Date()) {
      const window = rateWindow(now, windowMs);
      const digest = clientKeyDigest(secret, key);
      const [row] = await sql<{ hits: number; previous: number }[]>`
        WITH hit AS (
          INSERT INTO rate_limits (key, window_start, hits) VALUES (${digest}, ${window.start}, 1)
          ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
          RETURNING hits
        )
        SELECT (SELECT hits FROM hit) AS hits,
               coalesce((SELECT hits FROM rate_limits WHERE key = ${digest} AND window_start = ${window.previousStart}), 0) AS previous`;
      // Now and then a new key's first hit clears expired windows, so the table stays small between retention runs.
      if (row?.hits === 1 && Math.random() < SWEEP_CHANCE) {
        await sql`DELETE FROM rate_limits WHERE window_start < ${now.getTime() - GUIDE_PER_RECIPIENT_MS}`;
      }
      return row && slidingAllowed(window, row.hits, row.previous, limit)
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: window.retryAfterSeconds };
    },
    async claimOutbox(max, leaseMs, now = new Date()) {
      const rows = await sql<
        (Pick<Row, "email" | "path" | "language" | "consent_requested" | "confirmed_at" | "token"> & {
          id: number;
          attempts: number;
        })[]
      >`
        WITH due AS (
          SELECT id FROM outbox
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ${now}
            AND (locked_until IS NULL OR locked_until <= ${now})
          ORDER BY id LIMIT ${max}
          FOR UPDATE SKIP LOCKED
        ), claimed AS (
          UPDATE outbox o SET locked_until = ${new Date(now.getTime() + leaseMs)}, attempts = o.attempts + 1
          FROM due WHERE o.id = due.id
          RETURNING o.id, o.attempts, o.email_key
        )
        SELECT c.id, c.attempts, s.email, s.path, s.language, s.consent_requested, s.confirmed_at, s.token
        FROM claimed c JOIN submissions s ON s.email_key = c.email_key
        ORDER BY c.id`;
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        path: r.path as PathRoute,
        language: r.language as Language,
        consentRequested: r.consent_requested,
        confirmed: r.confirmed_at !== null,
        token: r.token,
        attempts: r.attempts,
      }));
    },
    async releaseOutbox(ids) {
      if (ids.length === 0) return;
      await sql`UPDATE outbox SET locked_until = NULL, attempts = greatest(attempts - 1, 0)
                WHERE id = ANY(${sql.array([...ids])}::int[]) AND sent_at IS NULL AND failed_at IS NULL`;
    },
    async completeOutbox(id, now = new Date()) {
      await sql`UPDATE outbox SET sent_at = ${now}, locked_until = NULL WHERE id = ${id}`;
    },
    async failOutbox(id, retryAt, error) {
      const message = error.slice(0, 500);
      if (retryAt) {
        await sql`UPDATE outbox SET next_attempt_at = ${retryAt}, locked_until = NULL, last_error = ${message} WHERE id = ${id}`;
      } else {
        await sql`UPDATE outbox SET failed_at = ${new Date()}, locked_until = NULL, last_error = ${message} WHERE id = ${id}`;
      }
    },
    async pendingOutbox() {
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL`;
      return row?.n ?? 0;
    },
    async linkSecret() {
      return secret;
    },
    async confirm(token, now = new Date()) {
      const result = await sql`
        UPDATE submissions SET confirmed_at = coalesce(confirmed_at, ${now})
        WHERE token = ${token} AND consent_requested`;
      return result.count > 0;
    },
    async remove(token) {
      const result = await sql`DELETE FROM submissions WHERE token = ${token}`;
      return result.count > 0;
    },
    async purge(cutoff, now = new Date()) {
      const dayAgo = new Date(now.getTime() - GUIDE_PER_RECIPIENT_MS);
      return sql.begin(async (tx) => ({
        submissions: (await tx`DELETE FROM submissions WHERE updated_at < ${cutoff}`).count,
        outbox: (
          await tx`DELETE FROM outbox WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL) AND created_at < ${dayAgo}`
        ).count,
        rateLimits: (await tx`DELETE FROM rate_limits WHERE window_start < ${dayAgo.getTime()}`).count,
      }));
    },
    async subscribers() {
      const rows = await sql<(Pick<Row, "email" | "language" | "path" | "updated_at"> & { confirmed_at: Date })[]>`
        SELECT email, language, path, confirmed_at, updated_at FROM submissions
        WHERE confirmed_at IS NOT NULL AND consent_requested ORDER BY confirmed_at, email`;
      return rows.map((r) => ({
        email: r.email,
        language: r.language as Language,
        path: r.path as PathRoute,
        confirmedAt: r.confirmed_at.toISOString(),
        updatedAt: r.updated_at.toISOString(),
      }));
    },
    async get(email) {
      const [row] = await sql<Row[]>`SELECT * FROM submissions WHERE email_key = ${emailKey(email)}`;
      return row ? toSubmission(row) : undefined;
    },
    async count() {
      const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM submissions`;
      return row?.n ?? 0;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

async function migrate(sql: postgres.Sql): Promise<Buffer> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;
    const [row] = await tx<{ v: number }[]>`SELECT coalesce(max(version), 0)::int AS v FROM schema_migrations`;
    for (let v = row?.v ?? 0; v < MIGRATIONS.length; v += 1) {
      await tx.unsafe(MIGRATIONS[v] ?? "");
      await tx`INSERT INTO schema_migrations (version) VALUES (${v + 1})`;
    }
    await tx`INSERT INTO secrets (name, value) VALUES ('links', ${randomBytes(32)}) ON CONFLICT (name) DO NOTHING`;
    const [secret] = await tx<{ value: Buffer }[]>`SELECT value FROM secrets WHERE name = 'links'`;
    if (!secret) throw new Error("link secret missing");
    return Buffer.from(secret.value);
  }) as Promise<Buffer>;
}

function toSubmission(row: Row): StoredSubmission {
  return {
    email: row.email,
    path: row.path as PathRoute,
    answers: row.answers,
    language: row.language as Language,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    consentRequested: row.consent_requested,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    token: row.token,
  };
}
