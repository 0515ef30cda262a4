import { dataDirFromEnv, openStoreFromEnv, type QuizStore } from "../quiz-data/index.ts";
import { createGuideMailer, siteUrlFromEnv } from "./mail.ts";
import { createOutboxSender, type OutboxSender } from "./outbox-sender.ts";

/**
 * What the quiz functions of one process share, wired from the environment:
 * the store (DATABASE_URL, else SQLite in DATA_DIR), the mailer (SMTP_URL,
 * else .eml files in DATA_DIR/outbox), SITE_URL (required in production) and
 * the outbox sender. The store opens on first use; if it cannot, that request
 * gets a 503 and the next one tries again.
 */

type Env = Record<string, string | undefined>;

export interface QuizRuntime {
  siteUrl: string;
  store(): Promise<QuizStore>;
  sender(): Promise<OutboxSender>;
  /** A guide e-mail was queued: send it now, in this process (unless OUTBOX_SENDER=off). */
  kick(): void;
  close(): Promise<void>;
}

export function createRuntime(env: Env = process.env): QuizRuntime {
  const siteUrl = siteUrlFromEnv(env);
  const inProcess = env.OUTBOX_SENDER?.trim() !== "off";
  let opening: Promise<QuizStore> | undefined;
  let sending: Promise<OutboxSender> | undefined;
  const mailer = createGuideMailer({
    dataDir: dataDirFromEnv(env),
    smtpUrl: env.SMTP_URL,
    siteUrl,
    from: env.MAIL_FROM,
  });

  const store = () => {
    opening ??= openStoreFromEnv(env).catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
  const sender = () => {
    sending ??= store().then((s) => createOutboxSender({ store: s, mailer, siteUrl }));
    sending.catch(() => {
      sending = undefined;
    });
    return sending;
  };
  return {
    siteUrl,
    store,
    sender,
    kick() {
      if (inProcess)
        sender().then(
          (s) => s.kick(),
          () => {},
        );
    },
    async close() {
      const s = await sending?.catch(() => undefined);
      await s?.stop();
      mailer.close?.();
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
