import { createSendQuizResults, type RequestContext, type SendQuizResults } from "./handler.ts";
import { siteUrlFromEnv } from "./mail.ts";
import { sharedRuntime, type QuizRuntime } from "./runtime.ts";

export {
  createSendQuizResults,
  BODY_TIMEOUT_MS,
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
export {
  createGuideMailer,
  mailTransportFromEnv,
  siteUrlFromEnv,
  type GuideMailer,
  type GuideMessage,
} from "./mail.ts";
export { createOutboxSender, backoffMs, type OutboxSender } from "./outbox-sender.ts";
export { createRuntime, sharedRuntime, type QuizRuntime } from "./runtime.ts";
export { renderGuideEmail } from "./templates.ts";

type Env = Record<string, string | undefined>;

/** Origins allowed to call cross-origin: ALLOWED_ORIGINS (comma-separated), else SITE_URL's origin. */
export function allowedOriginsFromEnv(env: Env = process.env): string[] {
  const list = env.ALLOWED_ORIGINS?.split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  if (list && list.length > 0) return list;
  // Without SITE_URL (outside production) only the server's own origin may call: never a guessed localhost.
  const site = siteUrlFromEnv(env);
  return site ? [new URL(site).origin] : [];
}

/** The handler wired to a runtime: the store's submit and rate limit, and the sender's kick. */
export function handlerFor(runtime: QuizRuntime, env: Env = process.env): SendQuizResults {
  return createSendQuizResults({
    store: {
      submit: async (record, now) => (await runtime.store()).submit(record, now),
      hitRateLimit: async (key, limit, windowMs, now) =>
        (await runtime.store()).hitRateLimit(key, limit, windowMs, now),
    },
    onQueued: () => runtime.kick(),
    allowedOrigins: allowedOriginsFromEnv(env),
  });
}

let handler: SendQuizResults | undefined;

/** The deployable function: `(request, {clientAddress}) => Response`, wired to the real store and outbox. */
export default function sendQuizResults(request: Request, ctx?: RequestContext): Promise<Response> {
  handler ??= handlerFor(sharedRuntime());
  return handler(request, ctx);
}
