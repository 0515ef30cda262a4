import { describe, expect, it, vi } from "vitest";
import { isNetworkFailure, loadWholePageOnNetworkFailure } from "./whole-page-on-failure.ts";

const at = { pathname: "/faq", search: "", hash: "#part-b" };

describe("loadWholePageOnNetworkFailure", () => {
  it.each(["Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"])(
    "a data request that reached no server (%s) loads the address whole, replacing the entry",
    (message) => {
      const replace = vi.fn<(url: string) => void>();
      expect(
        loadWholePageOnNetworkFailure(new TypeError(message), { location: at }, { location: { replace } } as never),
      ).toBe(true);
      expect(replace).toHaveBeenCalledWith("/faq#part-b");
    },
  );

  it("leaves every other error to the router's error boundary", () => {
    const replace = vi.fn<(url: string) => void>();
    const win = { location: { replace } } as never;
    expect(loadWholePageOnNetworkFailure(new Error("Failed to fetch"), { location: at }, win)).toBe(false);
    expect(loadWholePageOnNetworkFailure(new TypeError("x is not a function"), { location: at }, win)).toBe(false);
    expect(loadWholePageOnNetworkFailure(new Response("", { status: 500 }), { location: at }, win)).toBe(false);
    // A render error (React's errorInfo) is never a network failure, whatever its message.
    expect(loadWholePageOnNetworkFailure(new TypeError("Failed to fetch"), { location: at, errorInfo: {} }, win)).toBe(
      false,
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it("isNetworkFailure reads only fetch's own rejection", () => {
    expect(isNetworkFailure(new TypeError("Failed to fetch"), false)).toBe(true);
    expect(isNetworkFailure("Failed to fetch", false)).toBe(false);
  });
});
