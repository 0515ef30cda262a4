import { describe, expect, it } from "vitest";
import { EXIT_INTENT_SESSION_KEY, isLeavingThroughTop, markShown, wasShown } from "./exit-intent.ts";

describe("exit intent", () => {
  it("opens only when the pointer leaves through the top of the window", () => {
    expect(isLeavingThroughTop({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isLeavingThroughTop({ clientY: -5, relatedTarget: null })).toBe(true);
    expect(isLeavingThroughTop({ clientY: 1, relatedTarget: null })).toBe(false);
    expect(isLeavingThroughTop({ clientY: 0, relatedTarget: {} as EventTarget })).toBe(false);
  });
  it("remembers the session flag and survives blocked storage", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(wasShown(storage)).toBe(false);
    markShown(storage);
    expect(store.get(EXIT_INTENT_SESSION_KEY)).toBe("true");
    expect(wasShown(storage)).toBe(true);
    const blocked = {
      getItem: () => {
        throw new Error("no");
      },
      setItem: () => {
        throw new Error("no");
      },
    };
    expect(wasShown(blocked)).toBe(false);
    expect(() => markShown(blocked)).not.toThrow();
  });
});
