import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { join } from "node:path";
import { format } from "node:util";
import { sharedRuntime } from "../../functions/send-quiz-results/runtime.ts";
import { eventLogger } from "./access-log.ts";
import { storeReadiness } from "./health.ts";
import { createApp, readManifest } from "./app.ts";
import { serverConfigFromEnv, type ServerConfig } from "./config.ts";
import { loadFunctions } from "./functions.ts";
import { applyHttpLimits, httpServerOptions } from "./http-limits.ts";
import { shutDown } from "./shutdown.ts";

/**
 * `npm run serve`: serves the production build (docs/deploy.md lists every environment variable). Every line
 * it writes is one JSON object (access-log.ts): an access-log line per request, and every other message,
 * console's included, escaped the same way, so nothing a client sends can forge a line.
 */
const write = (line: string) => process.stdout.write(`${line}\n`);
const log = eventLogger(write);
Object.assign(console, {
  log: (...args: unknown[]) => log.info(format(...args)),
  info: (...args: unknown[]) => log.info(format(...args)),
  warn: (...args: unknown[]) => log.warn(format(...args)),
  error: (...args: unknown[]) => log.error(format(...args)),
});

let config: ServerConfig;
let runtime: ReturnType<typeof sharedRuntime>;
try {
  config = serverConfigFromEnv();
  runtime = sharedRuntime();
} catch (error) {
  // Start-up refusals go to stderr as plain text: the operator reads them in a terminal.
  process.stderr.write(`Medicare Guide cannot start: ${(error as Error).message}\n`);
  process.exit(1);
}
if (!runtime.siteUrl) {
  log.warn(
    "SITE_URL is not set: quiz submissions are stored but no e-mail is sent (they stay queued until the server runs with SITE_URL)",
  );
}
// The database and the e-mail files are private to this user (0600), whatever the umask.
process.umask(0o077);

const app = createApp({
  clientDir: join(config.buildDir, "client"),
  manifest: await readManifest(config.buildDir),
  functions: await loadFunctions(),
  trustProxy: config.trustProxy,
  connectSrc: config.connectSrc,
  accessLog: write,
  ready: storeReadiness(runtime),
});

const server = serve(
  { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: httpServerOptions() },
  (info) => log.info(`Medicare Guide: listening on ${config.host}:${info.port}`),
) as Server;
applyHttpLimits(server);

if (config.outboxSender) runtime.startSender();

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing requests in flight, then exiting`);
    void shutDown(server, runtime, { timeoutMs: config.shutdownTimeoutMs, log: log.warn }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
