/**
 * `npm run bench:function`: load on the quiz function through the real server
 * stack (loopback only), on SQLite and on a throwaway PostgreSQL. Prints
 * requests/s and p50/p99 latency per engine. Bounded: BENCH_REQUESTS posts
 * (2000) at BENCH_CONCURRENCY (32) and at most BENCH_SECONDS (30) per engine.
 * A measurement, not a test: nothing fails on a slow number.
 */
import { performance } from "node:perf_hooks";
import { startTestServer, type TestServer } from "../app/server/test/serve.ts";
import { ANSWERS } from "../functions/quiz-data/test/contract.ts";
import { testPostgres } from "../functions/quiz-data/test/postgres.ts";

const total = Number(process.env.BENCH_REQUESTS) || 2000;
const concurrency = Number(process.env.BENCH_CONCURRENCY) || 32;
const seconds = Number(process.env.BENCH_SECONDS) || 30;

async function load(server: TestServer) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  async function worker() {
    while (next < total && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/send-quiz-results`, {
        method: "POST",
        // A different client for every post (TRUST_PROXY=1), so the rate limit is exercised, not hit.
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({ email: `bench${i}@example.com`, path: "/path/irmaa-planning", answers: ANSWERS }),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { count: latencies.length, elapsed, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), statuses };
}

function report(engine: string, r: Awaited<ReturnType<typeof load>>) {
  const codes = [...r.statuses].map(([code, n]) => `${code}x${n}`).join(" ");
  console.info(
    `${engine.padEnd(9)} ${r.count} posts in ${r.elapsed.toFixed(1)} s: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${codes})`,
  );
}

console.info(`bench:function: ${total} valid posts, ${concurrency} at a time, loopback only`);
const sqlite = await startTestServer({ trustProxy: 1 });
try {
  report("sqlite", await load(sqlite));
} finally {
  await sqlite.close();
}
const pg = await testPostgres();
const db = await pg.database();
const postgresServer = await startTestServer({ trustProxy: 1, databaseUrl: db.url });
try {
  report("postgres", await load(postgresServer));
} finally {
  await postgresServer.close();
  await db.drop();
  await pg.stop();
}
