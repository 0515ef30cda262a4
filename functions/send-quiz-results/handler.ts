import { pathSlugOf, wantsEmailUpdates } from "@medicare-guide/content/quiz/options";
import { fieldErrors, submissionSchema, type QuizLanguage } from "@medicare-guide/content/quiz/schema";
import enQuiz from "../../locales/en/quiz.json" with { type: "json" };
import esQuiz from "../../locales/es/quiz.json" with { type: "json" };
import type { GuideMailer } from "./mail.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limit.ts";
import type { QuizStore } from "./store.ts";

/**
 * send-quiz-results: a standard Fetch API handler (Request -> Response), so any
 * serverless platform or the site's own server can mount it.
 *
 * POST JSON `{email, path, answers:{six}, lang?}` ->
 *   200 {stored: true, emailed}   stored; emailed says whether the guide e-mail went out
 *   400 {errors: {field: message}} malformed JSON or fields (messages in the visitor's language)
 *   403 other sites' origins        405 not POST (Allow)       413 body over 16 KB
 *   415 not application/json        429 over the rate limit (Retry-After)
 *   503 the database is unavailable (nothing stored; honest message)
 * Bad input never yields a 5xx. No e-mail address is ever written to the log.
 */

export const MAX_BODY_BYTES = 16 * 1024;
export const RATE_LIMIT = { limit: 5, windowMs: 60_000 } as const;

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface SendQuizResultsDeps {
  store: Pick<QuizStore, "save">;
  mailer: GuideMailer;
  /** Default: 5 requests a minute per client address. */
  rateLimiter?: RateLimiter;
  /** Origins (scheme://host[:port]) allowed to call cross-origin; the handler's own origin always is. */
  allowedOrigins?: readonly string[];
  log?: Logger;
  now?: () => Date;
  maxBodyBytes?: number;
}

export interface RequestContext {
  /** The client's IP address (the rate-limit key); requests without one share a bucket. */
  clientAddress?: string | undefined;
}

export type SendQuizResults = (request: Request, ctx?: RequestContext) => Promise<Response>;

const STRINGS = { en: enQuiz, es: esQuiz } as const;
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

type ReadResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too-large" | "unreadable" };

/** Reads the body, counting real bytes as they arrive; stops at the first byte past the limit. */
async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<ReadResult> {
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
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
  const limiter = deps.rateLimiter ?? createRateLimiter(RATE_LIMIT);
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

      const limit = limiter.hit(ctx.clientAddress || "unknown");
      if (!limit.allowed) return fail(429, "rateLimited", { "Retry-After": String(limit.retryAfterSeconds) });

      if (!isJsonContentType(request.headers.get("content-type"))) return fail(415, "unsupportedMediaType");

      // A declared length over the limit is refused at once; the real bytes are counted anyway.
      const declared = Number(request.headers.get("content-length"));
      if (Number.isFinite(declared) && declared > maxBytes) {
        await request.body?.cancel().catch(() => {});
        return fail(413, "tooLarge");
      }
      const read = await readLimited(request.body, maxBytes);
      if (!read.ok) {
        if (read.reason === "too-large") return fail(413, "tooLarge");
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
        const errors = Object.fromEntries(
          Object.entries(fieldErrors(parsed.error)).map(([field, key]) => [field, quizMessage(lang, key)]),
        );
        return respond(400, { errors });
      }
      const submission = parsed.data;

      try {
        await deps.store.save(
          { email: submission.email, path: submission.path, answers: submission.answers, language: lang },
          now(),
        );
      } catch (error) {
        log.error(`send-quiz-results: could not store a submission: ${redact(String(error))}`);
        return respond(
          503,
          { stored: false, emailed: false, error: quizMessage(lang, "api.storeUnavailable") },
          {
            "Retry-After": "60",
          },
        );
      }

      let emailed = false;
      try {
        await deps.mailer.sendGuide({
          to: submission.email,
          slug: pathSlugOf(submission.path),
          lang,
          consentUpdates: wantsEmailUpdates(submission.answers.stayInformed),
        });
        emailed = true;
      } catch (error) {
        log.error(`send-quiz-results: guide e-mail not sent: ${redact(String(error))}`);
      }
      log.info(`send-quiz-results: stored path=${submission.path} lang=${lang} emailed=${emailed}`);
      return respond(200, { stored: true, emailed });
    } catch (error) {
      // Only a fault of our own can get here (bad input is answered above).
      log.error(`send-quiz-results: unexpected failure: ${redact(String(error))}`);
      return fail(500, "unexpected");
    }
  };
}
