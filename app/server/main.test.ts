import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ANSWERS } from "../../functions/quiz-data/test/contract.ts";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, [MAIN], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", BUILD_DIR: "build-missing-on-purpose", ...env },
    timeout: 20_000,
  });

describe("npm start refuses to run misconfigured", () => {
  it("NODE_ENV=production without SITE_URL: exits 1 with a clear message", () => {
    const result = start({ NODE_ENV: "production", SMTP_URL: "smtp://m.example:587" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("SITE_URL is required when NODE_ENV=production");
  });

  it("NODE_ENV=production without SMTP_URL: exits 1, unless MAIL_TRANSPORT=files says so (issue 24)", () => {
    const refused = start({ NODE_ENV: "production", SITE_URL: "https://m.example" });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("SMTP_URL is required when NODE_ENV=production");
    const files = start({ NODE_ENV: "production", SITE_URL: "https://m.example", MAIL_TRANSPORT: "files" });
    // It goes on (and then stops at the missing build, not at the mail transport).
    expect(files.stderr).not.toContain("SMTP_URL");
  });

  it("TRUST_PROXY that is not a number of hops: exits 1 with a clear message", () => {
    const result = start({ TRUST_PROXY: "true-ish" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("TRUST_PROXY must be the number of proxies");
  });
});

/** A one-page build, enough for main.ts to serve. */
function tinyBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "main-build-"));
  mkdirSync(join(dir, "client"), { recursive: true });
  writeFileSync(join(dir, "client", "index.html"), "<!doctype html><title>t</title>");
  writeFileSync(join(dir, "server-manifest.json"), JSON.stringify({ pages: { "/": { scriptHashes: [] } } }));
  return dir;
}

describe("the running server (issue 24)", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function run(env: Record<string, string>) {
    const build = tinyBuild();
    const data = mkdtempSync(join(tmpdir(), "main-data-"));
    dirs.push(build, data);
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH ?? "", BUILD_DIR: build, DATA_DIR: data, PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += String(d)));
    child.stderr.on("data", (d) => (out += String(d)));
    const port = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start: ${out}`)), 15_000);
      child.stdout.on("data", () => {
        const m = /listening on [^:]+:(\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    return { child, port, exited, output: () => out };
  }

  it("without SITE_URL outside production it says so at start-up (no e-mail to localhost)", async () => {
    const server = run({});
    await server.port;
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SITE_URL is not set");
    for (const line of server.output().trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
  });

  it("SIGTERM during a slow request lets it finish, refuses new connections, exits 0", async () => {
    const server = run({ SITE_URL: "https://m.example", OUTBOX_SENDER: "off" });
    const port = await server.port;
    const body = JSON.stringify({ email: "slow@example.com", path: "/path/irmaa-planning", answers: ANSWERS });
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (d) => (answer += String(d)));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.write(
      `POST /api/send-quiz-results HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 20));
    await new Promise((r) => setTimeout(r, 400));
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 600));
    // The listening socket is closed: a new visitor goes to another instance.
    const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    // write, not end: Node answers nothing to a request whose client half-closes (httpAllowHalfOpen is off).
    socket.write(body.slice(20));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('{"stored":true}');
    expect(await server.exited).toBe(0);
  });
});
