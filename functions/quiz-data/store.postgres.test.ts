import { afterAll, beforeAll } from "vitest";
import { openPostgresStore } from "./postgres.ts";
import { storeContract } from "./test/contract.ts";
import { testPostgres, type TestPostgres } from "./test/postgres.ts";

/** The same contract on a real PostgreSQL (a throwaway cluster unless TEST_DATABASE_URL is given). */
let pg: TestPostgres;
let db: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  pg = await testPostgres();
}, 120_000);
afterAll(async () => {
  await db?.drop();
  await pg?.stop();
}, 30_000);

storeContract("postgres", {
  async fresh() {
    await db?.drop();
    db = await pg.database();
  },
  async open() {
    if (!db) throw new Error("fresh() first");
    return openPostgresStore({ url: db.url, max: 5 });
  },
});
