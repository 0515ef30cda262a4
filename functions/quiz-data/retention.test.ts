import { describe, expect, it } from "vitest";
import { privacyPolicy as en } from "../../content/pages/en/privacy-policy.ts";
import { privacyPolicy as es } from "../../content/pages/es/privacy-policy.ts";
import { DEFAULT_RETENTION_MONTHS, retentionCutoff, retentionMonthsFromEnv } from "./index.ts";

const howLong = (page: typeof en) => JSON.stringify(page.sections.find((s) => s.id === "how-long"));

describe("retention", () => {
  it("the privacy policy states the default period in both languages", () => {
    expect(howLong(en)).toContain(`${DEFAULT_RETENTION_MONTHS} months`);
    expect(howLong(es)).toContain(`${DEFAULT_RETENTION_MONTHS} meses`);
  });

  it("RETENTION_MONTHS: default 24, whole months 1-120, anything else refused", () => {
    expect(retentionMonthsFromEnv({})).toBe(24);
    expect(retentionMonthsFromEnv({ RETENTION_MONTHS: "12" })).toBe(12);
    for (const bad of ["0", "-1", "1.5", "abc", "121"]) {
      expect(() => retentionMonthsFromEnv({ RETENTION_MONTHS: bad })).toThrow(/RETENTION_MONTHS/);
    }
  });

  it("the cutoff is that many calendar months back", () => {
    expect(retentionCutoff(new Date("2026-11-27T10:00:00.000Z"), 24).toISOString()).toBe("2024-11-27T10:00:00.000Z");
  });
});
