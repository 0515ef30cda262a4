import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importSqlite } from "./import-sqlite.ts";
import { signToken, verifyToken } from "./links.ts";
import { openPostgresStore } from "./postgres.ts";
import { openSqliteStore } from "./sqlite.ts";
import { ANSWERS } from "./test/contract.ts";
import { testPostgres, type TestPostgres } from "./test/postgres.ts";

/** `npm run quiz:import-sqlite` on the throwaway PostgreSQL (issue 24). */
let pg: TestPostgres;
const dir = mkdtempSync(join(tmpdir(), "import-sqlite-"));
beforeAll(async () => {
  pg = await testPostgres();
}, 120_000);
afterAll(async () => {
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

const T0 = new Date("2026-10-01T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const record = (email: string, stayInformed: "email" | "web" = "email") => ({
  email,
  path: "/path/irmaa-planning" as const,
  answers: { ...ANSWERS, stayInformed },
  language: "es" as const,
});

describe("quiz:import-sqlite", () => {
  it("copies submissions, consent, the outbox and the link secret, and a second run changes nothing", async () => {
    const sqlite = openSqliteStore({ dataDir: dir });
    await sqlite.submit(record("Subscriber@Example.com"), T0);
    await sqlite.submit(record("pending@example.com"), at(1));
    await sqlite.submit(record("nothanks@example.com", "web"), at(2));
    const subscriber = (await sqlite.get("subscriber@example.com"))!;
    await sqlite.confirm(subscriber.token, at(3));
    const [first] = await sqlite.claimOutbox(1, 30_000, at(4));
    await sqlite.completeOutbox(first!.id, at(5));
    // A row claimed by a process that is gone: its lease must not come along.
    await sqlite.claimOutbox(1, 30_000, at(6));
    const secret = await sqlite.linkSecret();
    await sqlite.close();

    const db = await pg.database();
    try {
      const file = join(dir, "quiz.sqlite");
      expect(await importSqlite(file, db.url)).toEqual({ submissions: 3, subscribers: 1, outbox: 3, secret: "copied" });
      expect(await importSqlite(file, db.url)).toEqual({ submissions: 3, subscribers: 1, outbox: 0, secret: "same" });

      const store = await openPostgresStore({ url: db.url, max: 2 });
      try {
        expect(await store.count()).toBe(3);
        expect(await store.subscribers()).toEqual([
          expect.objectContaining({ email: "Subscriber@Example.com", language: "es" }),
        ]);
        expect(await store.get("nothanks@example.com")).toMatchObject({ consentRequested: false });
        // A link in an e-mail sent from the SQLite install still verifies.
        expect((await store.linkSecret()).equals(secret)).toBe(true);
        expect(verifyToken(await store.linkSecret(), subscriber.token, signToken(secret, subscriber.token))).toBe(true);
        // Two e-mails still to send (one never tried, one whose old lease is dropped), none twice.
        expect(await store.pendingOutbox()).toBe(2);
        expect(await store.claimOutbox(10, 30_000, at(7))).toHaveLength(2);
        // The per-recipient limit came along: no second guide e-mail the same day.
        expect((await store.submit(record("pending@example.com"), at(60_000))).guideQueued).toBe(false);
      } finally {
        await store.close();
      }
    } finally {
      await db.drop();
    }
  });

  it("refuses a database that already holds submissions signed with another secret; the CLI says how to run it", async () => {
    const db = await pg.database();
    try {
      const other = await openPostgresStore({ url: db.url, max: 1 });
      await other.submit(record("someone@example.com"));
      await other.close();
      await expect(importSqlite(join(dir, "quiz.sqlite"), db.url)).rejects.toThrow(/another link secret/);
      const cli = fileURLToPath(new URL("../quiz-cli.ts", import.meta.url));
      const usage = spawnSync(process.execPath, [cli, "import-sqlite"], {
        encoding: "utf8",
        env: { PATH: process.env.PATH ?? "" },
      });
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain("DATABASE_URL=");
    } finally {
      await db.drop();
    }
  });
});
