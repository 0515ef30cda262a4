import { describe, expect, it } from "vitest";
import { getFigure, getIllustrative, isPublishable } from "@medicare-guide/content/figures/index";
import { comparePlans, comparisonFormSchema, recommend, type Preference } from "./model.ts";

describe("plan comparison: the spec's recommendation rule (9.6), all 8 combinations", () => {
  it.each<[Preference[], "medigap" | "advantage"]>([
    [[], "advantage"],
    [["travel"], "advantage"],
    [["doctorChoice"], "medigap"],
    [["predictableCosts"], "medigap"],
    [["predictableCosts", "travel"], "medigap"],
    [["doctorChoice", "predictableCosts"], "medigap"],
    [["doctorChoice", "travel"], "medigap"],
    [["doctorChoice", "predictableCosts", "travel"], "medigap"],
  ])("%j -> %s", (preferences, expected) => {
    expect(recommend(preferences)).toBe(expected);
    expect(comparePlans({ preferences }).recommendation).toBe(expected);
  });

  it("keeps the chosen preferences in form order", () => {
    expect(comparePlans({ preferences: ["travel", "doctorChoice"] }).preferences).toEqual(["doctorChoice", "travel"]);
  });
});

describe("plan comparison: the table (official figures for 2026, the rest illustrative)", () => {
  const r = comparePlans({ preferences: [] });
  const row = (id: string) => r.rows.find((x) => x.id === id)!;

  it("premiums: Original = the Part B premium; Advantage and Medigap ranges illustrative", () => {
    expect(r.year).toBe(2026);
    expect(row("premium").cells.original).toEqual({
      kind: "amount",
      value: getFigure("partB.premium").value,
      illustrative: false,
    });
    const ma = getIllustrative("planComparison.premium.advantage");
    expect(row("premium").cells.advantage).toEqual({ kind: "range", min: ma.min, max: ma.max, illustrative: true });
    const mg = getIllustrative("planComparison.premium.medigap");
    expect(row("premium").cells.medigap).toEqual({ kind: "range", min: mg.min, max: mg.max, illustrative: true });
  });

  it("deductibles: the Part B deductible for Original and Medigap; Advantage range illustrative", () => {
    const ded = getFigure("partB.deductible").value;
    expect(row("deductible").cells.original).toEqual({ kind: "amount", value: ded, illustrative: false });
    expect(row("deductible").cells.medigap).toEqual({ kind: "amount", value: ded, illustrative: false });
    expect(row("deductible").cells.advantage).toMatchObject({ kind: "range", illustrative: true });
  });

  it("out-of-pocket: none for Original, an illustrative range for Advantage, minimal for Medigap", () => {
    expect(row("oopMax").cells.original).toEqual({ kind: "text", key: "noLimit" });
    expect(row("oopMax").cells.medigap).toEqual({ kind: "text", key: "minimal" });
    const oop = getIllustrative("planComparison.oopMax.advantage");
    expect(row("oopMax").cells.advantage).toEqual({ kind: "range", min: oop.min, max: oop.max, illustrative: true });
  });

  it("gives no federal in-network out-of-pocket limit while no CMS document for it could be read (issue 25)", () => {
    expect(isPublishable("ma.moop.inNetwork", 2026)).toBe(false);
    expect(r.federalOopLimit).toBeNull();
    expect(comparePlans({ preferences: [] }, 2025).federalOopLimit).toBeNull();
  });
});

const messages = (v: unknown) => {
  const res = comparisonFormSchema.safeParse(v);
  return res.success ? {} : Object.fromEntries(res.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("plan comparison: form rules (spec section 5: needs a ZIP code)", () => {
  it("ZIP required, 5 digits; preferences optional", () => {
    expect(messages({ zip: "" })).toEqual({ zip: "tools:errors.zipRequired" });
    expect(messages({ zip: "1234", preferences: ["travel"] })).toEqual({ zip: "tools:errors.zipFormat" });
    expect(messages({ zip: "10001" })).toEqual({});
    expect(comparisonFormSchema.parse({ zip: "10001" }).preferences).toEqual([]);
  });
});
