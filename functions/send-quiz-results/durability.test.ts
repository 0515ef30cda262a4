import { spawn } from "node:child_process";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { openQuizStore } from "./store.ts";
import { tempDir } from "./test/helpers.ts";

const WRITER = fileURLToPath(new URL("./test/kill-writer.ts", import.meta.url));

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

/** Runs the writer until it has acknowledged `count` rows, then SIGKILLs it mid-write. */
function writeThenKill(dataDir: string, prefix: string, count: number): Promise<string[]> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [WRITER, dataDir, prefix], { stdio: ["ignore", "pipe", "pipe"] });
    const acked: string[] = [];
    let pending = "";
    let stderr = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), 6000);
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line.includes("@")) acked.push(line);
      if (acked.length >= count && child.exitCode === null && !child.killed) child.kill("SIGKILL");
    });
    child.on("error", reject);
    child.on("close", (_code, signal) => {
      clearTimeout(timer);
      if (signal !== "SIGKILL") reject(new Error(`writer ended without being killed: ${stderr}`));
      else resolvePromise(acked);
    });
  });
}

describe("durability: the process killed mid-write", () => {
  it("every acknowledged row survives SIGKILL, and the database reopens and keeps working", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);

    const first = await writeThenKill(tmp.dir, "first", 150);
    expect(first.length).toBeGreaterThanOrEqual(150);

    const db = new DatabaseSync(join(tmp.dir, "quiz.sqlite"));
    expect(db.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    const has = db.prepare("SELECT 1 AS found FROM submissions WHERE email = ?");
    const missing = first.filter((email) => has.get(email) === undefined);
    expect(missing).toEqual([]);
    db.close();

    // Restarted: the writer runs again on the same files, is killed again, and nothing acknowledged is lost.
    const second = await writeThenKill(tmp.dir, "second", 50);
    const store = openQuizStore({ dataDir: tmp.dir });
    cleanups.push(() => store.close());
    expect([...first, ...second].filter((email) => store.get(email) === undefined)).toEqual([]);
    expect(store.count()).toBeGreaterThanOrEqual(first.length + second.length);
  }, 20_000);
});
