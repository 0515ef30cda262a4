import { describe, expect, it } from "vitest";
import { tipsFor, tipIndexForDate, TIPS } from "./index.ts";
import { validate } from "./validate.ts";

describe("tips", () => {
  it("are valid and resolve their figures in both languages", () => {
    expect(validate()).toEqual([]);
    expect(tipsFor("en").join(" ")).not.toContain("{{");
    expect(tipsFor("es")).toHaveLength(TIPS.length);
  });
  it("one tip per local calendar day, cycling", () => {
    const a = tipIndexForDate(new Date(2026, 10, 23, 0, 1), TIPS.length);
    expect(tipIndexForDate(new Date(2026, 10, 23, 23, 59), TIPS.length)).toBe(a);
    expect(tipIndexForDate(new Date(2026, 10, 24, 0, 0), TIPS.length)).toBe((a + 1) % TIPS.length);
    expect(tipIndexForDate(new Date(2026, 10, 23 + TIPS.length), TIPS.length)).toBe(a);
    expect(() => tipIndexForDate(new Date(), 0)).toThrow(RangeError);
  });
});
