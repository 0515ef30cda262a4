/**
 * `npm run docs`: builds the design-system documentation site when needed and
 * serves it on DOCS_PORT (default 3001).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp, readManifest } from "../app/server/app.ts";

const docsDir = resolve(process.env.BUILD_DIR ?? "build", "docs");
if (!existsSync(join(docsDir, "server-manifest.json")) || process.argv.includes("--rebuild")) {
  const steps: [string, string[], string][] = [
    [process.execPath, [resolve("node_modules/@react-router/dev/bin.cjs"), "build"], "docs"],
    [process.execPath, ["scripts/postbuild.ts", "--docs"], "."],
  ];
  for (const [cmd, args, cwd] of steps) {
    const result = spawnSync(cmd, args, {
      stdio: "inherit",
      cwd,
      env: { ...process.env, NODE_ENV: "production", DOCS_BUILD_DIR: docsDir },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
const port = Number(process.env.DOCS_PORT ?? 3001);
const app = createApp({
  clientDir: join(docsDir, "client"),
  manifest: await readManifest(docsDir),
  functions: new Map(),
});
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, (info) =>
  console.info(`Design-system docs: http://127.0.0.1:${info.port}/`),
);
