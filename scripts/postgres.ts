/**
 * A throwaway PostgreSQL for the store's contract tests and the benchmark:
 * Debian's `postgresql` server binaries (installed with apt-get when missing
 * and we are root, like scripts/chromium.ts), a private data folder in the
 * system's temporary folder and a private loopback port. Never touches a system cluster.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const DEBIAN_ROOT = "/usr/lib/postgresql";

/** The folder holding initdb and pg_ctl: PG_BIN, else the newest Debian version. */
export function findPostgresBin(): string | undefined {
  const candidates = [process.env.PG_BIN];
  if (existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(DEBIAN_ROOT, v, "bin")));
  }
  return candidates.find(
    (dir): dir is string => Boolean(dir) && existsSync(join(dir!, "initdb")) && existsSync(join(dir!, "pg_ctl")),
  );
}

export function ensurePostgres(): string {
  const found = findPostgresBin();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.info("postgresql: not found, installing Debian's postgresql (apt-get)...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    if (update.status === 0) spawnSync("apt-get", ["install", "-y", "-qq", "postgresql"], { stdio: "inherit", env });
    const after = findPostgresBin();
    if (after) return after;
  }
  throw new Error(
    "PostgreSQL server binaries not found. Install them with:  sudo apt-get update && sudo apt-get install -y postgresql   (or set PG_BIN)",
  );
}

export interface ThrowawayPostgres {
  /** postgres://… of the `quiz` superuser's `postgres` database on the private port. */
  adminUrl: string;
  stop(): void;
}

/** PostgreSQL refuses to run as root: as root the cluster runs as Debian's `postgres` user. */
function asServerUser(bin: string, args: string[], dataDir: string) {
  const isRoot = process.getuid?.() === 0;
  const command = isRoot ? "runuser" : bin;
  const argv = isRoot ? ["-u", "postgres", "--", bin, ...args] : args;
  return spawnSync(command, argv, { encoding: "utf8", cwd: dataDir, timeout: 60_000 });
}

/**
 * Starts a cluster in a new folder of the system's temporary folder: as root the server runs as `postgres`,
 * which must reach its data folder, and a checkout can sit where it cannot (a fresh clone's build/ is created
 * 0700 by the first test that writes there, and CI may clone under /root). Removed by stop().
 */
export function startThrowawayPostgres(options: { port: number }): ThrowawayPostgres {
  const bin = ensurePostgres();
  const base = mkdtempSync(join(tmpdir(), `mg-postgres-${options.port}-`));
  chmodSync(base, 0o700);
  const data = join(base, "data");
  if (process.getuid?.() === 0) {
    const ids = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gids = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (ids.status !== 0)
      throw new Error("the postgres system user is missing (Debian's postgresql package creates it)");
    chownSync(base, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const init = asServerUser(
    join(bin, "initdb"),
    ["-D", data, "-U", "quiz", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"],
    base,
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const opts = [
    `-p ${options.port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${base}`,
    "-c max_connections=100",
    "-c shared_buffers=32MB",
  ].join(" ");
  const start = asServerUser(
    join(bin, "pg_ctl"),
    ["-D", data, "-o", opts, "-l", join(base, "server.log"), "-w", "-t", "30", "start"],
    base,
  );
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr || start.stdout}`);
  let stopped = false;
  return {
    adminUrl: `postgres://quiz@127.0.0.1:${options.port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      asServerUser(join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"], base);
      rmSync(base, { recursive: true, force: true });
    },
  };
}
