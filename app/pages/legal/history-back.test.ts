import { describe, expect, it } from "vitest";
import { canGoBack } from "./history-back.ts";

const origin = "https://medicare-guide.example";
const base = { historyState: null, historyLength: 1, referrer: "", origin };

describe("canGoBack", () => {
  it("is true after a client-side navigation (router history index above 0)", () => {
    expect(canGoBack({ ...base, historyState: { idx: 2 }, historyLength: 3 })).toBe(true);
  });

  it("is false on the first entry with no referrer (typed address, bookmark)", () => {
    expect(canGoBack({ ...base, historyState: { idx: 0 } })).toBe(false);
    expect(canGoBack(base)).toBe(false);
  });

  it("is true when the visitor came from another page of this site in this tab", () => {
    expect(canGoBack({ ...base, historyLength: 2, referrer: `${origin}/news` })).toBe(true);
  });

  it("is false for another site, a page opened in a new tab, or a broken referrer", () => {
    expect(canGoBack({ ...base, historyLength: 2, referrer: "https://www.google.com/" })).toBe(false);
    expect(canGoBack({ ...base, historyLength: 1, referrer: `${origin}/news` })).toBe(false);
    expect(canGoBack({ ...base, historyLength: 2, referrer: "not a url" })).toBe(false);
  });
});
