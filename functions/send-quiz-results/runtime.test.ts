import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import postgres from "postgres";
import { openPostgresStore, openSqliteStore } from "../quiz-data/index.ts";
import { ANSWERS } from "../quiz-data/test/contract.ts";
import { createOutboxSender } from "./outbox-sender.ts";
import { createRuntime } from "./runtime.ts";
import type { GuideMailer } from "./mail.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const clean of cleanups.splice(0)) clean();
});
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), "runtime-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const record = (email: string) => ({
  email,
  path: "/path/irmaa-planning" as const,
  answers: ANSWERS,
  language: "en" as const,
});
const waitFor = async (check: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
};

describe("the outbox sender of a server process (issue 24)", () => {
  it("starts when the database comes back (down at boot)", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    const name = `quiz_back_${randomBytes(4).toString("hex")}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dataDir = temp();
    // The database does not exist yet: every open fails, as when PostgreSQL is down at boot.
    const runtime = createRuntime({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, SITE_URL: "https://m.example" });
    cleanups.push(() => void admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => admin.end()));
    try {
      runtime.startSender(100);
      await new Promise((r) => setTimeout(r, 400));
      await expect(runtime.store()).rejects.toThrow(/does not exist/);
      await admin.unsafe(`CREATE DATABASE ${name}`);
      // Another instance stores a submission; this process never gets a request, only its poll finds the e-mail.
      const other = await openPostgresStore({ url: url.toString(), max: 1 });
      await other.submit(record("back@example.com"));
      await other.close();
      const outbox = join(dataDir, "outbox");
      expect(await waitFor(() => readdirSync(outbox).some((f) => f.endsWith(".eml")))).toBe(true);
    } finally {
      await runtime.close();
    }
  });

  it("without SITE_URL nothing is mailed: the e-mail stays queued", async () => {
    const dataDir = temp();
    const runtime = createRuntime({ DATA_DIR: dataDir });
    expect(runtime.siteUrl).toBeUndefined();
    await (await runtime.store()).submit(record("kept@example.com"));
    runtime.startSender(20);
    runtime.kick();
    await new Promise((r) => setTimeout(r, 200));
    expect(await (await runtime.store()).pendingOutbox()).toBe(1);
    expect(existsSync(join(dataDir, "outbox"))).toBe(false);
    await runtime.close();
  });

  it("stop() finishes the e-mail being sent and gives the rest of its batch back at once", async () => {
    const store = openSqliteStore({ dataDir: temp() });
    cleanups.push(() => void store.close());
    for (let i = 0; i < 4; i += 1) await store.submit(record(`b${i}@example.com`));
    const gate = { release: () => {} };
    const sent: number[] = [];
    const mailer: GuideMailer = {
      async sendGuide(message) {
        await new Promise<void>((r) => (gate.release = r));
        sent.push(message.outboxId);
        return { messageId: String(message.outboxId) };
      },
    };
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const sender = createOutboxSender({ store, mailer, siteUrl: "https://m.example", log: quiet, batchSize: 4 });
    sender.kick();
    await new Promise((r) => setTimeout(r, 50));
    const stopped = sender.stop();
    gate.release();
    await stopped;
    expect(sent).toHaveLength(1);
    // The three rows not tried are due now, not after the lease (30 s).
    const again = await store.claimOutbox(10, 30_000);
    expect(again).toHaveLength(3);
    expect(again.every((i) => i.attempts === 1)).toBe(true);
  });
});
