import { afterEach, describe, expect, it } from "vitest";
import { SAMPLE_ANSWERS as ANSWERS } from "@medicare-guide/content/quiz/sample-answers";
import type { QuizStore, SubmissionInput } from "../types.ts";

/**
 * The store contract: every engine must pass the same tests, so the function
 * behaves the same on one machine (SQLite) and on many (PostgreSQL).
 * `open` returns a new connection to the SAME database each call (a second
 * "process"); `fresh` starts an empty database for the next test.
 */

export { ANSWERS };

export function record(email: string, over: Partial<SubmissionInput> = {}): SubmissionInput {
  return { email, path: "/path/irmaa-planning", answers: { ...ANSWERS }, language: "en", ...over };
}

const T0 = new Date("2026-11-01T12:00:00.000Z");
const later = (ms: number) => new Date(T0.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

export interface ContractTarget {
  fresh(): Promise<void>;
  open(): Promise<QuizStore>;
}

export function storeContract(engine: string, target: ContractTarget) {
  const opened: QuizStore[] = [];
  const open = async () => {
    const store = await target.open();
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    while (opened.length) await opened.pop()?.close();
  });

  describe(`store contract (${engine})`, () => {
    it("stores a submission with a token, and one row per address whatever its letter case", async () => {
      await target.fresh();
      const store = await open();
      expect(await store.submit(record("Reader@Example.com"), T0)).toEqual({ guideQueued: true });
      const first = await store.get("reader@example.com");
      expect(first).toMatchObject({
        email: "Reader@Example.com",
        path: "/path/irmaa-planning",
        answers: ANSWERS,
        language: "en",
        consentRequested: true,
        confirmedAt: null,
      });
      expect(first?.token).toMatch(/^[\w-]{16,}$/);
      await store.submit(record("READER@example.com", { language: "es", path: "/path/getting-started" }), later(1000));
      expect(await store.count()).toBe(1);
      const second = await store.get("reader@EXAMPLE.com");
      expect(second).toMatchObject({ language: "es", path: "/path/getting-started", createdAt: first?.createdAt });
      expect(second?.token).toBe(first?.token);
    });

    it("queues at most one guide e-mail per address a day, counted in the database across connections", async () => {
      await target.fresh();
      const [a, b] = [await open(), await open()];
      expect((await a.submit(record("one@example.com"), T0)).guideQueued).toBe(true);
      expect((await b.submit(record("ONE@example.com"), later(60_000))).guideQueued).toBe(false);
      expect((await a.submit(record("one@example.com"), later(DAY - 1))).guideQueued).toBe(false);
      expect((await b.submit(record("one@example.com"), later(DAY))).guideQueued).toBe(true);
      expect(await a.pendingOutbox()).toBe(2);
    });

    it("200 concurrent submissions from two connections: every row once, every e-mail queued once", async () => {
      await target.fresh();
      const [a, b] = [await open(), await open()];
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).submit(record(`c${i}@example.com`), T0)),
      );
      expect(results.every((r) => r.guideQueued)).toBe(true);
      expect(await a.count()).toBe(200);
      expect(await b.pendingOutbox()).toBe(200);
      // Twenty clients naming one address at once: one row, one e-mail.
      const same = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).submit(record("victim@example.com"), T0)),
      );
      expect(same.filter((r) => r.guideQueued)).toHaveLength(1);
      expect(await a.count()).toBe(201);
      expect(await a.pendingOutbox()).toBe(201);
    });

    it("rate limit: shared by every connection, refused past the limit with Retry-After, per key", async () => {
      await target.fresh();
      const [a, b] = [await open(), await open()];
      const at = new Date("2026-11-01T12:00:10.000Z");
      const hits = [];
      for (let i = 0; i < 6; i += 1) hits.push(await (i % 2 ? a : b).hitRateLimit("203.0.113.9", 5, 60_000, at));
      expect(hits.slice(0, 5).every((h) => h.allowed)).toBe(true);
      expect(hits[5]).toEqual({ allowed: false, retryAfterSeconds: 50 });
      expect(await a.hitRateLimit("203.0.113.10", 5, 60_000, at)).toEqual({ allowed: true });
      // A sliding window: a minute after the burst, not at the next calendar minute, the client may post again.
      expect((await b.hitRateLimit("203.0.113.9", 5, 60_000, new Date("2026-11-01T12:01:00.000Z"))).allowed).toBe(
        false,
      );
      expect(await b.hitRateLimit("203.0.113.9", 5, 60_000, new Date("2026-11-01T12:02:10.000Z"))).toEqual({
        allowed: true,
      });
    });

    it("rate limit: no double burst at a window edge (issue 24)", async () => {
      await target.fresh();
      const [a, b] = [await open(), await open()];
      const hits = [];
      for (let i = 0; i < 5; i += 1)
        hits.push(await a.hitRateLimit("203.0.113.7", 5, 60_000, new Date("2026-11-01T12:00:59.600Z")));
      for (let i = 0; i < 5; i += 1)
        hits.push(await b.hitRateLimit("203.0.113.7", 5, 60_000, new Date("2026-11-01T12:01:00.200Z")));
      // The old fixed window let all 10 through within 0.6 s.
      expect(hits.filter((h) => h.allowed)).toHaveLength(5);
    });

    it("outbox: released rows are due again at once, the attempt not counted (graceful shutdown)", async () => {
      await target.fresh();
      const store = await open();
      for (let i = 0; i < 3; i += 1) await store.submit(record(`r${i}@example.com`), T0);
      const claimed = await store.claimOutbox(3, 60_000, later(1));
      await store.completeOutbox(claimed[0]!.id, later(2));
      await store.releaseOutbox(claimed.map((i) => i.id));
      const again = await store.claimOutbox(10, 60_000, later(3));
      expect(again.map((i) => i.id)).toEqual(claimed.slice(1).map((i) => i.id));
      expect(again.every((i) => i.attempts === 1)).toBe(true);
    });

    it("outbox: two senders never claim the same row; a lease expires; sent rows never come back", async () => {
      await target.fresh();
      const [a, b] = [await open(), await open()];
      for (let i = 0; i < 10; i += 1) await a.submit(record(`o${i}@example.com`), T0);
      const [ca, cb] = await Promise.all([a.claimOutbox(6, 60_000, later(1)), b.claimOutbox(6, 60_000, later(1))]);
      const ids = [...ca, ...cb].map((i) => i.id);
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
      expect(ca[0]).toMatchObject({ attempts: 1, language: "en", consentRequested: true, confirmed: false });
      // Nothing due while leased.
      expect(await a.claimOutbox(10, 60_000, later(2))).toEqual([]);
      for (const item of ca) await a.completeOutbox(item.id, later(3));
      // The lease of b's rows lapses (b "crashed"): they come back with a second attempt; a's never do.
      const again = await b.claimOutbox(10, 60_000, later(60_002));
      expect(again.map((i) => i.id).sort()).toEqual(cb.map((i) => i.id).sort());
      expect(again.every((i) => i.attempts === 2)).toBe(true);
      const [retry, give] = again;
      await b.failOutbox(retry!.id, later(120_000), "421 try later");
      await b.failOutbox(give!.id, null, "550 no such user");
      for (const item of again.slice(2)) await b.completeOutbox(item.id);
      expect(await a.claimOutbox(10, 60_000, later(119_000))).toEqual([]);
      expect((await a.claimOutbox(10, 60_000, later(120_000))).map((i) => i.id)).toEqual([retry!.id]);
      expect(await a.pendingOutbox()).toBe(1);
    });

    it("double opt-in: a subscriber only after confirming; confirming needs a request; withdrawing resets it", async () => {
      await target.fresh();
      const store = await open();
      await store.submit(record("yes@example.com"), T0);
      await store.submit(record("no@example.com", { answers: { ...ANSWERS, stayInformed: "web" } }), T0);
      expect(await store.subscribers()).toEqual([]);
      const yes = await store.get("yes@example.com");
      const no = await store.get("no@example.com");
      expect(await store.confirm(no!.token, later(1))).toBe(false);
      expect(await store.confirm(yes!.token, later(2))).toBe(true);
      expect(await store.subscribers()).toEqual([
        {
          email: "yes@example.com",
          language: "en",
          path: "/path/irmaa-planning",
          confirmedAt: later(2).toISOString(),
          updatedAt: T0.toISOString(),
        },
      ]);
      await store.submit(record("yes@example.com", { answers: { ...ANSWERS, stayInformed: "web" } }), later(3));
      expect(await store.subscribers()).toEqual([]);
      expect(await store.confirm("not-a-token-at-all", later(4))).toBe(false);
    });

    it("remove by token deletes the row and its pending e-mails, and only that row", async () => {
      await target.fresh();
      const store = await open();
      await store.submit(record("gone@example.com"), T0);
      await store.submit(record("kept@example.com"), T0);
      const gone = await store.get("gone@example.com");
      expect(await store.remove(gone!.token)).toBe(true);
      expect(await store.remove(gone!.token)).toBe(false);
      expect(await store.get("gone@example.com")).toBeUndefined();
      expect(await store.count()).toBe(1);
      const due = await store.claimOutbox(10, 60_000, later(1));
      expect(due.map((i) => i.email)).toEqual(["kept@example.com"]);
    });

    it("retention: purge removes rows not updated since the cutoff, old outbox rows and expired rate windows", async () => {
      await target.fresh();
      const store = await open();
      await store.submit(record("old@example.com"), T0);
      await store.submit(record("new@example.com"), later(40 * DAY));
      await store.hitRateLimit("198.51.100.1", 5, 60_000, T0);
      const [item] = await store.claimOutbox(1, 60_000, later(1));
      await store.completeOutbox(item!.id, later(2));
      const result = await store.purge(later(10 * DAY), later(40 * DAY));
      expect(result.submissions).toBe(1);
      expect(result.rateLimits).toBe(1);
      expect(await store.get("old@example.com")).toBeUndefined();
      expect(await store.get("new@example.com")).toBeDefined();
    });

    it("one link secret per database, the same for every connection and after reopening", async () => {
      await target.fresh();
      const a = await open();
      const secret = await a.linkSecret();
      expect(secret.length).toBe(32);
      const b = await open();
      expect((await b.linkSecret()).equals(secret)).toBe(true);
    });
  });
}
