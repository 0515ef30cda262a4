import {
  localized,
  PREFERENCES_RESULT_PATHS,
  verifyToken,
  type PreferencesOutcome,
  type QuizStore,
} from "../quiz-data/index.ts";
import { readLimited } from "../http/read-body.ts";

/**
 * email-preferences: what the links in our e-mails do, by signed link only
 * (`?t=<token>&s=<signature>`, no address in the URL).
 *
 * POST (the buttons of /email-preferences, a plain HTML form that works
 * without JavaScript), form field `action`:
 *   confirm      double opt-in: the subscription to updates starts now
 *   unsubscribe  removes the row (no further e-mail of any kind)
 *   delete       removes the row ("delete my data")
 *   -> 303 to the bilingual page that confirms the outcome (or says the link is not valid).
 * POST `List-Unsubscribe=One-Click` (RFC 8058, sent by the mail program): removes
 * the row -> 200 text. GET never changes anything (mail scanners open links).
 */

export const MAX_FORM_BYTES = 2048;
/** The whole form within this. */
const FORM_TIMEOUT_MS = 10_000;
const ACTIONS = new Map<string, "confirm" | "unsubscribe" | "delete">([
  ["confirm", "confirm"],
  ["unsubscribe", "unsubscribe"],
  ["delete", "delete"],
]);

export interface EmailPreferencesDeps {
  store: () => Promise<Pick<QuizStore, "linkSecret" | "confirm" | "remove">>;
  log?: { error(message: string): void };
  now?: () => Date;
}

async function readForm(request: Request): Promise<URLSearchParams | undefined> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") return undefined;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_FORM_BYTES) return undefined;
  const read = await readLimited(request.body, MAX_FORM_BYTES, FORM_TIMEOUT_MS);
  if (!read.ok) return undefined;
  const body = Buffer.from(read.bytes);
  if (type === "application/x-www-form-urlencoded") return new URLSearchParams(body.toString("utf8"));
  try {
    const form = await new Response(body, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
    const params = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === "string") params.append(key, value);
    return params;
  } catch {
    return undefined;
  }
}

export function createEmailPreferences(deps: EmailPreferencesDeps) {
  const log = deps.log ?? console;
  const now = deps.now ?? (() => new Date());

  return async function emailPreferences(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const lang = url.pathname.startsWith("/es/") || url.searchParams.get("lang") === "es" ? "es" : "en";
    const headers = { "Cache-Control": "no-store", "Content-Language": lang };
    const goTo = (outcome: PreferencesOutcome) =>
      new Response(null, {
        status: 303,
        headers: { ...headers, Location: localized(PREFERENCES_RESULT_PATHS[outcome], lang) },
      });
    const text = (status: number, body: string, extra: Record<string, string> = {}) =>
      new Response(body, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8", ...extra } });

    if (request.method !== "POST") return text(405, "Method Not Allowed", { Allow: "POST" });
    const form = await readForm(request);
    if (!form) return text(400, "Bad Request", { Connection: "close" });
    const oneClick = form.get("List-Unsubscribe") === "One-Click";
    const action = oneClick ? "unsubscribe" : ACTIONS.get(form.get("action") ?? "");
    if (!action) return oneClick ? text(400, "Bad Request") : goTo("invalid");

    const token = url.searchParams.get("t") ?? "";
    const signature = url.searchParams.get("s") ?? "";
    try {
      const store = await deps.store();
      if (!verifyToken(await store.linkSecret(), token, signature)) {
        return oneClick ? text(403, "This link is not valid.") : goTo("invalid");
      }
      if (action === "confirm") {
        return (await store.confirm(token, now())) ? goTo("confirmed") : goTo("invalid");
      }
      // Removing a row that is already gone is the same outcome: nothing is kept.
      await store.remove(token);
      if (oneClick) return text(200, lang === "es" ? "Suscripción cancelada." : "Unsubscribed.");
      return goTo(action === "delete" ? "deleted" : "unsubscribed");
    } catch (error) {
      log.error(`email-preferences: store unavailable: ${String((error as Error)?.message ?? error)}`);
      return text(503, "Service Unavailable", { "Retry-After": "60" });
    }
  };
}
