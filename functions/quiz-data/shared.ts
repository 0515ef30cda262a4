import { createHmac, randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { wantsEmailUpdates, type QuizAnswers } from "@medicare-guide/content/quiz/options";

/** Helpers both store engines share, so they behave the same. */

/** DATA_DIR from the environment, or ./data (git-ignored), as an absolute path. */
export function dataDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.DATA_DIR?.trim() || "./data");
}

/** A new row's opaque id for signed links (128 random bits, URL-safe). */
export function newToken(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * What the rate-limit table keeps instead of the client address: an HMAC with
 * the database's secret, so no IP address is ever stored (privacy policy,
 * "What our server sees") and the short IPv4 space cannot be reversed.
 */
export function clientKeyDigest(secret: Buffer, key: string): string {
  return createHmac("sha256", secret).update(`rate:${key}`).digest("base64url");
}

export interface RateWindow {
  /** Start of the fixed window `now` falls in (its hits are counted in a row of their own). */
  start: number;
  /** Start of the window before it. */
  previousStart: number;
  /** Share of the previous window still inside the last `windowMs` (1 at the edge, 0 at the end). */
  previousWeight: number;
  retryAfterSeconds: number;
}

/**
 * The sliding window counter (issue 24: the per-client limit counted per calendar minute let 10 posts through
 * in under a second across a minute edge): hits in the last `windowMs` are estimated as this window's hits
 * plus the previous window's weighted by how much of it still overlaps.
 */
export function rateWindow(now: Date, windowMs: number): RateWindow {
  const t = now.getTime();
  const start = t - (t % windowMs);
  return {
    start,
    previousStart: start - windowMs,
    previousWeight: 1 - (t - start) / windowMs,
    retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - t) / 1000)),
  };
}

/** Whether a hit is allowed, from the two windows' counts (the current one includes this hit). */
export function slidingAllowed(window: RateWindow, currentHits: number, previousHits: number, limit: number) {
  return currentHits + previousHits * window.previousWeight <= limit;
}

export function consentRequested(answers: QuizAnswers): boolean {
  return wantsEmailUpdates(answers.stayInformed);
}

/** Addresses are one row whatever their letter case (the store's uniqueness key). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Share of new rate-limit keys whose first hit also deletes expired windows:
 * the cost is spread thin and no request ever scans every tracked client.
 */
export const SWEEP_CHANCE = 1 / 256;
