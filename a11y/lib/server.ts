/**
 * The production server for a gate run on its own: BASE_URL when the
 * orchestrator (scripts/test.ts) already serves build/, otherwise
 * `node app/server/main.ts` on the given port, started by this process (which
 * owns its PID and stops it: toolchain pitfall 9).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
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
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, "app", "server", "main.ts")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.on("exit", stop);
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseURL}/`)).ok) return { baseURL, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`the server did not start on ${baseURL}`);
}
