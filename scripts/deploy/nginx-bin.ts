/**
 * Debian's nginx for the deploy gate: NGINX_PATH, else /usr/sbin/nginx; installed with apt-get when missing
 * and we are root (like scripts/chromium.ts and scripts/postgres.ts), otherwise the exact command to run.
 * Debian's brotli_static module comes with it, so the gate serves and checks the .br files an operator's
 * nginx serves (docs/deploy.md). Starting it checks the configuration first (`nginx -t`), as an operator would.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { BROTLI_STATIC_MODULE } from "./nginx.ts";

const PACKAGES = ["nginx", "libnginx-mod-http-brotli-static"];

export function findNginx(): string | undefined {
  return [process.env.NGINX_PATH, "/usr/sbin/nginx"].find((p): p is string => Boolean(p) && existsSync(p!));
}

export function ensureNginx(): string {
  const found = findNginx();
  if (found && (process.env.NGINX_PATH || existsSync(BROTLI_STATIC_MODULE))) return found;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.info(`nginx: installing Debian's ${PACKAGES.join(" and ")} (apt-get)...`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    if (update.status === 0) spawnSync("apt-get", ["install", "-y", "-qq", ...PACKAGES], { stdio: "inherit", env });
    // Debian starts its own nginx on port 80 after installing: not ours, and it would hold port 80.
    spawnSync("service", ["nginx", "stop"], { stdio: "ignore" });
  }
  const after = findNginx();
  if (after) {
    if (!existsSync(BROTLI_STATIC_MODULE))
      console.warn(`nginx: ${BROTLI_STATIC_MODULE} missing: .br files not checked`);
    return after;
  }
  throw new Error(
    `nginx not found. Install it with:  sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(" ")}   (or set NGINX_PATH)`,
  );
}

export interface RunningNginx {
  stop(): void;
}

export function startNginx(bin: string, conf: string): RunningNginx {
  const test = spawnSync(bin, ["-t", "-q", "-c", conf], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  // nginx goes to the background: no pipe may stay open to it (spawnSync would wait for the daemon).
  const start = spawnSync(bin, ["-c", conf], { stdio: "ignore" });
  if (start.status !== 0) throw new Error(`nginx did not start (see the error_log of ${conf})`);
  return { stop: () => void spawnSync(bin, ["-c", conf, "-s", "stop"], { stdio: "ignore" }) };
}
