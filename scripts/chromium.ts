/**
 * Finds Chromium for the browser gates: CHROMIUM_PATH, then /usr/bin/chromium.
 * When none is found and we are root with apt-get, installs Debian's chromium;
 * otherwise explains the exact command to run. No browser is ever downloaded.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter((p): p is string => Boolean(p));
  return candidates.find(executable);
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.info("chromium: not found, installing Debian's chromium (apt-get)...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install =
      update.status === 0
        ? spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env })
        : update;
    const after = findChromium();
    if (install.status === 0 && after) return after;
  }
  throw new Error(
    "Chromium not found. Install it with:  sudo apt-get update && sudo apt-get install -y chromium   (or set CHROMIUM_PATH)",
  );
}

export function chromiumVersion(path: string): string {
  try {
    return execFileSync(path, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}
