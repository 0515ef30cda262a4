import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustProxy } from "./client-address.ts";

describe("client address behind proxies (TRUST_PROXY=<hops>)", () => {
  it("trusts no header by default", () => {
    expect(clientAddress("203.0.113.7", "127.0.0.1", 0)).toBe("127.0.0.1");
  });

  it("reads X-Forwarded-For from the right: the client cannot choose its key", () => {
    // One proxy appended the real client (198.51.100.1) after whatever the client wrote.
    expect(clientAddress("203.0.113.7, 198.51.100.1", "10.0.0.2", 1)).toBe("198.51.100.1");
    expect(clientAddress("1.1.1.1, 2.2.2.2, 198.51.100.1", "10.0.0.2", 1)).toBe("198.51.100.1");
    // Two proxies: the second appended the first.
    expect(clientAddress("203.0.113.7, 198.51.100.1, 10.0.0.3", "10.0.0.2", 2)).toBe("198.51.100.1");
    // Fewer entries than hops: the leftmost there is.
    expect(clientAddress("198.51.100.1", "10.0.0.2", 5)).toBe("198.51.100.1");
    expect(clientAddress(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
  });

  it("parses TRUST_PROXY as a number of hops and refuses anything else", () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy("")).toBe(0);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy(" 2 ")).toBe(2);
    for (const bad of ["true", "yes", "-1", "1.5", "100"]) expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
  });
});
