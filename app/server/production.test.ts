import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test/serve.ts";
import { ANSWERS } from "../../functions/quiz-data/test/contract.ts";
import { notModified } from "./static-files.ts";
import { forwardedRequestId } from "./access-log.ts";

/** The server as a production citizen (issue 24): health, access log, conditional GET, bounded 400s. */

/** A GET with the path sent exactly as written (fetch would normalise it). */
function rawGet(base: string, path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The access-log line is written when the answer is finished, just after the client has it. */
const settle = () => new Promise((r) => setTimeout(r, 50));

describe("server: health, access log, revalidation", () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      accessLog: (line) => lines.push(line),
      files: { "robots.txt": "User-agent: *\n", "assets/app-abc123.js": "console.log(1)\n" },
    });
  });
  afterAll(() => server.close());

  it("/healthz answers without the database; /readyz says the store is ready", async () => {
    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(health.headers.get("cache-control")).toBe("no-store");
    const ready = await fetch(`${server.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", store: "sqlite" });
  });

  it("one JSON line per request: no query string, the request id also in the response, bytes and duration", async () => {
    lines.length = 0;
    const res = await fetch(`${server.base}/robots.txt?email=someone@example.com&income=52000`);
    await res.text();
    await settle();
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ method: "GET", path: "/robots.txt", status: 200, bytes: 14 });
    expect(entry.requestId).toBe(res.headers.get("x-request-id"));
    expect(typeof entry.durationMs).toBe("number");
    expect(Date.parse(entry.time)).not.toBeNaN();
    expect(lines[0]).not.toMatch(/someone|52000|email=/);
  });

  it("a client's own X-Request-Id is not taken (no trusted proxy): a new id", async () => {
    lines.length = 0;
    const res = await fetch(`${server.base}/robots.txt`, {
      headers: { "x-request-id": "0123456789abcdef0123456789abcdef" },
    });
    await res.text();
    await settle();
    expect(JSON.parse(lines[0]!).requestId).not.toBe("0123456789abcdef0123456789abcdef");
  });

  it("a path cannot forge a log line (the %0a 404), and an address in a path is replaced", async () => {
    lines.length = 0;
    expect((await rawGet(server.base, "/x%0aoutbox:%20e-mail%201%20abandoned%0d%00")).status).toBe(404);
    expect((await rawGet(server.base, "/news/someone%40example.com")).status).toBeGreaterThanOrEqual(300);
    await settle();
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toMatch(/[\r\n\0]/);
    expect(JSON.parse(lines[0]!).path).toBe("/x%0aoutbox:%20e-mail%201%20abandoned%0d%00");
    expect(lines[1]).not.toContain("someone");
  });

  it("static files carry ETag and Last-Modified and revalidate with 304 (security headers kept)", async () => {
    for (const path of ["/robots.txt", "/assets/app-abc123.js"]) {
      const first = await fetch(`${server.base}${path}`);
      await first.arrayBuffer();
      const etag = first.headers.get("etag")!;
      const modified = first.headers.get("last-modified")!;
      expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      const byTag = await fetch(`${server.base}${path}`, { headers: { "if-none-match": etag } });
      expect(byTag.status).toBe(304);
      expect(await byTag.text()).toBe("");
      expect(byTag.headers.get("x-content-type-options")).toBe("nosniff");
      const byDate = await fetch(`${server.base}${path}`, { headers: { "if-modified-since": modified } });
      expect(byDate.status).toBe(304);
      const changed = await fetch(`${server.base}${path}`, { headers: { "if-none-match": '"other"' } });
      expect(changed.status).toBe(200);
    }
  });

  it("a 400 names at most a few unexpected keys (not 1,912 in an 85 KB answer)", async () => {
    const extra = Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`k${i}`, 1]));
    const res = await fetch(`${server.base}/api/send-quiz-results`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@example.com", path: "/path/irmaa-planning", answers: ANSWERS, ...extra }),
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(Object.keys(JSON.parse(text).errors).length).toBeLessThanOrEqual(5);
    expect(text.length).toBeLessThan(1000);
  });
});

describe("readiness without a store", () => {
  it("/readyz is 503 when the database cannot be reached, /healthz still 200", async () => {
    const server = await startTestServer({ databaseUrl: "postgres://nobody@127.0.0.1:9/none?connect_timeout=1" });
    try {
      const ready = await fetch(`${server.base}/readyz`);
      expect(ready.status).toBe(503);
      const body = await ready.text();
      expect(JSON.parse(body)).toEqual({ status: "unavailable", store: "unreachable" });
      expect(body).not.toContain("nobody");
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe("conditional GET rules (RFC 9110 section 13.1)", () => {
  it("If-None-Match wins over If-Modified-Since; weak tags compare equal", () => {
    const mtime = Date.parse("2026-11-01T12:00:00Z");
    expect(notModified({ ifNoneMatch: 'W/"a-1", "b-2"' }, '"b-2"', mtime)).toBe(true);
    expect(notModified({ ifNoneMatch: "*" }, '"b-2"', mtime)).toBe(true);
    expect(notModified({ ifNoneMatch: '"c"', ifModifiedSince: "Sun, 01 Nov 2026 13:00:00 GMT" }, '"b-2"', mtime)).toBe(
      false,
    );
    expect(notModified({ ifModifiedSince: "Sun, 01 Nov 2026 11:59:59 GMT" }, '"b-2"', mtime)).toBe(false);
    expect(notModified({ ifModifiedSince: "not a date" }, '"b-2"', mtime)).toBe(false);
    expect(notModified({}, '"b-2"', mtime)).toBe(false);
  });
});

describe("the request id behind nginx (TRUST_PROXY)", () => {
  it("takes the proxy's id only behind a trusted proxy, and only when it is a plain token", () => {
    const nginxId = "3f2a9c0e8b7d4e1f9a6b5c4d3e2f1a0b";
    expect(forwardedRequestId(nginxId, 1)).toBe(nginxId);
    expect(forwardedRequestId(nginxId, 0)).toBeUndefined();
    expect(forwardedRequestId(undefined, 1)).toBeUndefined();
    for (const bad of ["short", "a".repeat(65), "abc def 123456", 'x","status":200,"y', "id\nforged-line-0000"])
      expect(forwardedRequestId(bad, 1)).toBeUndefined();
  });
});
