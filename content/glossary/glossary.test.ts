import { describe, expect, it } from "vitest";
import { getTerm, getTerms, TERM_IDS } from "./index.ts";
import { validate } from "./validate.ts";

describe("the encyclopedia content", () => {
  it("is valid (schemas, both languages, related ids, links, figures)", () => {
    expect(validate()).toEqual([]);
  });

  it("has about 45 terms, the same ones in English and Spanish", () => {
    expect(TERM_IDS.length).toBeGreaterThanOrEqual(45);
    expect(
      getTerms("en")
        .map((t) => t.id)
        .sort(),
    ).toEqual(
      getTerms("es")
        .map((t) => t.id)
        .sort(),
    );
  });

  it("has the anchors other pages link to", () => {
    for (const id of [
      "premium",
      "irmaa",
      "magi",
      "part-d",
      "medicare-advantage",
      "network",
      "sep",
      "catastrophic-coverage",
      "part-b-late-penalty",
      "part-b",
    ]) {
      expect(TERM_IDS).toContain(id);
    }
  });

  it("fills in figures and never leaves a token", () => {
    for (const lang of ["en", "es"] as const) {
      for (const term of getTerms(lang)) {
        expect(`${term.id}: ${term.definition} ${term.example}`).not.toMatch(/\{\{/);
      }
    }
    expect(getTerm("part-b", "en")?.definition).toMatch(/\$\d{3}\.\d{2} a month/);
  });

  it("explains that the donut hole ended in 2025", () => {
    expect(getTerm("donut-hole", "en")?.definition).toContain("ended on January 1, 2025");
    expect(getTerm("donut-hole", "es")?.definition).toContain("terminó el 1 de enero de 2025");
  });

  it("names related terms in the page's language and sorts in that language", () => {
    const irmaa = getTerm("irmaa", "es");
    expect(irmaa?.related.find((r) => r.id === "premium")?.term).toBe("Prima");
    const es = getTerms("es");
    expect(es[0]?.letter).toBe("A");
    expect(es.at(-1)?.letter).toBe("T");
  });

  it("resolves learn-more links per language", () => {
    expect(getTerm("magi", "es")?.learnMore).toEqual({
      kind: "official",
      url: "https://www.ssa.gov/espanol/beneficios/medicare/primas-medicare.html",
    });
    expect(getTerm("irmaa", "en")?.learnMore).toEqual({ kind: "internal", path: "/irmaa-income-brackets" });
    expect(getTerm("nope", "en")).toBeUndefined();
  });
});
