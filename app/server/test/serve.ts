import { serve } from "@hono/node-server";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createEmailPreferences } from "../../../functions/email-preferences/handler.ts";
import { createSendQuizResults, type SendQuizResultsDeps } from "../../../functions/send-quiz-results/handler.ts";
import { createRuntime, type QuizRuntime } from "../../../functions/send-quiz-results/runtime.ts";
import { createApp } from "../app.ts";
import { storeReadiness } from "../health.ts";
import type { FunctionHandler } from "../functions.ts";
import { applyHttpLimits, HTTP_LIMITS, httpServerOptions, type HttpLimits } from "../http-limits.ts";

/**
 * The real server stack on a free loopback port for the abuse tests: createApp,
 * the Node server with its limits, both functions wired to a real store
 * (SQLite in a temporary DATA_DIR, or PostgreSQL at `databaseUrl`) and the
 * outbox written to .eml files. Nothing leaves 127.0.0.1.
 */
export interface TestServer {
  base: string;
  dataDir: string;
  runtime: QuizRuntime;
  close(): Promise<void>;
}

export async function startTestServer(
  options: {
    trustProxy?: number;
    databaseUrl?: string;
    limits?: Partial<HttpLimits>;
    handler?: Partial<SendQuizResultsDeps>;
    /** Receives the access-log lines. */
    accessLog?: (line: string) => void;
    /** Files to put in the client folder (path -> content). */
    files?: Record<string, string>;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "quiz-server-"));
  const clientDir = mkdtempSync(join(tmpdir(), "quiz-client-"));
  copyFileSync(new URL("../../../public/favicon.ico", import.meta.url), join(clientDir, "favicon.ico"));
  for (const [path, content] of Object.entries(options.files ?? {})) {
    mkdirSync(dirname(join(clientDir, path)), { recursive: true });
    writeFileSync(join(clientDir, path), content);
  }
  const env = {
    DATA_DIR: dataDir,
    SITE_URL: "https://medicare-guide.example",
    OUTBOX_SENDER: "off",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const runtime = createRuntime(env);
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const functions = new Map<string, FunctionHandler>([
    [
      "send-quiz-results",
      createSendQuizResults({
        store: {
          submit: async (r, n) => (await runtime.store()).submit(r, n),
          hitRateLimit: async (k, l, w, n) => (await runtime.store()).hitRateLimit(k, l, w, n),
        },
        log: quiet,
        ...options.handler,
      }),
    ],
    ["email-preferences", createEmailPreferences({ store: () => runtime.store(), log: quiet })],
  ]);
  const app = createApp({
    clientDir,
    manifest: { pages: {} },
    functions,
    trustProxy: options.trustProxy ?? 0,
    accessLog: options.accessLog,
    ready: storeReadiness(runtime),
  });
  const limits = { ...HTTP_LIMITS, ...options.limits };
  const server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    serverOptions: httpServerOptions(limits),
  }) as Server;
  applyHttpLimits(server, limits);
  await new Promise<void>((done) => (server.listening ? done() : server.once("listening", () => done())));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    runtime,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
