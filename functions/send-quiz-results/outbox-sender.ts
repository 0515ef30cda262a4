import { pathSlugOf } from "@medicare-guide/content/quiz/options";
import { emailLinks, type OutboxItem, type QuizStore } from "../quiz-data/index.ts";
import type { GuideMailer } from "./mail.ts";

/**
 * Delivers the outbox: claims due rows (a lease, so two senders never take the
 * same row), sends each, marks it sent; a failure is retried with exponential
 * backoff and given up after `maxAttempts`. The request only writes the outbox
 * row (one transaction with the submission), so a crash between storing and
 * mailing loses nothing: the row is still due and the next run sends it.
 * Runs inside `npm start` (start/kick) and alone (`npm run quiz:send-outbox`).
 */

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface OutboxSenderOptions {
  store: QuizStore;
  mailer: GuideMailer;
  siteUrl: string;
  log?: Logger;
  maxAttempts?: number;
  /** First retry after this; doubles each attempt, capped at maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claimed row is reserved for this sender (after a kill -9, its rows wait this long). */
  leaseMs?: number;
  batchSize?: number;
}

export interface SendRun {
  sent: number;
  retried: number;
  abandoned: number;
}

export interface OutboxSender {
  runOnce(now?: Date): Promise<SendRun>;
  /** Runs until the outbox has nothing due (bounded by `maxRounds`). */
  drain(maxRounds?: number): Promise<SendRun>;
  /** Polls every `intervalMs` (timer unref'd: never keeps the process alive). */
  start(intervalMs?: number): void;
  /** Asks for a run now (after a submission), without waiting for it. */
  kick(): void;
  /** Finishes the e-mail being sent, gives the rest of its claimed rows back (releaseOutbox), stops. */
  stop(): Promise<void>;
}

/** Delay before the next attempt after `attempts` failed ones. */
export function backoffMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const log = options.log ?? console;
  const maxAttempts = options.maxAttempts ?? 8;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60_000;
  const leaseMs = options.leaseMs ?? 30_000;
  // Small batches: a sender killed with -9 holds few rows, and a batch is sent well within the lease.
  const batchSize = options.batchSize ?? 5;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SendRun> | undefined;
  let again = false;
  // An object, not a let: stop() sets it while a run awaits (a lint rule cannot see that).
  const state = { stopping: false };

  async function deliver(item: OutboxItem, secret: Buffer): Promise<void> {
    await options.mailer.sendGuide({
      outboxId: item.id,
      to: item.email,
      slug: pathSlugOf(item.path),
      lang: item.language,
      updates: !item.consentRequested ? "none" : item.confirmed ? "subscribed" : "confirm",
      links: emailLinks(options.siteUrl, secret, item.token, item.language),
    });
  }

  async function runOnce(now = new Date()): Promise<SendRun> {
    const run: SendRun = { sent: 0, retried: 0, abandoned: 0 };
    const items = await options.store.claimOutbox(batchSize, leaseMs, now);
    if (items.length === 0) return run;
    const secret = await options.store.linkSecret();
    for (const [index, item] of items.entries()) {
      if (state.stopping) {
        // Shutting down (SIGTERM): the rows not yet tried go back at once instead of waiting out the lease.
        await options.store.releaseOutbox(items.slice(index).map((i) => i.id));
        break;
      }
      try {
        await deliver(item, secret);
        await options.store.completeOutbox(item.id);
        run.sent += 1;
      } catch (error) {
        // The error text may hold the address (an SMTP 550 reply): log only the row id.
        const reason = String((error as Error)?.message ?? error).replace(/[^\s@]+@[^\s@]+/g, "[address]");
        if (item.attempts >= maxAttempts) {
          await options.store.failOutbox(item.id, null, reason);
          run.abandoned += 1;
          log.error(`outbox: e-mail ${item.id} abandoned after ${item.attempts} attempts: ${reason}`);
        } else {
          const retryAt = new Date(Date.now() + backoffMs(item.attempts, baseDelayMs, maxDelayMs));
          await options.store.failOutbox(item.id, retryAt, reason);
          run.retried += 1;
          log.warn(`outbox: e-mail ${item.id} attempt ${item.attempts} failed, retry at ${retryAt.toISOString()}`);
        }
      }
    }
    return run;
  }

  async function drain(maxRounds = 50): Promise<SendRun> {
    const total: SendRun = { sent: 0, retried: 0, abandoned: 0 };
    for (let round = 0; round < maxRounds && !state.stopping; round += 1) {
      const run = await runOnce();
      total.sent += run.sent;
      total.retried += run.retried;
      total.abandoned += run.abandoned;
      if (run.sent + run.retried + run.abandoned === 0) break;
    }
    return total;
  }

  function kick(): void {
    if (state.stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        log.error(`outbox: run failed: ${String((error as Error)?.message ?? error)}`);
        return { sent: 0, retried: 0, abandoned: 0 };
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    runOnce,
    drain,
    kick,
    start(intervalMs = 15e3) {
      timer ??= setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    async stop() {
      state.stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
    },
  };
}
