import { describe, expect, it } from "vitest";
import { PageErrorLog, describePageError, isCountedConsoleError, isHydrationError, reactErrorCode } from "./log.ts";

// What Chromium reports for the built cost page whose h1 was changed to "2O26" (React 19.3, production).
const MISMATCH =
  "Error: Minified React error #418; visit https://react.dev/errors/418?args[]=text&args[]= for the full message or use the non-minified dev environment for full errors and additional helpful warnings.";
const PAGE = "http://127.0.0.1:6102/medicare-costs-2026";

describe("which errors count", () => {
  it("reads React's production error code", () => {
    expect(reactErrorCode(MISMATCH)).toBe(418);
    expect(reactErrorCode("TypeError: x is undefined")).toBeUndefined();
  });

  it("knows React's hydration errors by code and, in development builds, by word", () => {
    for (const code of [418, 419, 421, 422, 423, 425])
      expect(isHydrationError(`Minified React error #${code}; visit`)).toBe(true);
    expect(isHydrationError("Minified React error #185; visit")).toBe(false);
    expect(isHydrationError("Hydration failed because the server rendered text didn't match the client.")).toBe(true);
    expect(isHydrationError("TypeError: x is undefined")).toBe(false);
  });

  it("counts console errors from React or about hydration, not other console errors", () => {
    expect(isCountedConsoleError(MISMATCH)).toBe(true);
    expect(isCountedConsoleError("Minified React error #185; visit")).toBe(true);
    expect(isCountedConsoleError("A tree hydrated but some attributes did not match")).toBe(true);
    expect(isCountedConsoleError("Failed to load resource: the server responded with a status of 503")).toBe(false);
  });
});

describe("PageErrorLog", () => {
  it("fails on every uncaught error, naming the page and what a hydration code means", () => {
    const log = new PageErrorLog();
    log.record({ source: "uncaught", text: MISMATCH, url: PAGE });
    log.record({ source: "uncaught", text: "TypeError: x is undefined\n    at foo", url: "" });
    expect(log.problems()).toEqual([
      `uncaught page error at ${PAGE}: ${MISMATCH} (React #418: the client's first render did not match the prerendered HTML)`,
      "uncaught page error: TypeError: x is undefined",
    ]);
  });

  it("ignores console errors that do not count, and lists a repeated error once", () => {
    const log = new PageErrorLog();
    log.record({ source: "console", text: "Failed to load resource: net::ERR_FAILED", url: PAGE });
    expect(log.problems()).toEqual([]);
    log.record({ source: "console", text: MISMATCH, url: PAGE });
    log.record({ source: "console", text: MISMATCH, url: PAGE });
    expect(log.problems()).toEqual([describePageError({ source: "console", text: MISMATCH, url: PAGE })]);
  });

  it("lets a test allow the errors it provokes, and fails on an allowance nothing used", () => {
    const log = new PageErrorLog();
    log.allow(/Failed to fetch/, "the test breaks the server call");
    log.allow(/never thrown/, "a stale reason");
    log.record({ source: "uncaught", text: "TypeError: Failed to fetch", url: PAGE });
    expect(log.problems()).toEqual([
      "allowed error never happened: /never thrown/ (a stale reason); remove the allowance or fix the test",
    ]);
  });

  it("does not let an allowance hide a different error", () => {
    const log = new PageErrorLog();
    log.allow(/Failed to fetch/, "the test breaks the server call");
    log.record({ source: "uncaught", text: "TypeError: Failed to fetch", url: PAGE });
    log.record({ source: "uncaught", text: MISMATCH, url: PAGE });
    expect(log.problems()).toHaveLength(1);
    expect(log.problems()[0]).toContain("React #418");
  });

  it("needs a reason for an allowance", () => {
    expect(() => new PageErrorLog().allow(/x/, " ")).toThrow(/reason/);
  });
});
