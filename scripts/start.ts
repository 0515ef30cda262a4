/**
 * `npm start`: builds when the build is missing or older than the sources, then
 * serves it (app/server/main.ts) on PORT (default 3000).
 */
import { spawnSync } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const SOURCES = [
  "app",
  "design-system/src",
  "content",
  "locales",
  "functions",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
];

async function newest(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let max = info.mtimeMs;
  for (const entry of await readdir(path)) {
    if (entry === "node_modules") continue;
    max = Math.max(max, await newest(join(path, entry)));
  }
  return max;
}

const built = (await stat(join(buildDir, "server-manifest.json")).catch(() => undefined))?.mtimeMs ?? 0;
const sources = Math.max(...(await Promise.all(SOURCES.map(newest))));
if (built < sources) {
  console.info(built ? "start: sources changed, rebuilding" : "start: no build yet, building");
  const result = spawnSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../app/server/main.ts");
