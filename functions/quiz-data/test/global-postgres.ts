import { startThrowawayPostgres } from "../../../scripts/postgres.ts";
import { freePort } from "./postgres.ts";

/**
 * Vitest global setup of the server project: ONE throwaway PostgreSQL for all
 * its test files (they each create their own databases in it), unless
 * TEST_DATABASE_URL already names a server. Installed when missing, like
 * Chromium; a free loopback port unless PG_TEST_PORT pins one.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => {};
  const port = Number(process.env.PG_TEST_PORT) || (await freePort());
  const cluster = startThrowawayPostgres({ port });
  process.env.TEST_DATABASE_URL = cluster.adminUrl;
  return () => cluster.stop();
}
