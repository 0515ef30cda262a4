import { afterEach, describe, expect, it, vi } from "vitest";
import { postForm, postJson } from "./send-result.ts";

const body = { email: "a@b.co", answers: { age: "enrolled" } };
const online = () => true;
/** fetch as it fails when no server answers (offline, DNS, a dropped connection). */
const unreachable = async (): Promise<Response> => {
  throw new TypeError("Failed to fetch");
};

/** A server that answers, with an error. */
const busy = async () => new Response("Service Unavailable", { status: 503 });

afterEach(() => vi.restoreAllMocks());

describe("postJson", () => {
  it("posts JSON once and is 'sent' on 2xx", async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => new Response("{}", { status: 200 }));
    expect(await postJson("/api/x", body, { fetchFn, isOnline: online })).toBe("sent");
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe("/api/x");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it("is 'not-sent' without trying when the device says it is offline", async () => {
    const fetchFn = vi.fn<typeof fetch>();
    expect(await postJson("/api/x", body, { fetchFn, isOnline: () => false })).toBe("not-sent");
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("is 'not-sent' when fetch rejects (no server answered), and logs no personal data", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await postJson("/api/x", body, { fetchFn: unreachable, isOnline: online })).toBe("not-sent");
    expect(JSON.stringify(warn.mock.calls)).not.toContain("a@b.co");
  });

  it("is 'failed' when a server answered with an error status (never claims it was sent)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const status of [400, 429, 500, 503]) {
      const fetchFn = async () => new Response("no", { status });
      expect(await postJson("/api/x", body, { fetchFn, isOnline: online })).toBe("failed");
    }
    expect(JSON.stringify(warn.mock.calls)).not.toContain("a@b.co");
  });
});

describe("postForm", () => {
  const fields = new URLSearchParams({ action: "delete" });
  const link = "https://site.example/email-preferences?t=tok&s=sig";

  it("posts the fields urlencoded, once, following the redirect: 'sent' with the answer", async () => {
    const fetchFn = vi.fn<typeof fetch>(async () => new Response("page", { status: 200 }));
    const answer = await postForm(link, fields, "email-preferences", { fetchFn, isOnline: online });
    expect(answer.result).toBe("sent");
    expect(await answer.response?.text()).toBe("page");
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe(link);
    expect(init).toMatchObject({ method: "POST", redirect: "follow" });
    expect(init?.body).toBe(fields);
  });

  it("offline: 'not-sent' without trying; no server: 'not-sent'; an error status: 'failed'; logs never name the link", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchFn = vi.fn<typeof fetch>();
    expect((await postForm(link, fields, "email-preferences", { fetchFn, isOnline: () => false })).result).toBe(
      "not-sent",
    );
    expect(fetchFn).not.toHaveBeenCalled();
    expect((await postForm(link, fields, "email-preferences", { fetchFn: unreachable, isOnline: online })).result).toBe(
      "not-sent",
    );
    expect((await postForm(link, fields, "email-preferences", { fetchFn: busy, isOnline: online })).result).toBe(
      "failed",
    );
    expect(warn).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/tok|sig/);
  });
});
