import { serve } from "@hono/node-server";
import { join, resolve } from "node:path";
import { createApp, readManifest } from "./app.ts";
import { loadFunctions } from "./functions.ts";

/**
 * `npm run serve`: serves the production build on PORT (default 3000).
 * BUILD_DIR points at another build (the gates use it); TRUST_PROXY=1 behind a proxy.
 */
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const app = createApp({
  clientDir: join(buildDir, "client"),
  manifest: await readManifest(buildDir),
  functions: await loadFunctions(),
  trustProxy: process.env.TRUST_PROXY === "1",
  connectSrc: process.env.FUNCTIONS_ORIGIN ? [process.env.FUNCTIONS_ORIGIN] : [],
  onNotFound: (path) => console.info(`404 ${path}`),
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.info(`Medicare Guide: http://${host === "0.0.0.0" ? "localhost" : host}:${info.port}/`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
