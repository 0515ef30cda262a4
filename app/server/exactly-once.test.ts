import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANSWERS } from "../../functions/quiz-data/test/contract.ts";
import { testPostgres, type TestPostgres } from "../../functions/quiz-data/test/postgres.ts";
import { startTestServer } from "./test/serve.ts";

/**
 * 200 concurrent valid posts over HTTP, through the real server and store: all
 * stored exactly once, and exactly one e-mail each, on both engines. The
 * PostgreSQL run uses two servers on one database (two machines).
 */

let pg: TestPostgres;
beforeAll(async () => {
  pg = await testPostgres();
}, 120_000);
afterAll(() => pg?.stop(), 30_000);

const post = (base: string, i: number) =>
  fetch(`${base}/api/send-quiz-results`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${i % 250}, 127.0.0.1` },
    body: JSON.stringify({ email: `load${i}@example.com`, path: "/path/irmaa-planning", answers: ANSWERS }),
  }).then(async (r) => (await r.arrayBuffer(), r.status));

describe.each(["sqlite", "postgres"] as const)("200 concurrent posts (%s)", (engine) => {
  it("every post 200, every address one row, one e-mail each and no more", async () => {
    const db = engine === "postgres" ? await pg.database() : undefined;
    const first = await startTestServer({ trustProxy: 2, databaseUrl: db?.url });
    // PostgreSQL: a second server process on the same database shares the outbox and the limits.
    const second = db ? await startTestServer({ trustProxy: 2, databaseUrl: db.url }) : first;
    try {
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => post(i % 2 ? second.base : first.base, i)),
      );
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      const store = await first.runtime.store();
      expect(await store.count()).toBe(200);
      // Both processes' senders deliver at once; the lease keeps them off each other's rows.
      const senders = [await first.runtime.sender(), await second.runtime.sender()];
      await Promise.all(senders.map((s) => s.drain()));
      expect(await store.pendingOutbox()).toBe(0);
      const recipients = [first, second]
        .filter((s, i, all) => all.indexOf(s) === i)
        .flatMap((s) => {
          const dir = join(s.dataDir, "outbox");
          return readdirSync(dir)
            .filter((f) => f.endsWith(".eml"))
            .map((f) => /^To: (\S+)$/m.exec(readFileSync(join(dir, f), "utf8"))?.[1]);
        });
      expect(recipients).toHaveLength(200);
      expect(new Set(recipients).size).toBe(200);
    } finally {
      if (second !== first) await second.close();
      await first.close();
      await db?.drop();
    }
  }, 60_000);
});
