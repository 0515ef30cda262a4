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

/** The start of the fixed window `now` falls in, and the seconds until it ends. */
export function rateWindow(now: Date, windowMs: number): { start: number; retryAfterSeconds: number } {
  const t = now.getTime();
  const start = t - (t % windowMs);
  return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - t) / 1000)) };
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
