import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { sharedRuntime } from "../../functions/send-quiz-results/runtime.ts";
import { createApp, readManifest } from "./app.ts";
import { parseTrustProxy } from "./client-address.ts";
import { loadFunctions } from "./functions.ts";
import { applyHttpLimits, httpServerOptions } from "./http-limits.ts";

/**
 * `npm run serve`: serves the production build on PORT (default 3000).
 * BUILD_DIR points at another build (the gates use it); TRUST_PROXY=<hops> behind
 * proxies; SITE_URL is required when NODE_ENV=production. The quiz's outbox is
 * delivered in this process unless OUTBOX_SENDER=off (then run
 * `npm run quiz:send-outbox` elsewhere).
 */
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

let trustProxy: number;
let runtime: ReturnType<typeof sharedRuntime>;
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  runtime = sharedRuntime();
} catch (error) {
  console.error(`Medicare Guide cannot start: ${(error as Error).message}`);
  process.exit(1);
}
// The database and the e-mail files are private to this user (0600), whatever the umask.
process.umask(0o077);

const app = createApp({
  clientDir: join(buildDir, "client"),
  manifest: await readManifest(buildDir),
  functions: await loadFunctions(),
  trustProxy,
  connectSrc: process.env.FUNCTIONS_ORIGIN ? [process.env.FUNCTIONS_ORIGIN] : [],
  onNotFound: (path) => console.info(`404 ${path}`),
});

const server = serve({ fetch: app.fetch, port, hostname: host, serverOptions: httpServerOptions() }, (info) => {
  console.info(`Medicare Guide: http://${host === "0.0.0.0" ? "localhost" : host}:${info.port}/`);
}) as Server;
applyHttpLimits(server);

if (process.env.OUTBOX_SENDER?.trim() !== "off") {
  runtime
    .sender()
    .then((sender) => sender.start())
    .catch((error: unknown) =>
      console.error(`outbox sender not started: ${String((error as Error)?.message ?? error)}`),
    );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void runtime.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
