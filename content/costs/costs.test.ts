// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  COST_CARDS,
  IRMAA_GUIDE,
  KEY_FIGURES,
  costPageYearOf,
  getCostsPage,
  getIrmaaGuide,
  publishedText,
  sumFigures,
} from "./index.ts";
import { validate, validateCosts } from "./validate.ts";

const moop = (year: 2025 | 2026) =>
  getCostsPage(year, "en")
    .cards.find((c) => c.id === "medicare-advantage")
    ?.items.find((i) => i.id === "moop");

describe("content/costs", () => {
  it("is valid", () => {
    expect(validate()).toEqual([]);
  });

  it("reads the plan year from the page path, in both languages", () => {
    expect(costPageYearOf("/medicare-costs-2025")).toBe(2025);
    expect(costPageYearOf("/es/medicare-costs-2026")).toBe(2026);
    expect(costPageYearOf("/es/medicare-costs-2026.data")).toBe(2026);
    expect(() => costPageYearOf("/medicare-costs-2024")).toThrow("No Medicare costs page");
    expect(() => costPageYearOf("/irmaa-income-brackets")).toThrow("No Medicare costs page");
  });

  it("shows each year's official figures, not the spec's mixed years", () => {
    const y2025 = getCostsPage(2025, "en");
    const y2026 = getCostsPage(2026, "en");
    const key = (page: typeof y2025, id: string) => page.keyFigures.find((k) => k.id === id);
    expect(key(y2025, "part-a-premium")?.amount).toBe("$0 a month");
    expect(key(y2025, "part-b-premium")?.amount).toBe("$185.00 a month");
    expect(key(y2026, "part-b-premium")?.amount).toBe("$202.90 a month");
    expect(key(y2025, "irmaa-start")?.amount).toBe("$106,000 (single)");
    expect(key(y2025, "irmaa-start")?.text).toContain("$212,000");
    expect(key(y2025, "irmaa-start")?.text).toContain("2023");
    expect(key(y2026, "irmaa-start")?.amount).toBe("$109,000 (single)");
    // highest IRMAA = top Part B adjustment + top Part D adjustment
    expect(key(y2025, "irmaa-max")?.amount).toBe("$529.70 a month");
    expect(key(y2026, "irmaa-max")?.amount).toBe("$578.00 a month");
    expect(y2025.otherYear).toBe(2026);
    expect(y2026.otherYear).toBe(2025);
  });

  it("the MA in-network limit: no CMS document could be read (issue 25), so no amount, a reason, no source", () => {
    for (const year of [2025, 2026] as const) {
      expect(moop(year)?.value).toBeNull();
      expect(moop(year)?.sources).toEqual([]);
      expect(moop(year)?.note).toBe(
        `Not confirmed for ${year}: we could not read the CMS document that sets this limit, so we do not show an amount. Ask the plan for its limit.`,
      );
      const es = getCostsPage(year, "es")
        .cards.find((c) => c.id === "medicare-advantage")
        ?.items.find((i) => i.id === "moop");
      expect(es?.value).toBeNull();
      expect(es?.note).toContain(`No está confirmado para ${year}`);
    }
  });

  it("cites a source for every amount and lists each source once", () => {
    for (const year of [2025, 2026] as const) {
      const page = getCostsPage(year, "es");
      const amounts = page.cards.flatMap((card) => card.items).filter((item) => item.value !== null);
      expect(amounts.length).toBeGreaterThan(10);
      expect(amounts.filter((item) => item.sources.length === 0).map((item) => item.id)).toEqual([]);
      const ids = page.sources.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(page.sources.every((s) => s.url.startsWith("http"))).toBe(true);
    }
  });

  it("sums figures to the cent", () => {
    expect(sumFigures(["irmaa.tier5.partBAdjustment", "irmaa.tier5.partDAdjustment"], 2024)).toBe(500.3);
  });

  it("fills the guide for the year in Spanish", () => {
    const guide = getIrmaaGuide("es", 2026);
    const lookback = guide.sections.find((s) => s.id === "lookback");
    expect(lookback?.paragraphs[0]).toContain("2024");
    expect(lookback?.paragraphs.join(" ")).toContain("$109,000");
    expect(guide.sources.length).toBeGreaterThan(0);
  });

  it("reports English and Spanish texts with different figures, and a missing unavailable text", () => {
    const [first, ...rest] = KEY_FIGURES;
    if (!first) throw new Error("no key figures");
    const broken = { ...first, text: { en: "{{fig:partB.premium}}", es: "sin cifra" } };
    expect(validateCosts([broken, ...rest], COST_CARDS, IRMAA_GUIDE).join("\n")).toMatch(/different figures/);
    // An item whose 2026 figure is unverified (the combined MA limit) and that says nothing in its place.
    const [card, ...otherCards] = COST_CARDS;
    const [item] = card?.items ?? [];
    if (!card || !item) throw new Error("no cost cards");
    const unverified = { ...item, id: "combined", figures: ["ma.moop.combined" as const], unavailable: undefined };
    const cards = [{ ...card, items: [...card.items, unverified] }, ...otherCards];
    expect(validateCosts(KEY_FIGURES, cards, IRMAA_GUIDE).join("\n")).toMatch(/no publishable 2026 figure/);
  });

  it("explains defined words in place: first use in running text only, labels and titles plain, every word listed", () => {
    for (const lang of ["en", "es"] as const) {
      const page = getCostsPage(2026, lang);
      const running = [
        ...page.keyFigures.map((k) => k.text),
        ...page.cards.flatMap((c) => [c.intro, ...c.items.map((i) => i.note ?? "")]),
      ].join("\n");
      const marked = [...running.matchAll(/\{\{term:([a-z0-9-]+)\|/g)].map((m) => m[1]);
      expect(marked).toContain("irmaa");
      expect(marked).toContain("deductible");
      expect(new Set(marked).size).toBe(marked.length);
      const plainParts = [
        ...page.keyFigures.map((k) => k.title),
        ...page.cards.flatMap((c) => [c.title, ...c.items.map((i) => i.label)]),
      ];
      expect(plainParts.join("\n")).not.toContain("{{");
      // Words used only in labels (coinsurance, lifetime reserve days) are still listed.
      expect(page.terms.map((t) => t.id)).toEqual(
        expect.arrayContaining([...marked, "coinsurance", "lifetime-reserve-days"]),
      );
      expect(page.terms.every((t) => t.href.endsWith(`encyclopedia#${t.id}`) && t.definition.length > 0)).toBe(true);
    }
    expect(getIrmaaGuide("es").terms.map((t) => t.id)).toContain("magi");
  });

  it("an unknown glossary id in the costs content fails (and so the build)", () => {
    const [first, ...rest] = KEY_FIGURES;
    if (!first) throw new Error("no key figures");
    const broken = { ...first, text: { en: "A {{term:not-a-term|word}}.", es: "Una {{term:not-a-term|palabra}}." } };
    expect(() => getCostsPage(2026, "en", { keyFigures: [broken, ...rest], cards: COST_CARDS })).toThrow(
      /Unknown glossary term "not-a-term"/,
    );
  });

  it("says a source's date in words, in the page's language, a month-only date as month and year", () => {
    expect(publishedText("2024-11-14", "en")).toBe("November 14, 2024");
    expect(publishedText("2024-11-14", "es")).toBe("14 de noviembre de 2024");
    expect(publishedText("2024-12", "en")).toBe("December 2024");
    expect(publishedText("2024-12", "es")).toBe("diciembre de 2024");
    // January 1 stays January 1 whatever the machine's time zone.
    expect(publishedText("2026-01-01", "en")).toBe("January 1, 2026");
    expect(() => publishedText("14/11/2024", "en")).toThrow(/Not a source date/);
    expect(() => publishedText("2024-13-01", "en")).toThrow(/Not a source date/);
    // The costs pages get it with their sources.
    const sources = getCostsPage(2026, "es").sources;
    expect(sources.some((s) => s.published?.endsWith(" de 2025"))).toBe(true);
  });
});
