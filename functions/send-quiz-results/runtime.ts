import { dataDirFromEnv, openStoreFromEnv, type QuizStore } from "../quiz-data/index.ts";
import { createGuideMailer, mailTransportFromEnv, siteUrlFromEnv } from "./mail.ts";
import { createOutboxSender, type OutboxSender } from "./outbox-sender.ts";

/**
 * What the quiz functions of one process share, wired from the environment:
 * the store (DATABASE_URL, else SQLite in DATA_DIR), the mailer (SMTP_URL,
 * else .eml files in DATA_DIR/outbox), SITE_URL and the outbox sender. The
 * store opens on first use; if it cannot, that request gets a 503 and the next
 * one tries again. Without SITE_URL (allowed outside production only) nothing
 * is mailed: the e-mails stay queued until the server runs with it (issue 24:
 * never a link to localhost in an e-mail).
 */

type Env = Record<string, string | undefined>;

/** Default lease on a claimed outbox row: after a kill -9 its e-mails wait at most this before another sender. */
export const DEFAULT_LEASE_MS = 30_000;
/** How often each process looks for due e-mails (those queued by other processes, and retries). */
export const DEFAULT_POLL_MS = 5_000;

export interface QuizRuntime {
  /** SITE_URL; undefined outside production when unset (then nothing is mailed). */
  siteUrl: string | undefined;
  store(): Promise<QuizStore>;
  sender(): Promise<OutboxSender>;
  /** A guide e-mail was queued: send it now, in this process (unless OUTBOX_SENDER=off). */
  kick(): void;
  /**
   * Polls the outbox every `intervalMs` in this process; a store that cannot be opened yet (the database is
   * down at boot) is tried again at each tick, so the sender starts when the database comes back.
   */
  startSender(intervalMs?: number): void;
  close(): Promise<void>;
}

function positiveSeconds(env: Env, name: string, fallbackMs: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallbackMs;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 3600) {
    throw new Error(`${name} must be a number of seconds from 1 to 3600 (got "${raw}")`);
  }
  return seconds * 1000;
}

export function createRuntime(env: Env = process.env): QuizRuntime {
  const siteUrl = siteUrlFromEnv(env);
  const transport = mailTransportFromEnv(env);
  const leaseMs = positiveSeconds(env, "OUTBOX_LEASE_SECONDS", DEFAULT_LEASE_MS);
  const inProcess = env.OUTBOX_SENDER?.trim() !== "off" && siteUrl !== undefined;
  let opening: Promise<QuizStore> | undefined;
  let sending: Promise<OutboxSender> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const mailer = siteUrl
    ? createGuideMailer({
        dataDir: dataDirFromEnv(env),
        smtpUrl: transport === "smtp" ? env.SMTP_URL : undefined,
        siteUrl,
        from: env.MAIL_FROM,
      })
    : undefined;

  const store = () => {
    opening ??= openStoreFromEnv(env).catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
  const sender = () => {
    if (!mailer || !siteUrl) return Promise.reject(new Error("SITE_URL is not set: e-mails stay queued"));
    sending ??= store().then((s) => createOutboxSender({ store: s, mailer, siteUrl, leaseMs }));
    sending.catch(() => {
      sending = undefined;
    });
    return sending;
  };
  const kick = () => {
    if (inProcess)
      sender().then(
        (s) => s.kick(),
        () => {},
      );
  };
  return {
    siteUrl,
    store,
    sender,
    kick,
    startSender(intervalMs = DEFAULT_POLL_MS) {
      if (!inProcess) return;
      timer ??= setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      const s = await sending?.catch(() => undefined);
      await s?.stop();
      mailer?.close?.();
      const db = await opening?.catch(() => undefined);
      await db?.close();
      opening = undefined;
      sending = undefined;
    },
  };
}

let shared: QuizRuntime | undefined;

/** The runtime of this process (created on first use). */
export function sharedRuntime(): QuizRuntime {
  shared ??= createRuntime();
  return shared;
}
