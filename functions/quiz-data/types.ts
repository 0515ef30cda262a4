import type { PathRoute, QuizAnswers } from "@medicare-guide/content/quiz/options";

/**
 * The quiz data store: one interface, two engines (embedded SQLite through
 * node:sqlite, PostgreSQL when DATABASE_URL is set). Every guarantee the
 * function relies on lives here, in the database, so any number of server
 * processes agree: one row per address, the submission and its outbox row in
 * one transaction, at most one guide e-mail per address a day, the per-client
 * rate limit, double opt-in, removal by signed link, retention.
 */

export type Language = "en" | "es";

export interface SubmissionInput {
  email: string;
  path: PathRoute;
  answers: QuizAnswers;
  language: Language;
}

export interface StoredSubmission extends SubmissionInput {
  createdAt: string;
  updatedAt: string;
  /** The visitor asked for updates by e-mail (stayInformed email or both) in the latest submission. */
  consentRequested: boolean;
  /** When the visitor confirmed the subscription from the e-mail link (double opt-in); null until then. */
  confirmedAt: string | null;
  /** Opaque random id of the row, used in signed links instead of the address. */
  token: string;
}

export interface SubmitResult {
  /** False when this address already had a guide e-mail queued in the last 24 hours. */
  guideQueued: boolean;
}

/** One e-mail waiting in the outbox, with what the sender needs to compose it. */
export interface OutboxItem {
  id: number;
  email: string;
  path: PathRoute;
  language: Language;
  consentRequested: boolean;
  confirmed: boolean;
  token: string;
  /** Attempts so far, including the one this claim starts. */
  attempts: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface Subscriber {
  email: string;
  language: Language;
  path: PathRoute;
  confirmedAt: string;
  updatedAt: string;
}

export interface PurgeResult {
  submissions: number;
  outbox: number;
  rateLimits: number;
}

export interface QuizStore {
  readonly engine: "sqlite" | "postgres";
  /**
   * In ONE transaction: inserts the submission or updates the row with the same
   * address (any letter case), and queues the guide e-mail in the outbox unless
   * one was queued for this address in the last 24 hours.
   */
  submit(record: SubmissionInput, now?: Date): Promise<SubmitResult>;
  /**
   * Counts a hit for `key` and refuses it past `limit` hits in the last `windowMs` (a sliding window: the
   * current fixed window plus the previous one weighted by how much of it still overlaps, so no double
   * burst at a window edge).
   */
  hitRateLimit(key: string, limit: number, windowMs: number, now?: Date): Promise<RateLimitResult>;
  /** Leases up to `max` due outbox rows for `leaseMs` (other senders skip them) and counts the attempt. */
  claimOutbox(max: number, leaseMs: number, now?: Date): Promise<OutboxItem[]>;
  /** Gives claimed rows back before their lease ends (a sender shutting down), the attempt not counted. */
  releaseOutbox(ids: readonly number[]): Promise<void>;
  /** The e-mail went out: the row is done and never sent again. */
  completeOutbox(id: number, now?: Date): Promise<void>;
  /** The attempt failed: try again at `retryAt`, or give up for good when `retryAt` is null. */
  failOutbox(id: number, retryAt: Date | null, error: string): Promise<void>;
  /** Outbox rows not yet sent nor given up. */
  pendingOutbox(): Promise<number>;
  /** The secret that signs e-mail links: created once with the database, shared by every process. */
  linkSecret(): Promise<Buffer>;
  /** Double opt-in: marks the row's subscription confirmed, when its latest submission asked for updates. */
  confirm(token: string, now?: Date): Promise<boolean>;
  /** Unsubscribe / delete my data: removes the row and its pending e-mails. */
  remove(token: string): Promise<boolean>;
  /** Retention: removes rows last updated before `cutoff`, sent or abandoned outbox rows, expired rate windows. */
  purge(cutoff: Date, now?: Date): Promise<PurgeResult>;
  /** Confirmed subscribers who still ask for updates, oldest first. */
  subscribers(): Promise<Subscriber[]>;
  get(email: string): Promise<StoredSubmission | undefined>;
  count(): Promise<number>;
  close(): Promise<void>;
}

/** At most one guide e-mail per address in this period, whatever the client. */
export const GUIDE_PER_RECIPIENT_MS = 24 * 60 * 60 * 1000;
