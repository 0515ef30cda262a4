import { describe, expect, it } from "vitest";
import { irmaaTable } from "../figures/irmaa.ts";
import { INCOME_BANDS, QUIZ_INCOME_YEAR, formatDollars, incomeLabelValues } from "./income-bands.ts";
import { INCOME_OPTIONS } from "./options.ts";

/** The amount an option value names: "103k-129k" -> [103000, 129000]. */
const named = (option: string) => [...option.matchAll(/(\d+)k/g)].map((m) => Number(m[1]) * 1000);

describe("quiz income bands", () => {
  it("come from the IRMAA table of the year the quiz uses", () => {
    const { single, "married-joint": joint } = irmaaTable(QUIZ_INCOME_YEAR).thresholds;
    expect(INCOME_BANDS.under103k).toEqual({
      year: QUIZ_INCOME_YEAR,
      singleMin: null,
      singleMax: single[0],
      jointMin: null,
      jointMax: joint[0],
    });
    expect(INCOME_BANDS["103k-129k"]).toMatchObject({
      singleMin: single[0],
      singleMax: single[1],
      jointMin: joint[0],
      jointMax: joint[1],
    });
    expect(INCOME_BANDS["129k-161k"]).toMatchObject({
      singleMin: single[1],
      singleMax: single[2],
      jointMin: joint[1],
      jointMax: joint[2],
    });
    expect(INCOME_BANDS.over161k).toMatchObject({
      singleMin: single[2],
      singleMax: null,
      jointMin: joint[2],
      jointMax: null,
    });
  });

  it("match the amounts the spec's option values name, and joint is twice single", () => {
    for (const option of INCOME_OPTIONS) {
      const band = INCOME_BANDS[option];
      const edges = [band.singleMin, band.singleMax].filter((n) => n !== null);
      expect(edges).toEqual(named(option));
      expect(band.jointMax).toBe(band.singleMax === null ? null : band.singleMax * 2);
      expect(band.jointMin).toBe(band.singleMin === null ? null : band.singleMin * 2);
    }
  });

  it("bands meet without gaps", () => {
    for (let i = 1; i < INCOME_OPTIONS.length; i += 1) {
      const prev = INCOME_BANDS[INCOME_OPTIONS[i - 1]!];
      const band = INCOME_BANDS[INCOME_OPTIONS[i]!];
      expect(band.singleMin).toBe(prev.singleMax);
      expect(band.jointMin).toBe(prev.jointMax);
    }
  });

  it("format amounts per language, leaving out open edges", () => {
    const [first] = named("under103k");
    expect(formatDollars(first!, "en")).toBe(`$${first!.toLocaleString("en-US")}`);
    expect(formatDollars(first!, "es")).toContain(first!.toLocaleString("en-US"));
    expect(formatDollars(first! + 0.4, "en")).toBe(formatDollars(first!, "en"));
    const values = incomeLabelValues("over161k", "en");
    expect(Object.keys(values).sort()).toEqual(["jointMin", "singleMin", "year"]);
    expect(values.year).toBe(String(QUIZ_INCOME_YEAR));
  });
});
