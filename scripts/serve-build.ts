/**
 * The one way a script serves the production build for a browser to test: `npm test` (its "serve" gate), the
 * screen-reader gate run alone and the slow-phone benchmark. Spawns `app/server/main.ts` (as `npm start` does)
 * on 127.0.0.1 and waits until `/` answers 200.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

export interface BuildServer {
  base: string;
  server: ChildProcess;
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
export async function startBuildServer(port: number, dataDir = "build/test-data"): Promise<BuildServer> {
  const base = `http://127.0.0.1:${port}`;
  const busy = await fetch(`${base}/`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use: stop that server or choose another port`);
  const server = spawn(process.execPath, ["app/server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // An object, not a let: the exit handler sets it while the loop awaits (a lint rule cannot see that).
  const state = { exited: false };
  server.on("exit", () => {
    state.exited = true;
  });
  for (let i = 0; i < 100 && !state.exited; i++) {
    if (await answers(`${base}/`)) return { base, server };
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill("SIGTERM");
  throw new Error(`server did not start on ${base}`);
}
