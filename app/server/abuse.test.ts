import { readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "./security-headers.ts";
import { startTestServer, type TestServer } from "./test/serve.ts";
import { ANSWERS } from "../../functions/quiz-data/test/contract.ts";

/**
 * The production server under abuse, over real sockets on loopback (issue
 * "The quiz function, hardened against abuse"): every request loop is bounded.
 */

const body = (email: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ email, path: "/path/irmaa-planning", answers: ANSWERS, ...extra });
const json = { "content-type": "application/json" };

function expectSecurityHeaders(res: Response) {
  const headers = Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, res.headers.get(name)]));
  expect(headers).toEqual(SECURITY_HEADERS);
  expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
}

/** Sends raw bytes and collects everything the server answers until it closes (bounded by `timeoutMs`). */
function raw(
  base: string,
  chunks: (string | { wait: number })[],
  timeoutMs = 5000,
): Promise<{ text: string; closed: boolean; ms: number }> {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), "127.0.0.1");
    let text = "";
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on("data", (d) => (text += d.toString("latin1")));
    socket.on("close", () => finish(true));
    socket.on("error", () => finish(true));
    socket.on("connect", async () => {
      for (const chunk of chunks) {
        if (done || socket.destroyed) return;
        if (typeof chunk === "string") socket.write(chunk);
        else await new Promise((r) => setTimeout(r, chunk.wait));
      }
    });
  });
}

describe("server: fail closed", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
  it.each([
    ...PROTOTYPE_NAMES,
    "prototype",
    "send-quiz-results.",
    "SEND-QUIZ-RESULTS",
    "..%2f..%2fetc%2fpasswd",
    "x".repeat(300),
  ])("/api/%s -> 404 JSON with the security headers, for every method", async (name) => {
    for (const method of ["POST", "GET", "PUT", "DELETE", "OPTIONS"]) {
      const res = await fetch(`${server.base}/api/${name}`, {
        method,
        ...(method === "POST" || method === "PUT" ? { headers: json, body: "{}" } : {}),
      });
      expect({ method, status: res.status }).toEqual({ method, status: 404 });
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: "Not found" });
      expectSecurityHeaders(res);
    }
  });

  it("deeper /api paths are a JSON 404 too, never the HTML page or a 5xx", async () => {
    for (const path of ["/api/", "/api/send-quiz-results/x", "/api/constructor/prototype", "/api/__proto__/a/b"]) {
      const res = await fetch(`${server.base}${path}`, { method: "POST", headers: json, body: "{}" });
      expect([404]).toContain(res.status);
      expectSecurityHeaders(res);
    }
  });

  it("seeded fuzz: 400 random /api/<name> requests never get a 5xx and always carry the security headers", async () => {
    let seed = 13;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const alphabet = "abcdefghijklmnopqrstuvwxyz_-.$~%0123456789ABCDEF";
    for (let i = 0; i < 400; i += 1) {
      const name = Array.from({ length: 1 + Math.floor(random() * 24) }, () =>
        alphabet.charAt(Math.floor(random() * alphabet.length)),
      ).join("");
      const res = await fetch(`${server.base}/api/${name}`, { method: random() < 0.5 ? "POST" : "GET" });
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      await res.arrayBuffer();
    }
  });

  it("/favicon.ico is served (an icon, not the 404 page)", async () => {
    const res = await fetch(`${server.base}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/x-icon");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0, 0, 1, 0]);
  });

  it("header injection through the request never reaches a response header", async () => {
    const res = await raw(server.base, [
      "POST /api/send-quiz-results HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept-Language: es\r\n X-Injected: 1\r\nContent-Length: 2\r\n\r\n{}",
    ]);
    expect(res.text).toMatch(/^HTTP\/1\.1 400/);
    expect(res.text).not.toMatch(/x-injected/i);
  });

  it("413 on a chunked body over 16 KB says Connection: close and closes cleanly after the full answer", async () => {
    const chunk = "x".repeat(4096);
    const parts: (string | { wait: number })[] = [
      "POST /api/send-quiz-results HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
    ];
    for (let i = 0; i < 6; i += 1) parts.push(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const res = await raw(server.base, parts);
    expect(res.text).toMatch(/^HTTP\/1\.1 413/);
    expect(res.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(res.text).not.toMatch(/keep-alive/i);
    const [, payload = ""] = res.text.split("\r\n\r\n");
    expect(payload).toContain("too large");
    expect(res.closed).toBe(true);
  });
});

describe("server: slow clients", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      limits: { headersTimeoutMs: 1000, requestTimeoutMs: 1500, checkIntervalMs: 250 },
      handler: { bodyTimeoutMs: 800 },
    });
  });
  afterAll(() => server.close());

  it("a body trickling a byte every 200 ms is cut off (408, Connection: close) well before the old 300 s", async () => {
    const parts: (string | { wait: number })[] = [
      "POST /api/send-quiz-results HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n",
    ];
    for (let i = 0; i < 40; i += 1) parts.push(" ", { wait: 200 });
    const res = await raw(server.base, parts, 6000);
    expect(res.text).toMatch(/^HTTP\/1\.1 408/);
    expect(res.closed).toBe(true);
    expect(res.ms).toBeLessThan(3000);
  });

  it("headers trickling in are cut off by the server's own timeout", async () => {
    const parts: (string | { wait: number })[] = ["GET / HTTP/1.1\r\n"];
    for (let i = 0; i < 40; i += 1) parts.push(`X-Slow-${i}: 1\r\n`, { wait: 200 });
    const res = await raw(server.base, parts, 6000);
    expect(res.closed).toBe(true);
    expect(res.ms).toBeLessThan(4000);
  });
});

describe("server: spoofed proxy headers and per-recipient limits (TRUST_PROXY=1)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: 1 });
  });
  afterAll(() => server.close());

  it("50 posts whose X-Forwarded-For starts with a new address each time still get 429 (the header is read from the right)", async () => {
    const statuses: number[] = [];
    const retryAfter: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const res = await fetch(`${server.base}/api/send-quiz-results`, {
        method: "POST",
        headers: { ...json, "x-forwarded-for": `203.0.113.${i}, 10.90.0.1` },
        body: body(`spoof${i}@example.com`),
      });
      statuses.push(res.status);
      if (res.status === 429) retryAfter.push(Number(res.headers.get("retry-after")));
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(retryAfter).toHaveLength(45);
    expect(retryAfter.every((seconds) => seconds >= 1 && seconds <= 60)).toBe(true);
  });

  it("twenty posts naming one address from twenty clients: one row, one e-mail with List-Unsubscribe; the links work in both languages", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${server.base}/api/send-quiz-results`, {
          method: "POST",
          headers: { ...json, "x-forwarded-for": `198.51.100.${i}` },
          body: body(i % 2 ? "Victim@Example.com" : "victim@example.com", { lang: i % 2 ? "es" : "en" }),
        }).then(async (r) => (await r.arrayBuffer(), r.status)),
      ),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    const store = await server.runtime.store();
    expect(await store.count()).toBe(1 + 5); // + the five stored by the spoofing test
    const sender = await server.runtime.sender();
    await sender.drain();
    const outbox = join(server.dataDir, "outbox");
    const files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
    const mails = files.map((f) => readFileSync(join(outbox, f), "utf8")).filter((m) => /^To: victim@/im.test(m));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.replace(/\r?\n[ \t]+/g, " ");
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail)?.[1];
    expect(oneClick).toMatch(
      /^https:\/\/medicare-guide\.example\/api\/email-preferences\?t=[\w-]+&s=[\w-]+&lang=(en|es)$/,
    );
    expect(mail).not.toMatch(/email-preferences\?[^\s"]*victim/i);

    // The links, pointed at this test server.
    const local = (url: string) => url.replace("https://medicare-guide.example", server.base);
    const query = new URL(oneClick!).search.replace(/&lang=\w+$/, "");
    const row = await store.get("victim@example.com");
    expect(row?.consentRequested).toBe(true);

    // Double opt-in from the Spanish page's button: 303 to the Spanish confirmation page.
    const confirm = await fetch(`${server.base}/es/email-preferences${query}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=confirm",
      redirect: "manual",
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get("location")).toBe("/es/email-preferences/confirmed");
    expect(await store.subscribers()).toHaveLength(1);

    // A tampered signature changes nothing and says the link is not valid.
    const tampered = await fetch(`${server.base}/email-preferences${query.replace(/s=[\w-]{4}/, "s=AAAA")}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=delete",
      redirect: "manual",
    });
    expect(tampered.headers.get("location")).toBe("/email-preferences/invalid-link");
    expect(await store.count()).toBe(6);

    // GET (a mail scanner opening the link) changes nothing.
    expect((await fetch(local(oneClick!))).status).toBe(405);
    expect(await store.get("victim@example.com")).toBeDefined();

    // RFC 8058 one-click: the mail program POSTs List-Unsubscribe=One-Click; the row is gone.
    const unsubscribe = await fetch(local(oneClick!), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribe.status).toBe(200);
    expect(await store.get("victim@example.com")).toBeUndefined();
    expect(await store.count()).toBe(5);

    // "Delete my data" from the English page, for another address: the row is removed, 303 to the English page.
    const other = await store.get("spoof0@example.com");
    const { signToken } = await import("../../functions/quiz-data/links.ts");
    const signature = signToken(await store.linkSecret(), other!.token);
    const removed = await fetch(`${server.base}/email-preferences?t=${other!.token}&s=${signature}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=delete",
      redirect: "manual",
    });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe("/email-preferences/deleted");
    expect(await store.get("spoof0@example.com")).toBeUndefined();
  });
});
