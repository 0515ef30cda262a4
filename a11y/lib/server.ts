/**
 * The production server for a gate run on its own: BASE_URL when the
 * orchestrator (scripts/test.ts) already serves build/, otherwise
 * `node app/server/main.ts` on the given port through the one server-start
 * helper (scripts/serve-build.ts), started by this process (which owns its
 * PID and stops it: toolchain pitfall 9).
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { startBuildServer } from "../../scripts/serve-build.ts";
import { ROOT } from "../config.ts";

export interface Served {
  baseURL: string;
  stop: () => void;
}

export async function serveBuild(port: number): Promise<Served> {
  if (process.env.BASE_URL) return { baseURL: process.env.BASE_URL.replace(/\/$/, ""), stop: () => undefined };
  const buildDir = resolve(ROOT, process.env.BUILD_DIR ?? "build");
  if (!existsSync(join(buildDir, "client", "index.html"))) {
    throw new Error(`${buildDir}/client not found: build first (npm run build)`);
  }
  const { base, server } = await startBuildServer(port, process.env.DATA_DIR ?? "build/test-data");
  const stop = () => {
    if (server.exitCode === null) server.kill("SIGTERM");
  };
  process.on("exit", stop);
  return { baseURL: base, stop };
}
