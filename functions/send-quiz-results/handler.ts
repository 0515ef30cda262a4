import { fieldErrors, submissionSchema, type QuizLanguage } from "@medicare-guide/content/quiz/schema";
import enQuiz from "../../locales/en/quiz.json" with { type: "json" };
import esQuiz from "../../locales/es/quiz.json" with { type: "json" };
import type { QuizStore } from "../quiz-data/index.ts";
import { readLimited } from "../http/read-body.ts";

/**
 * send-quiz-results: a standard Fetch API handler (Request -> Response), so any
 * serverless platform or the site's own server can mount it.
 *
 * POST JSON `{email, path, answers:{six}, lang?}` ->
 *   200 {stored: true}             stored, and the guide e-mail queued in the same transaction
 *                                  (unless this address had one in the last 24 hours; the answer
 *                                  does not say which, so it tells nothing about an address)
 *   400 {errors: {field: message}} malformed JSON or fields (messages in the visitor's language)
 *   403 other sites' origins        405 not POST (Allow)       408 body too slow
 *   413 body over 16 KB (Connection: close)                    415 not application/json
 *   429 over the rate limit (Retry-After; counted in the store, so shared by every process)
 *   503 the database is unavailable (nothing stored; honest message)
 * Bad input never yields a 5xx. No e-mail address is ever written to the log.
 * The e-mail itself goes out from the outbox (outbox-sender.ts), never inside the request.
 */

export const MAX_BODY_BYTES = 16 * 1024;
export const RATE_LIMIT = { limit: 5, windowMs: 60_000 } as const;
/** The whole body must arrive within this (a byte every few seconds must not hold a connection). */
export const BODY_TIMEOUT_MS = 10_000;
/** A 400 names at most this many fields, each name at most MAX_FIELD_NAME characters. */
export const MAX_ERRORS_NAMED = 5;
const MAX_FIELD_NAME = 64;

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface SendQuizResultsDeps {
  store: Pick<QuizStore, "submit" | "hitRateLimit">;
  /** Called after a guide e-mail was queued (the in-process sender sends it at once). */
  onQueued?: () => void;
  /** Default: 5 requests a minute per client address; false turns it off (tests only). */
  rateLimit?: { limit: number; windowMs: number } | false;
  /** Origins (scheme://host[:port]) allowed to call cross-origin; the handler's own origin always is. */
  allowedOrigins?: readonly string[];
  log?: Logger;
  now?: () => Date;
  maxBodyBytes?: number;
  bodyTimeoutMs?: number;
}

export interface RequestContext {
  /** The client's IP address (the rate-limit key); requests without one share a bucket. */
  clientAddress?: string | undefined;
}

export type SendQuizResults = (request: Request, ctx?: RequestContext) => Promise<Response>;

const STRINGS = { en: enQuiz, es: esQuiz } as const;
const CLOSE = { Connection: "close" } as const;
type ApiKey = keyof typeof enQuiz.api;

/** A message of the quiz namespace ("errors.selectAnswer", "api.tooLarge") in a language. */
export function quizMessage(lang: QuizLanguage, key: string): string {
  let node: unknown = STRINGS[lang];
  for (const part of key.split(".")) {
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === "string" ? node : key;
}

/** The visitor's language from an Accept-Language header: the first of en/es by preference, else en. */
export function negotiateLanguage(header: string | null): QuizLanguage {
  if (!header) return "en";
  const prefs = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((p) => p.trim());
      const q = params.find((p) => p.toLowerCase().startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { lang: tag.toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((p) => p.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const p of prefs) if (p.lang === "en" || p.lang === "es") return p.lang;
  return "en";
}

/** Replaces anything shaped like an e-mail address, for log lines. */
export function redact(text: string): string {
  return text.replace(/[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+/g, "[address]");
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** application/json, with no charset or a UTF-8 one (JSON is UTF-8, RFC 8259). */
function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [type = "", ...params] = header.split(";").map((p) => p.trim().toLowerCase());
  if (type !== "application/json") return false;
  const charset = params.find((p) => p.startsWith("charset="));
  if (charset === undefined) return true;
  const value = charset.slice("charset=".length).replaceAll('"', "");
  return value === "utf-8" || value === "utf8";
}

export function createSendQuizResults(deps: SendQuizResultsDeps): SendQuizResults {
  const log = deps.log ?? console;
  const now = deps.now ?? (() => new Date());
  const maxBytes = deps.maxBodyBytes ?? MAX_BODY_BYTES;
  const rateLimit = deps.rateLimit ?? RATE_LIMIT;
  const bodyTimeoutMs = deps.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  const allowed = new Set(deps.allowedOrigins ?? []);
  const decoder = new TextDecoder("utf-8", { fatal: true });

  return async function sendQuizResults(request, ctx = {}) {
    const origin = request.headers.get("origin");
    const ownOrigin = originOf(request.url);
    const originAllowed = origin !== null && origin !== "null" && (origin === ownOrigin || allowed.has(origin));
    const cors: Record<string, string> = originAllowed
      ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" }
      : { Vary: "Origin" };
    let lang = negotiateLanguage(request.headers.get("accept-language"));

    const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new Response(body === null ? null : JSON.stringify(body), {
        status,
        headers: {
          ...(body === null ? {} : { "Content-Type": "application/json; charset=utf-8" }),
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
          "Content-Language": lang,
          ...cors,
          ...headers,
        },
      });
    const fail = (status: number, key: ApiKey, headers?: Record<string, string>) =>
      respond(status, { error: quizMessage(lang, `api.${key}`) }, headers);

    try {
      const foreign = origin !== null && !originAllowed;
      if (request.method === "OPTIONS") {
        if (foreign) return fail(403, "forbiddenOrigin");
        return respond(204, null, {
          Allow: "POST, OPTIONS",
          ...(originAllowed
            ? {
                "Access-Control-Allow-Methods": "POST, OPTIONS",
                "Access-Control-Allow-Headers": "Content-Type, Accept-Language",
                "Access-Control-Max-Age": "600",
              }
            : {}),
        });
      }
      if (request.method !== "POST") return fail(405, "methodNotAllowed", { Allow: "POST, OPTIONS" });
      if (foreign) return fail(403, "forbiddenOrigin");

      if (rateLimit) {
        let limit;
        try {
          limit = await deps.store.hitRateLimit(
            ctx.clientAddress || "unknown",
            rateLimit.limit,
            rateLimit.windowMs,
            now(),
          );
        } catch (error) {
          log.error(`send-quiz-results: rate limit unavailable: ${redact(String(error))}`);
          return fail(503, "storeUnavailable", { "Retry-After": "60" });
        }
        if (!limit.allowed) return fail(429, "rateLimited", { "Retry-After": String(limit.retryAfterSeconds) });
      }

      if (!isJsonContentType(request.headers.get("content-type"))) return fail(415, "unsupportedMediaType");

      // A declared length over the limit is refused at once; the real bytes are counted anyway.
      const declared = Number(request.headers.get("content-length"));
      if (Number.isFinite(declared) && declared > maxBytes) {
        await request.body?.cancel().catch(() => {});
        return fail(413, "tooLarge", CLOSE);
      }
      const read = await readLimited(request.body, maxBytes, bodyTimeoutMs);
      if (!read.ok) {
        // The rest of the body is never read: the connection cannot be reused, so say so and close it.
        if (read.reason === "too-large") return fail(413, "tooLarge", CLOSE);
        if (read.reason === "too-slow") return fail(408, "tooSlow", CLOSE);
        return respond(400, { errors: { body: quizMessage(lang, "api.invalidJson") } });
      }

      let json: unknown;
      try {
        json = JSON.parse(decoder.decode(read.bytes));
      } catch {
        return respond(400, { errors: { body: quizMessage(lang, "api.invalidJson") } });
      }

      // Answer in the language the body asks for, when it asks validly.
      if (typeof json === "object" && json !== null && "lang" in json && (json.lang === "en" || json.lang === "es")) {
        lang = json.lang;
      }

      const parsed = submissionSchema.safeParse(json);
      if (!parsed.success) {
        // At most a few fields named, each name cut short: 1,912 unexpected keys in 16 KB once gave an 85 KB answer.
        const errors = Object.fromEntries(
          Object.entries(fieldErrors(parsed.error))
            .slice(0, MAX_ERRORS_NAMED)
            .map(([field, key]) => [field.slice(0, MAX_FIELD_NAME), quizMessage(lang, key)]),
        );
        return respond(400, { errors });
      }
      const submission = parsed.data;

      let queued: boolean;
      try {
        const result = await deps.store.submit(
          { email: submission.email, path: submission.path, answers: submission.answers, language: lang },
          now(),
        );
        queued = result.guideQueued;
      } catch (error) {
        log.error(`send-quiz-results: could not store a submission: ${redact(String(error))}`);
        return respond(
          503,
          { stored: false, error: quizMessage(lang, "api.storeUnavailable") },
          {
            "Retry-After": "60",
          },
        );
      }
      if (queued) deps.onQueued?.();
      log.info(`send-quiz-results: stored lang=${lang} queued=${queued}`);
      return respond(200, { stored: true });
    } catch (error) {
      // Only a fault of our own can get here (bad input is answered above).
      log.error(`send-quiz-results: unexpected failure: ${redact(String(error))}`);
      return fail(500, "unexpected");
    }
  };
}
