import { describe, expect, it } from "vitest";
import { CURRENT_PLAN_YEAR, getFigure } from "@medicare-guide/content/figures/index";
import { partBForYear, partBYearSchema } from "./model.ts";

describe("partBForYear", () => {
  const monthly = getFigure("partB.premium", CURRENT_PLAN_YEAR).value;
  it("a full year is twelve standard premiums; three months, three", () => {
    expect(partBForYear({ months: "12" }).total).toBeCloseTo(monthly * 12, 2);
    expect(partBForYear({ months: "3" })).toEqual({ months: 3, monthly, total: expect.closeTo(monthly * 3, 2) });
  });
  it("refuses a month count outside 1-12, and the form refuses an unlisted answer", () => {
    expect(() => partBForYear({ months: "13" as "12" })).toThrow(RangeError);
    expect(partBYearSchema.safeParse({ months: "7" }).success).toBe(false);
  });
});
