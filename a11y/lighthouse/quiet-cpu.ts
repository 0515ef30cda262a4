/**
 * Lighthouse's mobile score simulates a slow phone from a trace recorded on this machine: every main-thread task
 * it records is multiplied by 4, so a task slowed by another process's work counts four times. On CI (stop 32) the
 * Spanish quiz page scored 92, 91 and 84 in three runs in a row, right after its English twin scored 97 and with
 * 97-98 on a quiet machine: something else had the cores for those 30 seconds. A run therefore starts only when
 * the machine has been quiet for a moment (Linux: /proc/stat), and when it does not become quiet the processes
 * using the CPU are named in the log, so a busy neighbour is seen instead of guessed.
 */
import { readdirSync, readFileSync } from "node:fs";

export interface CpuSample {
  busy: number;
  total: number;
}

/** The aggregate "cpu" line of /proc/stat: busy and total jiffies (iowait counts as idle). */
export function parseProcStat(text: string): CpuSample | undefined {
  const line = text.split("\n").find((l) => l.startsWith("cpu "));
  if (!line) return undefined;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  if ([user, nice, system, idle].some((n) => n === undefined || Number.isNaN(n))) return undefined;
  const busy = user! + nice! + system! + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
  return { busy, total: busy + idle! + (iowait ?? 0) };
}

/** Share of the machine's CPU time that was busy between two samples (0-1). */
export function busyShare(before: CpuSample, after: CpuSample): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/** utime + stime (jiffies) of a /proc/<pid>/stat line; the command name may contain spaces and parentheses. */
export function processJiffies(statLine: string): { name: string; jiffies: number } | undefined {
  const open = statLine.indexOf("(");
  const close = statLine.lastIndexOf(")");
  if (open < 0 || close < open) return undefined;
  const fields = statLine
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // After the name: state is field 3, utime 14 and stime 15 (proc(5)), i.e. indexes 11 and 12 here.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (Number.isNaN(utime) || Number.isNaN(stime)) return undefined;
  return { name: statLine.slice(open + 1, close), jiffies: utime + stime };
}

const readCpu = () => {
  try {
    return parseProcStat(readFileSync("/proc/stat", "utf8"));
  } catch {
    return undefined;
  }
};

function processTimes(): Map<string, { name: string; jiffies: number }> {
  const out = new Map<string, { name: string; jiffies: number }>();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const parsed = processJiffies(readFileSync(`/proc/${pid}/stat`, "utf8"));
      if (parsed) out.set(pid, parsed);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the CPU was at most `maxBusy` busy over a `windowMs` window, for at most `timeoutMs`.
 * Returns what it saw (on a system without /proc/stat: immediately, quiet unknown).
 */
export async function waitForQuietCpu({
  maxBusy = 0.25,
  windowMs = 1_000,
  timeoutMs = 60_000,
  log = (line: string) => console.info(line),
} = {}): Promise<{ waitedMs: number; busy: number | undefined; quiet: boolean }> {
  const started = performance.now();
  let busy: number | undefined;
  let reported = false;
  for (;;) {
    const before = readCpu();
    const processesBefore = before ? processTimes() : undefined;
    await sleep(windowMs);
    const after = readCpu();
    if (!before || !after) return { waitedMs: 0, busy: undefined, quiet: true };
    busy = busyShare(before, after);
    const waitedMs = Math.round(performance.now() - started);
    if (busy <= maxBusy) {
      if (reported) log(`  quiet after ${(waitedMs / 1000).toFixed(0)} s (${Math.round(busy * 100)}% busy)`);
      return { waitedMs, busy, quiet: true };
    }
    if (!reported || waitedMs >= timeoutMs) {
      // Who had the CPU in that window: the top three processes by CPU time.
      const now = processTimes();
      const top = [...now]
        .map(([pid, p]) => ({ pid, name: p.name, used: p.jiffies - (processesBefore?.get(pid)?.jiffies ?? p.jiffies) }))
        .filter((p) => p.used > 0)
        .sort((a, b) => b.used - a.used)
        .slice(0, 3)
        .map((p) => `${p.name} (pid ${p.pid}, ${p.used} jiffies)`)
        .join(", ");
      log(`  CPU ${Math.round(busy * 100)}% busy before the run${top ? `: ${top}` : ""}`);
      reported = true;
    }
    if (waitedMs >= timeoutMs) return { waitedMs, busy, quiet: false };
  }
}
