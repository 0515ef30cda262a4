import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../quiz-data/sqlite.ts";
import { createGuideMailer } from "./mail.ts";
import { createOutboxSender } from "./outbox-sender.ts";
import { tempDir } from "./test/helpers.ts";

const WRITER = fileURLToPath(new URL("./test/kill-writer.ts", import.meta.url));
const SENDER = fileURLToPath(new URL("./test/kill-sender.ts", import.meta.url));

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

/** Runs a child until it printed `count` matching lines, then SIGKILLs it mid-work (bounded: 8 s at most). */
function runThenKill(script: string, args: string[], match: RegExp, count: number): Promise<string[]> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    const lines: string[] = [];
    let pending = "";
    let stderr = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), 8000);
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      for (const line of parts) if (match.test(line)) lines.push(line);
      if (lines.length >= count && child.exitCode === null && !child.killed) child.kill("SIGKILL");
    });
    child.on("error", reject);
    child.on("close", (_code, signal) => {
      clearTimeout(timer);
      if (signal !== "SIGKILL") reject(new Error(`child ended without being killed: ${stderr}`));
      else resolvePromise(lines);
    });
  });
}

const emlFiles = (dir: string) => readdirSync(join(dir, "outbox")).filter((f) => f.endsWith(".eml"));

describe("durability: processes killed mid-write", () => {
  it("every acknowledged submission survives SIGKILL with exactly one queued e-mail; a killed sender resumes without sending twice", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);

    const first = await runThenKill(WRITER, [tmp.dir, "first"], /@/, 150);
    expect(first.length).toBeGreaterThanOrEqual(150);

    const db = new DatabaseSync(join(tmp.dir, "quiz.sqlite"));
    expect(db.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    const rowAndMail = db.prepare(
      "SELECT (SELECT count(*) FROM submissions WHERE email = ?) AS rows, (SELECT count(*) FROM outbox WHERE email = ?) AS mails",
    );
    const wrong = first.filter((email) => {
      const { rows, mails } = rowAndMail.get(email, email) as { rows: number; mails: number };
      return rows !== 1 || mails !== 1;
    });
    expect(wrong).toEqual([]);
    // Stored and queued are one transaction: no row without its e-mail, no e-mail without its row.
    expect(db.prepare("SELECT count(*) AS n FROM submissions").get()).toEqual(
      db.prepare("SELECT count(*) AS n FROM outbox").get(),
    );
    db.close();

    // Restarted: the writer runs again on the same files, is killed again, and nothing acknowledged is lost.
    const second = await runThenKill(WRITER, [tmp.dir, "second"], /@/, 50);
    const store = openSqliteStore({ dataDir: tmp.dir });
    cleanups.push(() => void store.close());
    for (const email of [...first, ...second]) expect(await store.get(email)).toBeDefined();
    const queued = await store.pendingOutbox();
    expect(queued).toBe(await store.count());

    // The sender is killed mid-delivery, then a new one finishes the outbox: one file per row, none twice.
    const sent = await runThenKill(SENDER, [tmp.dir], /^sent$/, 40);
    expect(sent.length).toBeGreaterThanOrEqual(40);
    await new Promise((r) => setTimeout(r, 250)); // the killed sender's lease runs out
    const siteUrl = "https://medicare-guide.example";
    const sender = createOutboxSender({
      store,
      mailer: createGuideMailer({ dataDir: tmp.dir, siteUrl }),
      siteUrl,
      batchSize: 50,
    });
    await sender.drain(100);
    expect(await store.pendingOutbox()).toBe(0);
    expect(emlFiles(tmp.dir)).toHaveLength(queued);
    expect(readdirSync(join(tmp.dir, "outbox", ".staging"))).toEqual([]);
  }, 30_000);
});
