/**
 * Operator commands for the quiz data (same store as the server: DATABASE_URL,
 * else SQLite in DATA_DIR):
 *   npm run subscribers:export [-- --out=file.csv]   confirmed subscribers as CSV (file written 0600)
 *   npm run quiz:retention                            removes rows older than RETENTION_MONTHS (24)
 *   npm run quiz:send-outbox [-- --watch]             delivers the outbox once, or keeps polling
 *   npm run quiz:import-sqlite -- <quiz.sqlite>       copies a SQLite store into DATABASE_URL (idempotent)
 * Prints counts only, never an address.
 */
import { existsSync, writeFileSync } from "node:fs";
import { subscribersCsv } from "./quiz-data/csv.ts";
import { importSqlite } from "./quiz-data/import-sqlite.ts";
import { openStoreFromEnv, retentionCutoff, retentionMonthsFromEnv } from "./quiz-data/index.ts";
import { sharedRuntime } from "./send-quiz-results/runtime.ts";

const [command, ...rest] = process.argv.slice(2);
const flags = new Map(rest.map((a) => a.replace(/^--/, "").split("=") as [string, string | undefined]));

async function main(): Promise<number> {
  switch (command) {
    case "export": {
      const store = await openStoreFromEnv();
      try {
        const rows = await store.subscribers();
        const csv = subscribersCsv(rows);
        const out = flags.get("out");
        if (out) {
          writeFileSync(out, csv, { mode: 0o600 });
          console.error(`subscribers:export: ${rows.length} confirmed subscribers written to ${out}`);
        } else {
          process.stdout.write(csv);
          console.error(`subscribers:export: ${rows.length} confirmed subscribers`);
        }
      } finally {
        await store.close();
      }
      return 0;
    }
    case "retention": {
      const months = retentionMonthsFromEnv();
      const store = await openStoreFromEnv();
      try {
        const cutoff = retentionCutoff(new Date(), months);
        const removed = await store.purge(cutoff);
        console.info(
          `quiz:retention: kept ${months} months (before ${cutoff.toISOString()} removed): ` +
            `${removed.submissions} submissions, ${removed.outbox} old outbox rows, ${removed.rateLimits} rate-limit windows`,
        );
      } finally {
        await store.close();
      }
      return 0;
    }
    case "send-outbox": {
      const runtime = sharedRuntime();
      const sender = await runtime.sender();
      if (flags.has("watch")) {
        sender.start(Number(flags.get("interval")) || 15e3);
        // Keep the process alive until SIGTERM/SIGINT, then finish the current run.
        const keepAlive = setInterval(() => {}, 1 << 30);
        for (const signal of ["SIGINT", "SIGTERM"] as const) {
          process.on(signal, () => {
            clearInterval(keepAlive);
            void runtime.close().then(() => process.exit(0));
          });
        }
        console.info("quiz:send-outbox: delivering the outbox (Ctrl+C to stop)");
        return -1;
      }
      const run = await sender.drain();
      const store = await runtime.store();
      console.info(
        `quiz:send-outbox: sent ${run.sent}, retry later ${run.retried}, given up ${run.abandoned}, still queued ${await store.pendingOutbox()}`,
      );
      await runtime.close();
      return 0;
    }
    case "import-sqlite": {
      const file = rest.find((a) => !a.startsWith("--"));
      const url = process.env.DATABASE_URL?.trim();
      if (!file || !url) {
        console.error("usage: DATABASE_URL=postgres://… npm run quiz:import-sqlite -- <quiz.sqlite>");
        return 2;
      }
      if (!existsSync(file)) {
        console.error(`quiz:import-sqlite: ${file} not found`);
        return 2;
      }
      const done = await importSqlite(file, url);
      console.info(
        `quiz:import-sqlite: ${done.submissions} submissions (${done.subscribers} confirmed subscribers), ` +
          `${done.outbox} new outbox rows, link secret ${done.secret}`,
      );
      return 0;
    }
    default:
      console.error(
        "usage: node functions/quiz-cli.ts export [--out=file] | retention | send-outbox [--watch] | import-sqlite <file>",
      );
      return 2;
  }
}

main().then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (error: unknown) => {
    console.error(String((error as Error)?.message ?? error));
    process.exitCode = 1;
  },
);
