import { describe, expect, it } from "vitest";
import en from "../../locales/en/quiz.json" with { type: "json" };
import es from "../../locales/es/quiz.json" with { type: "json" };
import {
  MAX_BODY_BYTES,
  createSendQuizResults,
  negotiateLanguage,
  redact,
  type SendQuizResultsDeps,
} from "./handler.ts";
import { ANSWERS, ENDPOINT, memoryLog, memoryStore, post, postJson, streamOf, validBody } from "./test/helpers.ts";

function setup(over: Partial<SendQuizResultsDeps> = {}) {
  const store = memoryStore();
  const log = memoryLog();
  let kicks = 0;
  const handler = createSendQuizResults({
    store,
    onQueued: () => (kicks += 1),
    rateLimit: false,
    log,
    ...over,
  });
  return { handler, saved: store.saved, queued: store.queued, log, kicks: () => kicks };
}

describe("send-quiz-results: success", () => {
  it("200: stores the submission, the guide e-mail queued with it, and wakes the sender", async () => {
    const { handler, saved, queued, kicks } = setup();
    const res = await handler(postJson(validBody()), { clientAddress: "10.0.0.1" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ stored: true });
    expect(saved).toEqual([
      { email: "reader@example.com", path: "/path/irmaa-planning", answers: ANSWERS, language: "en" },
    ]);
    expect(queued).toEqual(["reader@example.com"]);
    expect(kicks()).toBe(1);
  });

  it("the same answer whether or not this address already had its guide today (tells nothing about an address)", async () => {
    const { handler, kicks } = setup();
    const first = await handler(postJson(validBody()));
    const second = await handler(postJson(validBody("READER@example.com")));
    expect(await first.json()).toEqual(await second.json());
    expect(kicks()).toBe(1);
  });

  it("uses the body's lang, else Accept-Language, else English", async () => {
    const { handler, saved } = setup();
    await handler(postJson(validBody("a@example.com", { lang: "es" })));
    await handler(postJson(validBody("b@example.com"), { "accept-language": "es-MX,es;q=0.9,en;q=0.8" }));
    await handler(postJson(validBody("c@example.com", { lang: "en" }), { "accept-language": "es" }));
    await handler(postJson(validBody("d@example.com"), { "accept-language": "fr-FR" }));
    expect(saved.map((r) => r.language)).toEqual(["es", "es", "en", "en"]);
  });

  it("accepts a body of exactly 16 KB and a charset=utf-8 media type", async () => {
    const { handler } = setup();
    const json = JSON.stringify(validBody());
    const padded = json + " ".repeat(MAX_BODY_BYTES - json.length);
    expect(new TextEncoder().encode(padded)).toHaveLength(MAX_BODY_BYTES);
    const res = await handler(post(padded, { "content-type": "Application/JSON; charset=UTF-8" }));
    expect(res.status).toBe(200);
  });
});

describe("send-quiz-results: refusals", () => {
  it.each(["GET", "PUT", "DELETE", "PATCH"])("405 with Allow for %s", async (method) => {
    const { handler, saved } = setup();
    const res = await handler(new Request(ENDPOINT, { method, ...(method === "GET" ? {} : { body: "{}" }) }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    expect((await res.json()).error).toBe(en.api.methodNotAllowed);
    expect(saved).toHaveLength(0);
  });

  it("405 for HEAD too", async () => {
    const { handler } = setup();
    const res = await handler(new Request(ENDPOINT, { method: "HEAD" }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it.each([
    ["no content type", {}],
    ["text/plain", { "content-type": "text/plain" }],
    ["a form", { "content-type": "application/x-www-form-urlencoded" }],
    ["multipart", { "content-type": "multipart/form-data; boundary=x" }],
    ["JSON in another charset", { "content-type": "application/json; charset=latin1" }],
    ["a JSON-like type", { "content-type": "application/json-patch+json" }],
  ])("415 for %s", async (_name, headers) => {
    const { handler } = setup();
    const res = await handler(post(JSON.stringify(validBody()), headers));
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe(en.api.unsupportedMediaType);
  });

  it("413 for a body one byte over 16 KB, counted on the bytes as they stream in", async () => {
    const { handler, saved } = setup();
    const json = JSON.stringify(validBody());
    const bytes = new TextEncoder().encode(json + " ".repeat(MAX_BODY_BYTES + 1 - json.length));
    const res = await handler(post(streamOf(bytes)));
    expect(res.status).toBe(413);
    // The unread rest of the body makes the connection unusable: close it cleanly.
    expect(res.headers.get("connection")).toBe("close");
    expect((await res.json()).error).toBe(en.api.tooLarge);
    expect(saved).toHaveLength(0);
  });

  it("413 counts bytes, not characters", async () => {
    const { handler } = setup();
    const res = await handler(postJson(validBody("reader@example.com", { note: "é".repeat(9000) })));
    expect(res.status).toBe(413);
  });

  it("413 even when Content-Length understates the body", async () => {
    const { handler } = setup();
    const bytes = new TextEncoder().encode(`{"pad":"${"x".repeat(40_000)}"}`);
    const res = await handler(
      post(streamOf(bytes, 4096), { "content-type": "application/json", "content-length": "20" }),
    );
    expect(res.status).toBe(413);
  });

  it("413 at once for a declared Content-Length over the limit", async () => {
    const { handler } = setup();
    const res = await handler(
      post("{}", { "content-type": "application/json", "content-length": String(MAX_BODY_BYTES + 1) }),
    );
    expect(res.status).toBe(413);
  });

  it.each([
    ["empty", ""],
    ["not JSON", "email=reader@example.com"],
    ["truncated", JSON.stringify(validBody()).slice(0, -3)],
    ["trailing garbage", `${JSON.stringify(validBody())}x`],
  ])("400 for an %s body", async (_name, body) => {
    const { handler } = setup();
    const res = await handler(post(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { body: en.api.invalidJson } });
  });

  it("400 for bytes that are not UTF-8", async () => {
    const { handler } = setup();
    const res = await handler(post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])));
    expect(res.status).toBe(400);
  });

  it("400 with a message per field, in English by default", async () => {
    const { handler, saved, queued } = setup();
    const res = await handler(
      postJson({ email: "not-an-email", path: "/path/nowhere", answers: { ...ANSWERS, age: "old" }, consent: true }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: {
        email: en.errors.emailInvalid,
        path: en.errors.pathInvalid,
        "answers.age": en.errors.selectAnswer,
        consent: en.errors.unexpectedField,
      },
    });
    expect(saved).toHaveLength(0);
    expect(queued).toHaveLength(0);
  });

  it("400 messages in Spanish for a Spanish visitor", async () => {
    const { handler } = setup();
    const viaHeader = await handler(postJson({ ...validBody(), email: "" }, { "accept-language": "es" }));
    expect(await viaHeader.json()).toEqual({ errors: { email: es.errors.contactRequired } });
    const viaBody = await handler(postJson({ ...validBody(), lang: "es", path: "/path/getting-started" }));
    expect(await viaBody.json()).toEqual({ errors: { path: es.errors.pathMismatch } });
    const badJson = await handler(post("{", { "content-type": "application/json", "accept-language": "es" }));
    expect(await badJson.json()).toEqual({ errors: { body: es.api.invalidJson } });
  });

  it("400 when the body is JSON but not an object", async () => {
    const { handler } = setup();
    for (const body of ["null", "[]", "42", '"text"', "true"]) {
      const res = await handler(post(body));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: { body: en.errors.invalidBody } });
    }
  });

  it("503 with an honest message when the store fails; nothing is queued", async () => {
    const { handler, kicks, log } = setup({
      store: {
        submit: () => Promise.reject(new Error("SQLITE_FULL: database or disk is full (reader@example.com)")),
        hitRateLimit: async () => ({ allowed: true }),
      },
    });
    const res = await handler(postJson(validBody(), { "accept-language": "es" }));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await res.json()).toEqual({ stored: false, error: es.api.storeUnavailable });
    expect(kicks()).toBe(0);
    expect(log.lines.join("\n")).not.toContain("reader@example.com");
  });

  it("408 and Connection: close when the body does not arrive in time (a byte now and then)", async () => {
    const { handler, saved } = setup({ bodyTimeoutMs: 300 });
    const trickle = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((r) => setTimeout(r, 100));
        controller.enqueue(new Uint8Array([0x20]));
      },
    });
    const started = Date.now();
    const res = await handler(post(trickle));
    expect(res.status).toBe(408);
    expect(res.headers.get("connection")).toBe("close");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(saved).toHaveLength(0);
  });
});

describe("send-quiz-results: rate limit", () => {
  it("429 with Retry-After on the sixth request in a minute from one address", async () => {
    let now = Date.parse("2026-11-01T12:00:00.000Z");
    const { handler, saved } = setup({ rateLimit: { limit: 5, windowMs: 60_000 }, now: () => new Date(now) });
    for (let i = 0; i < 5; i += 1) {
      now += 1000;
      expect((await handler(postJson(validBody(`r${i}@example.com`)), { clientAddress: "192.0.2.1" })).status).toBe(
        200,
      );
    }
    const limited = await handler(postJson(validBody("r5@example.com")), { clientAddress: "192.0.2.1" });
    expect(limited.status).toBe(429);
    // The minute's window ends 55 s from now.
    expect(limited.headers.get("retry-after")).toBe("55");
    expect((await limited.json()).error).toBe(en.api.rateLimited);
    expect(saved).toHaveLength(5);

    // Another address is not affected.
    expect((await handler(postJson(validBody("o@example.com")), { clientAddress: "192.0.2.2" })).status).toBe(200);

    // The next window allows five more.
    now += 55_000;
    expect((await handler(postJson(validBody("r6@example.com")), { clientAddress: "192.0.2.1" })).status).toBe(200);
  });

  it("503 (not an open door) when the rate limit cannot be checked", async () => {
    const { handler, saved } = setup({
      rateLimit: { limit: 5, windowMs: 60_000 },
      store: {
        submit: async () => ({ guideQueued: true }),
        hitRateLimit: () => Promise.reject(new Error("connection refused")),
      },
    });
    const res = await handler(postJson(validBody()));
    expect(res.status).toBe(503);
    expect(saved).toHaveLength(0);
  });

  it("is on by default: 5 a minute", async () => {
    const { handler } = setup({ rateLimit: undefined });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await handler(postJson(validBody()), { clientAddress: "198.51.100.7" })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe("send-quiz-results: origins (CORS)", () => {
  const SITE = "https://medicare.example.org";

  it("allows the site's own origin and a configured one, with CORS headers", async () => {
    const { handler } = setup({ allowedOrigins: [SITE] });
    const own = await handler(postJson(validBody(), { origin: "http://localhost:3000" }));
    expect(own.status).toBe(200);
    const configured = await handler(postJson(validBody(), { origin: SITE }));
    expect(configured.status).toBe(200);
    expect(configured.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(configured.headers.get("vary")).toContain("Origin");
  });

  it("answers a preflight from an allowed origin", async () => {
    const { handler } = setup({ allowedOrigins: [SITE] });
    const res = await handler(
      new Request(ENDPOINT, {
        method: "OPTIONS",
        headers: {
          origin: SITE,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
  });

  it("403 for other origins, preflight or not, and stores nothing", async () => {
    const { handler, saved } = setup({ allowedOrigins: [SITE] });
    const res = await handler(postJson(validBody(), { origin: "https://evil.example" }));
    expect(res.status).toBe(403);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await handler(
      new Request(ENDPOINT, { method: "OPTIONS", headers: { origin: "https://evil.example" } }),
    );
    expect(preflight.status).toBe(403);
    const opaque = await handler(postJson(validBody(), { origin: "null" }));
    expect(opaque.status).toBe(403);
    expect(saved).toHaveLength(0);
  });
});

/** Small seeded generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("send-quiz-results: fuzz", () => {
  it("300 random malformed bodies never get a 5xx, and every answer is JSON", async () => {
    const random = rng(20261124);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const randomString = (max: number) =>
      Array.from({ length: Math.floor(random() * max) }, () =>
        String.fromCodePoint(Math.floor(random() * 0x2fff)),
      ).join("");
    const randomValue = (depth = 0): unknown => {
      const kind = Math.floor(random() * (depth > 3 ? 6 : 8));
      switch (kind) {
        case 0:
          return null;
        case 1:
          return random() < 0.5;
        case 2:
          return Math.floor(random() * 1e9) * (random() < 0.5 ? -1 : 1);
        case 3:
          return randomString(40);
        case 4:
          return pick([
            "approaching",
            "irmaa",
            "/path/irmaa-planning",
            "reader@example.com",
            "",
            "__proto__",
            "constructor",
          ]);
        case 5:
          return random() * 1e308;
        case 6:
          return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(depth + 1));
        default:
          return Object.fromEntries(
            Array.from({ length: Math.floor(random() * 4) }, () => [randomString(8), randomValue(depth + 1)]),
          );
      }
    };
    const mutate = (): string | Uint8Array<ArrayBuffer> => {
      const body: Record<string, unknown> = validBody(`fuzz${Math.floor(random() * 1e6)}@example.com`);
      const answers = body.answers as Record<string, unknown>;
      switch (Math.floor(random() * 10)) {
        case 0:
          return JSON.stringify(randomValue());
        case 1: {
          delete body[pick(["email", "path", "answers"])];
          return JSON.stringify(body);
        }
        case 2: {
          body[pick(["email", "path", "answers", "lang"])] = randomValue();
          return JSON.stringify(body);
        }
        case 3: {
          answers[pick(Object.keys(answers))] = randomValue();
          return JSON.stringify(body);
        }
        case 4: {
          body[randomString(10) || "x"] = randomValue();
          return JSON.stringify(body);
        }
        case 5: {
          const s = JSON.stringify(body);
          return s.slice(0, Math.floor(random() * s.length));
        }
        case 6:
          return Uint8Array.from({ length: Math.floor(random() * 200) }, () => Math.floor(random() * 256));
        case 7:
          return `${"[".repeat(5000 + Math.floor(random() * 3000))}${"]".repeat(Math.floor(random() * 3))}`;
        case 8: {
          body.email = `${randomString(300)}@example.com`;
          return JSON.stringify(body);
        }
        default: {
          const s = JSON.stringify(body);
          const i = Math.floor(random() * s.length);
          return s.slice(0, i) + randomString(3) + s.slice(i + 1);
        }
      }
    };
    const types = [
      "application/json",
      "application/json",
      "application/json",
      "text/plain",
      "application/json; charset=utf-16",
      "",
      "application/xml",
    ];

    const { handler, log } = setup();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i += 1) {
      const type = pick(types);
      const res = await handler(post(mutate(), type ? { "content-type": type } : {}));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect([200, 400, 413, 415]).toContain(res.status);
      const body = (await res.json()) as { errors?: object; stored?: boolean; error?: string };
      // Every answer says what happened: field errors for 400, a message for 413/415, stored for 200.
      const explained =
        res.status === 400
          ? Object.keys(body.errors ?? {}).length > 0
          : res.status === 200
            ? body.stored === true
            : Boolean(body.error);
      expect(explained).toBe(true);
    }
    expect(statuses.get(400)).toBeGreaterThan(100);
    expect(statuses.get(415)).toBeGreaterThan(10);
    expect(log.lines.filter((l) => l.startsWith("error"))).toEqual([]);
  });
});

describe("send-quiz-results: header injection", () => {
  it.each([
    "reader@example.com\r\nBcc: victim@example.net",
    "reader@example.com\nSubject: hi",
    "reader@example.com%0d%0aBcc:victim@example.net",
    '"a\r\nb"@example.com',
    "reader@example.com, victim@example.net",
    "Reader <reader@example.com>",
  ])("400 for an address that would add a header or a recipient: %j", async (email) => {
    const { handler, saved } = setup();
    const res = await handler(postJson(validBody(email)));
    expect(res.status).toBe(400);
    expect(saved).toHaveLength(0);
  });

  it("prototype keys in the body are just unknown fields", async () => {
    const { handler, saved } = setup();
    for (const body of [
      '{"__proto__":{"stored":true},"email":"a@example.com"}',
      `{"constructor":{"prototype":{"x":1}},${JSON.stringify(validBody()).slice(1)}`,
      `{"answers":{"__proto__":{"age":"enrolled"}},"email":"a@example.com","path":"/path/irmaa-planning"}`,
    ]) {
      const res = await handler(post(body));
      expect(res.status).toBe(400);
    }
    expect(saved).toHaveLength(0);
    expect(({} as Record<string, unknown>).stored).toBeUndefined();
  });
});

describe("helpers", () => {
  it("negotiateLanguage picks the first of en/es by weight", () => {
    expect(negotiateLanguage(null)).toBe("en");
    expect(negotiateLanguage("es")).toBe("es");
    expect(negotiateLanguage("es-419,es;q=0.9")).toBe("es");
    expect(negotiateLanguage("fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7")).toBe("es");
    expect(negotiateLanguage("en;q=0.5,es;q=0.9")).toBe("es");
    expect(negotiateLanguage("es;q=0,en")).toBe("en");
    expect(negotiateLanguage("*")).toBe("en");
    expect(negotiateLanguage(";;;,q=,")).toBe("en");
  });

  it("redact hides anything shaped like an e-mail address", () => {
    expect(redact("550 <Reader.Name+tag@mail.example.com>: rejected")).toBe("550 <[address]>: rejected");
    expect(redact("no address here")).toBe("no address here");
  });

  it("an unexpected fault inside the handler is a 500 that is logged without addresses", async () => {
    const log = memoryLog();
    const handler = createSendQuizResults({
      store: memoryStore(),
      rateLimit: false,
      onQueued: () => {
        throw new Error("boom for reader@example.com");
      },
      log,
    });
    const res = await handler(postJson(validBody()));
    expect(res.status).toBe(500);
    expect(log.lines.join("\n")).not.toContain("reader@example.com");
  });
});
