/**
 * `npm run test:deploy` (issue 24): the production recipe of docs/deploy.md, run and checked through nginx.
 * A production install in a temporary folder (npm ci --omit=dev; the host's Node 24 runs it), a throwaway
 * PostgreSQL, a local SMTP server that records what it receives, two function instances
 * (NODE_ENV=production, TRUST_PROXY=1) and nginx from `npm run deploy:config`. Then, through nginx:
 * every sitemap page and the 404s and redirects answer as the Node server does, an asset and a page
 * revalidate with 304, the per-client and per-recipient limits hold across the instances, 200 submissions
 * with one instance killed (-9) midway are each stored once and mailed once, SIGTERM lets a slow request
 * finish, and no log holds an address or an answer. Ports: DEPLOY_PORT and the four after it.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { localSmtp } from "../../functions/send-quiz-results/test/local-smtp.ts";
import { startThrowawayPostgres } from "../postgres.ts";
import { startBuildServer } from "../serve-build.ts";
import { compareAnswers, sitemapPaths, specialPaths } from "./compare.ts";
import { ensureNginx, startNginx } from "./nginx-bin.ts";
import { productionInstall } from "./production-install.ts";
import { ANSWERS, submitAll, type Outcome } from "./quiz-load.ts";
import {
  checkBrotli,
  checkDelivery,
  checkLogs,
  checkRevalidation,
  checkSharedRequestId,
  slowRequestSurvivesSigterm,
} from "./checks.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
// Not 4190: it is ManageSieve's port, one of the "bad ports" fetch() refuses (undici: "bad port").
const BASE = Number(process.env.DEPLOY_PORT ?? 4280);
const [NGINX_PORT, A_PORT, B_PORT, PG_PORT, SMTP_PORT] = [0, 1, 2, 3, 4].map((i) => BASE + i) as [
  number,
  number,
  number,
  number,
  number,
];
const started = performance.now();
const step = (what: string) => console.info(`deploy: ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
const failures: string[] = [];
const expect = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
};

const work = mkdtempSync(join(tmpdir(), "mg-deploy-"));
chmodSync(work, 0o755);
const app = join(work, "app");
const cleanups: (() => unknown)[] = [() => rmSync(work, { recursive: true, force: true })];
const logs: string[] = [];
// A crash or Ctrl+C must not leave nginx, PostgreSQL or an instance running.
const cleanUp = async () => {
  for (const clean of cleanups.splice(0)) {
    try {
      await clean();
    } catch {
      /* cleaning up: keep going */
    }
  }
};
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void cleanUp().then(() => process.exit(1)));
process.on("uncaughtException", (error) => {
  console.error(error);
  void cleanUp().then(() => process.exit(1));
});

function capture(server: ChildProcess) {
  server.stdout?.on("data", (chunk: Buffer) => logs.push(chunk.toString("utf8")));
}

try {
  const nginxBin = ensureNginx();
  mkdirSync(app);
  productionInstall(ROOT, app);
  step("production install (npm ci --omit=dev) ready");

  const pg = startThrowawayPostgres({ port: PG_PORT });
  cleanups.unshift(() => pg.stop());
  const admin = postgres(pg.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe("CREATE DATABASE quiz");
  await admin.end();
  const databaseUrl = pg.adminUrl.replace(/\/postgres$/, "/quiz");
  // A slow relay: senders hold their claims long enough for the kill -9 to catch some.
  const smtp = await localSmtp({ port: SMTP_PORT, delayMs: 40 });
  cleanups.unshift(() => smtp.close());
  step("PostgreSQL and SMTP up");

  const env = {
    NODE_ENV: "production",
    SITE_URL: `http://127.0.0.1:${NGINX_PORT}`,
    SMTP_URL: smtp.url,
    DATABASE_URL: databaseUrl,
    PG_POOL_MAX: "5",
    TRUST_PROXY: "1",
    BUILD_DIR: join(app, "build"),
    OUTBOX_LEASE_SECONDS: "5",
  };
  const instances = await Promise.all(
    [A_PORT, B_PORT].map((port) =>
      startBuildServer(port, join(work, `data-${port}`), { root: app, env, stdout: "pipe", timeoutMs: 60_000 }),
    ),
  );
  for (const { server } of instances) {
    capture(server);
    cleanups.unshift(() => server.kill("SIGKILL"));
  }
  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];

  const nginxDir = join(work, "nginx");
  mkdirSync(nginxDir);
  const accessLog = join(nginxDir, "access.log");
  const generated = spawnSync(
    process.execPath,
    [
      join(ROOT, "scripts", "deploy-config.ts"),
      "nginx",
      "--listen",
      `127.0.0.1:${NGINX_PORT}`,
      "--root",
      join(app, "build", "client"),
      "--upstream",
      `127.0.0.1:${A_PORT},127.0.0.1:${B_PORT}`,
      "--state",
      nginxDir,
      "--access-log",
      accessLog,
    ],
    { encoding: "utf8" },
  );
  if (generated.status !== 0) throw new Error(`deploy:config failed: ${generated.stderr}`);
  writeFileSync(join(nginxDir, "nginx.conf"), generated.stdout);
  const nginx = startNginx(nginxBin, join(nginxDir, "nginx.conf"));
  cleanups.unshift(() => nginx.stop());
  const site = `http://127.0.0.1:${NGINX_PORT}`;
  step("two instances and nginx (nginx -t passed) up");

  // Every page of the sitemap, both languages, plus the 404s, redirects, an asset: as the Node server answers.
  const client = join(app, "build", "client");
  const asset = readdirSync(join(client, "assets")).find((f) => f.endsWith(".js"))!;
  const paths = [
    ...sitemapPaths(readFileSync(join(client, "sitemap.xml"), "utf8")),
    ...specialPaths(),
    `/assets/${asset}`,
    "/favicon.ico",
    // Installable and offline (issue 28): the worker, the manifests and an icon, the offline pages (utility
    // pages, so not in the sitemap).
    "/sw.js",
    "/manifest.webmanifest",
    "/es/manifest.webmanifest",
    "/icons/icon-maskable-512.png",
    "/offline",
    "/es/offline",
  ];
  const differences = await compareAnswers(a.base, site, paths);
  for (const d of differences.slice(0, 10)) failures.push(`${d.path}: ${d.what} node=${d.node} nginx=${d.proxy}`);
  expect(differences.length === 0, `${differences.length} differences between nginx and the Node server`);
  failures.push(...(await checkRevalidation(site, [`/assets/${asset}`, "/guides", "/es/guides"])));
  failures.push(...(await checkBrotli(a.base, site, [`/assets/${asset}`, "/guides", "/es/guides"])));
  // A proxied request (an unknown /api/ name: answered by an instance) is found by one id in both logs.
  const proxied = await fetch(`${site}/api/no-such-function`);
  await proxied.arrayBuffer();
  await new Promise((r) => setTimeout(r, 300)); // nginx writes its line after the answer; Node's pipe too
  failures.push(
    ...checkSharedRequestId(proxied.headers.get("x-request-id"), logs.join(""), readFileSync(accessLog, "utf8")),
  );
  step(`${paths.length} paths compared with the Node server, 304s, brotli and the shared request id checked`);

  // Limits across the two instances: one client's 7 posts (round robin over both), one address from 3 clients.
  const limited = await submitAll(
    site,
    Array.from({ length: 7 }, (_, i) => ({ email: `limit-${i}@deploy.example`, from: "127.0.0.250" })),
    1,
  );
  expect(
    limited.filter((o) => o.status === 200).length === 5 && limited.filter((o) => o.status === 429).length === 2,
    `per-client limit across instances: ${limited.map((o) => o.status).join(",")} (want five 200 then 429s)`,
  );
  const recipient = await submitAll(
    site,
    ["127.0.0.251", "127.0.0.252", "127.0.0.253"].map((from) => ({ email: "same@deploy.example", from })),
    3,
  );
  expect(
    recipient.every((o) => o.status === 200),
    "per-recipient: three clients naming one address all get 200",
  );

  // 200 submissions over 16 connections; instance A is killed with -9 halfway.
  const load = Array.from({ length: 200 }, (_, i) => ({
    email: `visitor-${i}@deploy.example`,
    from: `127.0.0.${2 + (i % 100)}`,
  }));
  const outcomes: Outcome[] = await submitAll(site, load, 16, (done) => {
    if (done === 100) a.server.kill("SIGKILL");
  });
  step(
    `200 submissions sent, instance A killed -9 after 100 (${outcomes.filter((o) => o.status === 200).length} got 200)`,
  );
  const stored = [...limited, ...recipient, ...outcomes].filter((o) => o.status === 200).map((o) => o.email);
  failures.push(...(await checkDelivery(databaseUrl, smtp.messages, stored, ["same@deploy.example"], 90_000)));
  step(`every stored submission mailed once (${smtp.messages.length} e-mails at the SMTP server)`);

  failures.push(...(await slowRequestSurvivesSigterm(b.base, b.server)));
  step("SIGTERM during a slow request: it finished");

  const addresses = [...new Set([...load, ...limited, ...recipient].map((s) => s.email))];
  failures.push(...checkLogs([logs.join(""), readFileSync(accessLog, "utf8")], addresses, Object.values(ANSWERS)));
  step("logs hold no address and no answer");
} catch (error) {
  failures.push(String((error as Error)?.stack ?? error));
} finally {
  await cleanUp();
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(`deploy gate FAILED in ${seconds} s:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.info(`deploy gate passed in ${seconds} s`);
