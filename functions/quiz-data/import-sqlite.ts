/**
 * `npm run quiz:import-sqlite -- <quiz.sqlite>` (issue 24): moves a one-machine install's SQLite store into
 * the PostgreSQL of DATABASE_URL, in one transaction, idempotently (run it twice: nothing doubles).
 * - the link secret comes along, so the links in e-mails already sent keep working (refused when PostgreSQL
 *   already holds other submissions signed with another secret);
 * - submissions keep their token, consent and confirmation (a row already in PostgreSQL is replaced only by
 *   a newer one);
 * - the outbox keeps its state (sent, given up, attempts); a lease of the old process is dropped; a row is
 *   recognised on a second run by its address, kind and creation time;
 * - rate-limit windows are not copied: they expire within minutes and are keyed by the old secret.
 * Import before starting the instances on PostgreSQL (each reads the link secret once, when it opens).
 */
import { basename, dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import postgres from "postgres";
import { openPostgresStore } from "./postgres.ts";
import { emailKey } from "./shared.ts";
import { openSqliteStore, type SubmissionRow } from "./sqlite.ts";

export interface ImportResult {
  submissions: number;
  subscribers: number;
  outbox: number;
  secret: "copied" | "same";
}

/** A submissions row with every column (SELECT *): the store's row and when its guide was queued. */
type SqliteSubmission = SubmissionRow & { guide_queued_at: string | null };

interface SqliteOutbox {
  email: string;
  kind: string;
  created_at: string;
  next_attempt_at: string;
  attempts: number;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
}

const date = (value: string | null) => (value === null ? null : new Date(value));

export async function importSqlite(file: string, databaseUrl: string): Promise<ImportResult> {
  // The SQLite file is brought to the current schema first, by the same code the server runs on it.
  await openSqliteStore({ dataDir: dirname(file), fileName: basename(file) }).close();
  // The PostgreSQL schema, by the same migrations the instances run.
  await (await openPostgresStore({ url: databaseUrl, max: 1 })).close();

  const source = new DatabaseSync(file, { readOnly: true });
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const secret = Buffer.from(
      (source.prepare("SELECT value FROM secrets WHERE name = 'links'").get() as { value: Uint8Array }).value,
    );
    const submissions = source.prepare("SELECT * FROM submissions").all() as unknown as SqliteSubmission[];
    const outbox = source
      .prepare("SELECT email, kind, created_at, next_attempt_at, attempts, sent_at, failed_at, last_error FROM outbox")
      .all() as unknown as SqliteOutbox[];

    return await sql.begin(async (tx) => {
      const [current] = await tx<{ value: Buffer }[]>`SELECT value FROM secrets WHERE name = 'links' FOR UPDATE`;
      let secretState: ImportResult["secret"] = "same";
      if (!current || !Buffer.from(current.value).equals(secret)) {
        const [{ n } = { n: 0 }] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM submissions`;
        if (n > 0) {
          throw new Error(
            "PostgreSQL already holds submissions signed with another link secret: import into an empty database",
          );
        }
        await tx`INSERT INTO secrets (name, value) VALUES ('links', ${secret})
                 ON CONFLICT (name) DO UPDATE SET value = excluded.value`;
        // Windows keyed by the old secret can never match again.
        await tx`DELETE FROM rate_limits`;
        secretState = "copied";
      }
      for (const row of submissions) {
        await tx`
          INSERT INTO submissions (email_key, email, path, answers, language, created_at, updated_at,
                                   consent_requested, confirmed_at, guide_queued_at, token)
          VALUES (${emailKey(row.email)}, ${row.email}, ${row.path}, ${tx.json(JSON.parse(row.answers) as never)},
                  ${row.language}, ${date(row.created_at)}, ${date(row.updated_at)}, ${row.consent_updates === 1},
                  ${date(row.confirmed_at)}, ${date(row.guide_queued_at)}, ${row.token})
          ON CONFLICT (email_key) DO UPDATE SET
            email = excluded.email, path = excluded.path, answers = excluded.answers, language = excluded.language,
            updated_at = excluded.updated_at, consent_requested = excluded.consent_requested,
            confirmed_at = excluded.confirmed_at, guide_queued_at = excluded.guide_queued_at
          WHERE submissions.updated_at < excluded.updated_at`;
      }
      let copied = 0;
      for (const row of outbox) {
        const result = await tx`
          INSERT INTO outbox (email_key, kind, created_at, next_attempt_at, attempts, sent_at, failed_at, last_error)
          SELECT ${emailKey(row.email)}, ${row.kind}, ${date(row.created_at)}, ${date(row.next_attempt_at)},
                 ${row.attempts}, ${date(row.sent_at)}, ${date(row.failed_at)}, ${row.last_error}
          WHERE NOT EXISTS (
            SELECT 1 FROM outbox WHERE email_key = ${emailKey(row.email)} AND kind = ${row.kind}
              AND created_at = ${date(row.created_at)})`;
        copied += result.count;
      }
      return {
        submissions: submissions.length,
        subscribers: submissions.filter((s) => s.consent_updates === 1 && s.confirmed_at !== null).length,
        outbox: copied,
        secret: secretState,
      };
    });
  } finally {
    source.close();
    await sql.end({ timeout: 5 });
  }
}
