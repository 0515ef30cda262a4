import { afterEach, describe, expect, it, vi } from "vitest";
import { postJson } from "./send-result.ts";

const body = { email: "a@b.co", answers: { age: "enrolled" } };
const online = () => true;
/** fetch as it fails when no server answers (offline, DNS, a dropped connection). */
const unreachable = async (): Promise<Response> => {
  throw new TypeError("Failed to fetch");
};

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
