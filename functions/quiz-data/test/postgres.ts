import { randomBytes } from "node:crypto";
import { createServer, type AddressInfo } from "node:net";
import postgres from "postgres";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../../scripts/postgres.ts";

/**
 * PostgreSQL for the tests: TEST_DATABASE_URL (an admin URL) when given,
 * otherwise a throwaway cluster on a free loopback port (PG_TEST_PORT to pin
 * it) with its data under build/, installed and started like Chromium.
 * Every test gets a fresh database of its own.
 */

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

export interface TestPostgres {
  /** A new empty database; drop it with the returned function. */
  database(): Promise<{ url: string; drop(): Promise<void> }>;
  stop(): Promise<void>;
}

export async function testPostgres(): Promise<TestPostgres> {
  let cluster: ThrowawayPostgres | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl) {
    const port = Number(process.env.PG_TEST_PORT) || (await freePort());
    cluster = startThrowawayPostgres({ port });
    adminUrl = cluster.adminUrl;
  }
  const admin = postgres(adminUrl, { max: 2, onnotice: () => {} });
  return {
    async database() {
      const name = `quiz_${randomBytes(6).toString("hex")}`;
      await admin.unsafe(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        drop: async () => {
          await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        },
      };
    },
    async stop() {
      await admin.end({ timeout: 2 });
      cluster?.stop();
    },
  };
}
