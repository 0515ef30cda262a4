import { createHmac, timingSafeEqual } from "node:crypto";
import { routePath } from "@medicare-guide/content/routes";
import type { Language } from "./types.ts";

/**
 * Signed e-mail links. A link carries the row's opaque token and an HMAC of
 * it (the database's secret), never the address: nothing personal in URLs
 * (brief, "Security"). The signature makes a guessed or altered token useless.
 */

/** The English path of the page where a visitor confirms, unsubscribes or deletes their data. */
export const PREFERENCES_PATH = routePath("email-preferences");
/** Where each outcome is confirmed, bilingual pages in the route table. */
export const PREFERENCES_RESULT_PATHS = {
  confirmed: routePath("email-preferences-confirmed"),
  unsubscribed: routePath("email-preferences-unsubscribed"),
  deleted: routePath("email-preferences-deleted"),
  invalid: routePath("email-preferences-invalid-link"),
} as const;
export type PreferencesOutcome = keyof typeof PREFERENCES_RESULT_PATHS;
/** The function that performs the action (one-click unsubscribe posts here). */
export const PREFERENCES_ENDPOINT = "/api/email-preferences";

export function signToken(secret: Buffer, token: string): string {
  return createHmac("sha256", secret).update(`link:${token}`).digest("base64url").slice(0, 32);
}

export function verifyToken(secret: Buffer, token: string, signature: string): boolean {
  if (!/^[\w-]{8,64}$/.test(token) || !/^[\w-]{32}$/.test(signature)) return false;
  const expected = Buffer.from(signToken(secret, token));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function localized(path: string, lang: Language): string {
  return lang === "es" ? `/es${path}` : path;
}

export interface EmailLinks {
  /** Visible link: the page with the confirm / unsubscribe / delete buttons. */
  preferences: string;
  /** RFC 8058 one-click target (List-Unsubscribe). */
  oneClick: string;
}

export function emailLinks(siteUrl: string, secret: Buffer, token: string, lang: Language): EmailLinks {
  const base = siteUrl.replace(/\/+$/, "");
  const query = `t=${encodeURIComponent(token)}&s=${signToken(secret, token)}`;
  return {
    preferences: `${base}${localized(PREFERENCES_PATH, lang)}?${query}`,
    oneClick: `${base}${PREFERENCES_ENDPOINT}?${query}&lang=${lang}`,
  };
}
