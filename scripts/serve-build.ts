/**
 * The one way a script serves a production build: `npm test` (its "serve" gate), the screen-reader, pa11y,
 * Lighthouse and scan-checks gates run alone (a11y/lib/server.ts), the slow-phone benchmark and the deploy
 * gate's function instances (scripts/deploy/gate.ts, from a production install in another folder).
 * Spawns `app/server/main.ts` (as `npm start` does) and waits until `/` answers 200.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

export interface BuildServer {
  base: string;
  server: ChildProcess;
}

export interface BuildServerOptions {
  /** The folder holding app/server/main.ts (a production install); default this checkout. */
  root?: string;
  /** More environment for the server (BUILD_DIR, DATABASE_URL, …), over this process's own. */
  env?: Record<string, string>;
  /** "pipe" to read the server's log lines from `server.stdout`; default: its output is dropped. */
  stdout?: "ignore" | "pipe";
  /** How long to wait for `/`. */
  timeoutMs?: number;
}

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Serves the build on `port` and resolves once it answers; throws when it exits or does not answer within
 * 20 s (the spawned server is stopped). A server already answering on the port would be tested instead of
 * this build, so a busy port is refused.
 */
export async function startBuildServer(
  port: number,
  dataDir = "build/test-data",
  options: BuildServerOptions = {},
): Promise<BuildServer> {
  const base = `http://127.0.0.1:${port}`;
  const busy = await fetch(`${base}/`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use: stop that server or choose another port`);
  const root = options.root ?? ROOT;
  const server = spawn(process.execPath, [join(root, "app/server/main.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...options.env },
    stdio: ["ignore", options.stdout ?? "ignore", "inherit"],
  });
  // An object, not a let: the exit handler sets it while the loop awaits (a lint rule cannot see that).
  const state = { exited: false };
  server.on("exit", () => {
    state.exited = true;
  });
  const end = Date.now() + (options.timeoutMs ?? 20_000);
  while (Date.now() < end && !state.exited) {
    if (await answers(`${base}/`)) return { base, server };
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill("SIGTERM");
  throw new Error(`server did not start on ${base}`);
}
