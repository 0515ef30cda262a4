/**
 * The Debian packages the screen-reader gate needs (Orca 43, speech-dispatcher,
 * Xvfb, xdotool, the AT-SPI bus, D-Bus and GSettings). Like scripts/chromium.ts:
 * when one is missing and we are root with apt-get, install them; otherwise say
 * the exact command. Nothing is downloaded outside Debian's archive.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { performance } from "node:perf_hooks";

export const SCREEN_READER_PACKAGES = [
  "orca",
  "speech-dispatcher",
  "xvfb",
  "xdotool",
  "at-spi2-core",
  "dbus",
  "dconf-gsettings-backend",
  "gsettings-desktop-schemas",
  "locales",
];

const PROGRAMS = [
  "/usr/bin/orca",
  "/usr/bin/speech-dispatcher",
  "/usr/bin/Xvfb",
  "/usr/bin/xdotool",
  "/usr/bin/dbus-daemon",
  "/usr/bin/gsettings",
  "/usr/bin/localedef",
];

export function missingPrograms(): string[] {
  return PROGRAMS.filter((p) => !existsSync(p));
}

/** Installs the packages when a program is missing; returns the seconds apt took (0 when nothing was missing). */
export function ensureScreenReaderPackages(): number {
  if (missingPrograms().length === 0) return 0;
  const command = `apt-get install -y --no-install-recommends ${SCREEN_READER_PACKAGES.join(" ")}`;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.info(`screen-reader: installing ${SCREEN_READER_PACKAGES.join(", ")} (apt-get)...`);
    const t0 = performance.now();
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    if (update.status === 0)
      spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...SCREEN_READER_PACKAGES], {
        stdio: "inherit",
        env,
      });
    const secs = (performance.now() - t0) / 1000;
    if (missingPrograms().length === 0) return secs;
  }
  throw new Error(`screen-reader: missing ${missingPrograms().join(", ")}. Install with:  sudo ${command}`);
}
