import { openPostgresStore } from "./postgres.ts";
import { dataDirFromEnv } from "./shared.ts";
import { openSqliteStore } from "./sqlite.ts";
import type { QuizStore } from "./types.ts";

export * from "./types.ts";
export * from "./links.ts";
export { dataDirFromEnv, emailKey } from "./shared.ts";
export { openSqliteStore } from "./sqlite.ts";
export { openPostgresStore } from "./postgres.ts";

type Env = Record<string, string | undefined>;

/** PG_POOL_MAX: connections each server process keeps to PostgreSQL (default 10). */
export function poolMaxFromEnv(env: Env = process.env): number {
  const raw = env.PG_POOL_MAX?.trim();
  if (!raw) return 10;
  const max = Number(raw);
  if (!Number.isInteger(max) || max < 1 || max > 100) {
    throw new Error(`PG_POOL_MAX must be a whole number of connections from 1 to 100 (got "${raw}")`);
  }
  return max;
}

/**
 * PostgreSQL when DATABASE_URL is set (TLS through its `sslmode`, e.g. `?sslmode=verify-full`), else SQLite in
 * DATA_DIR (default ./data).
 */
export async function openStoreFromEnv(env: Env = process.env): Promise<QuizStore> {
  const url = env.DATABASE_URL?.trim();
  if (url) return openPostgresStore({ url, max: poolMaxFromEnv(env) });
  return openSqliteStore({ dataDir: dataDirFromEnv(env) });
}

/** Months a submission is kept after its last update (privacy policy, "How long we keep it"). */
export const DEFAULT_RETENTION_MONTHS = 24;

export function retentionMonthsFromEnv(env: Env = process.env): number {
  const raw = env.RETENTION_MONTHS?.trim();
  if (!raw) return DEFAULT_RETENTION_MONTHS;
  const months = Number(raw);
  if (!Number.isInteger(months) || months < 1 || months > 120) {
    throw new Error(`RETENTION_MONTHS must be a whole number of months from 1 to 120 (got "${raw}")`);
  }
  return months;
}

/** The moment before which rows are removed: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
