import { describe, expect, it } from "vitest";
import { officialFrom, presentedPlanYear, presentedPlanYears } from "./plan-year.ts";
import { SOURCES } from "./sources.ts";
import { PLAN_YEAR_FILES } from "./years/index.ts";
import { PLAN_YEAR_LIST } from "./years/list.ts";

describe("plan year list", () => {
  it("lists exactly the figures files, in order", () => {
    expect(PLAN_YEAR_LIST.map((e) => e.year)).toEqual(PLAN_YEAR_FILES.map((f) => f.year));
  });

  it("dates each year from the publication of its Part B premium's source (a published, not unverified figure)", () => {
    for (const file of PLAN_YEAR_FILES) {
      const premium = file.figures["partB.premium"];
      expect(premium?.status).not.toBe("U");
      expect(officialFrom(file.year)).toBe(SOURCES[premium?.sourceId ?? ""]?.date);
    }
  });
});

describe("presentedPlanYear", () => {
  it("presents a year from January 1, or from its Open Enrollment once its figures are official", () => {
    expect(presentedPlanYear("2025-10-14")).toBe(2025);
    // 2026's Part B premium was published on 2025-11-19, inside Open Enrollment: from then, 2026.
    expect(presentedPlanYear("2025-11-18")).toBe(2025);
    expect(presentedPlanYear("2025-11-19")).toBe(2026);
    expect(presentedPlanYear("2026-01-01")).toBe(2026);
    // No 2027 figures yet: 2026 stays, whatever the date.
    expect(presentedPlanYear("2027-03-01")).toBe(2026);
    expect(presentedPlanYears("2025-11-19")).toEqual([2025, 2026]);
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    expect(() => presentedPlanYear("2026-13-01")).toThrow(RangeError);
    expect(() => presentedPlanYear("11/20/2026")).toThrow(RangeError);
  });
});
