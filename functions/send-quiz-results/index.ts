import {
  createSendQuizResults,
  type RequestContext,
  type SendQuizResults,
  type SendQuizResultsDeps,
} from "./handler.ts";
import { createGuideMailer, siteUrlFromEnv } from "./mail.ts";
import { dataDirFromEnv, openQuizStore, type QuizStore } from "./store.ts";

export {
  createSendQuizResults,
  MAX_BODY_BYTES,
  RATE_LIMIT,
  negotiateLanguage,
  quizMessage,
  redact,
  type Logger,
  type RequestContext,
  type SendQuizResults,
  type SendQuizResultsDeps,
} from "./handler.ts";
export { createGuideMailer, siteUrlFromEnv, DEFAULT_SITE_URL, type GuideMailer, type GuideMessage } from "./mail.ts";
export { dataDirFromEnv, openQuizStore, type QuizStore, type QuizStoreRecord, type StoredSubmission } from "./store.ts";
export { createRateLimiter, type RateLimiter } from "./rate-limit.ts";
export { renderGuideEmail } from "./templates.ts";

type Env = Record<string, string | undefined>;

/** Origins allowed to call cross-origin: ALLOWED_ORIGINS (comma-separated), else SITE_URL's origin. */
export function allowedOriginsFromEnv(env: Env = process.env): string[] {
  const list = env.ALLOWED_ORIGINS?.split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  if (list && list.length > 0) return list;
  try {
    return [new URL(siteUrlFromEnv(env)).origin];
  } catch {
    return [];
  }
}

/**
 * The real dependencies, from the environment: DATA_DIR (default ./data),
 * SMTP_URL (unset: .eml files in DATA_DIR/outbox), SITE_URL (default
 * http://localhost:3000), MAIL_FROM, ALLOWED_ORIGINS. The database opens on
 * the first submission; if it cannot, that request gets a 503 and the next
 * one tries again.
 */
export function depsFromEnv(env: Env = process.env): SendQuizResultsDeps & { close(): void } {
  const dataDir = dataDirFromEnv(env);
  let store: QuizStore | undefined;
  return {
    store: {
      save(record, now) {
        store ??= openQuizStore({ dataDir });
        store.save(record, now);
      },
    },
    mailer: createGuideMailer({
      dataDir,
      smtpUrl: env.SMTP_URL,
      siteUrl: siteUrlFromEnv(env),
      from: env.MAIL_FROM,
    }),
    allowedOrigins: allowedOriginsFromEnv(env),
    close() {
      store?.close();
      store = undefined;
    },
  };
}

let handler: SendQuizResults | undefined;

/** The deployable function: `(request, {clientAddress}) => Response`, wired to the real store and mailer. */
export default function sendQuizResults(request: Request, ctx?: RequestContext): Promise<Response> {
  handler ??= createSendQuizResults(depsFromEnv());
  return handler(request, ctx);
}
