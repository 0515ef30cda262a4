import { describe, expect, it } from "vitest";
import { compareLetters, filterTerms, foldText, groupByLetter, letterOf, sortTerms } from "./filter.ts";

const t = (term: string, definition = "A definition.") => ({ term, definition, letter: letterOf(term) });

const TERMS = [
  t("Premium", "The amount you pay each month for coverage."),
  t("IRMAA (Income-Related Monthly Adjustment Amount)", "An extra amount people with higher incomes pay."),
  t("Deductible", "What you pay before Medicare pays."),
  t("Network", "The doctors a plan has a contract with."),
];
const ES = [
  t("Período de Inscripción Inicial (IEP)", "Su primera oportunidad para inscribirse."),
  t("Prima", "La cantidad que usted paga cada mes."),
  t("Días de reserva de por vida", "Días adicionales de hospital."),
  t("Ñame", "Una palabra para probar la letra Ñ."),
  t("Nivel", "Otra palabra."),
];

describe("foldText", () => {
  it("lower-cases, removes accents and collapses spaces", () => {
    expect(foldText("  Período   de BENEFICIOS ")).toBe("periodo de beneficios");
    expect(foldText("Días")).toBe("dias");
    expect(foldText("año")).toBe("ano");
    expect(foldText("")).toBe("");
  });
});

describe("filterTerms", () => {
  it("keeps every term, in order, for an empty or blank query", () => {
    expect(filterTerms(TERMS, "")).toEqual(TERMS);
    expect(filterTerms(TERMS, "   ")).toEqual(TERMS);
    expect(filterTerms(TERMS, "")).not.toBe(TERMS); // a copy
  });

  it("matches the term, case-insensitively", () => {
    expect(filterTerms(TERMS, "irmaa").map((x) => x.term)).toEqual([TERMS[1]?.term]);
    expect(filterTerms(TERMS, "PREMIUM").map((x) => x.term)).toEqual(["Premium"]);
  });

  it("matches inside the definition too", () => {
    expect(filterTerms(TERMS, "contract").map((x) => x.term)).toEqual(["Network"]);
    expect(filterTerms(TERMS, "pay").map((x) => x.term)).toEqual([
      "Premium",
      "IRMAA (Income-Related Monthly Adjustment Amount)",
      "Deductible",
    ]);
  });

  it("is a substring match: part of a word matches, and the query is trimmed", () => {
    expect(filterTerms(TERMS, "duct").map((x) => x.term)).toEqual(["Deductible"]);
    expect(filterTerms(TERMS, "  network  ").map((x) => x.term)).toEqual(["Network"]);
  });

  it("ignores accents in the query and in the text (Spanish)", () => {
    expect(filterTerms(ES, "periodo").map((x) => x.term)).toEqual(["Período de Inscripción Inicial (IEP)"]);
    expect(filterTerms(ES, "PERÍODO").map((x) => x.term)).toEqual(["Período de Inscripción Inicial (IEP)"]);
    expect(filterTerms(ES, "dias").map((x) => x.term)).toEqual(["Días de reserva de por vida"]);
    expect(filterTerms(ES, "inscripcion").length).toBe(1);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterTerms(TERMS, "zzz")).toEqual([]);
    expect(filterTerms(TERMS, "premium network")).toEqual([]);
  });

  it("treats the query as text, not a pattern", () => {
    expect(filterTerms(TERMS, ".*")).toEqual([]);
    expect(filterTerms([t("A (b)")], "(b)").length).toBe(1);
  });
});

describe("letterOf", () => {
  it("is the first letter, upper case, without accents", () => {
    expect(letterOf("premium")).toBe("P");
    expect(letterOf("Área")).toBe("A");
    expect(letterOf("Días de reserva")).toBe("D");
    expect(letterOf("“Donut hole”")).toBe("D");
  });
  it("keeps Ñ as its own letter", () => {
    expect(letterOf("ñame")).toBe("Ñ");
  });
  it("is empty for a term without letters", () => {
    expect(letterOf("")).toBe("");
  });
});

describe("groupByLetter and sorting", () => {
  it("groups terms under their letters, letters in alphabet order, Ñ after N", () => {
    const groups = groupByLetter(sortTerms(ES, "es"));
    expect(groups.map((g) => g.letter)).toEqual(["D", "N", "Ñ", "P"]);
    expect(groups.find((g) => g.letter === "P")?.terms.map((x) => x.term)).toEqual([
      "Período de Inscripción Inicial (IEP)",
      "Prima",
    ]);
  });

  it("groups nothing into nothing", () => {
    expect(groupByLetter([])).toEqual([]);
  });

  it("sorts ignoring case and accents", () => {
    expect(sortTerms([t("prima"), t("Período"), t("Días"), t("deducible")], "es").map((x) => x.term)).toEqual([
      "deducible",
      "Días",
      "Período",
      "prima",
    ]);
    expect(sortTerms([t("PPO"), t("Part A"), t("Premium"), t("Plan G")], "en").map((x) => x.term)).toEqual([
      "Part A",
      "Plan G",
      "PPO",
      "Premium",
    ]);
  });

  it("compares letters", () => {
    expect(compareLetters("A", "B")).toBeLessThan(0);
    expect(compareLetters("Ñ", "N")).toBeGreaterThan(0);
    expect(compareLetters("Ñ", "O")).toBeLessThan(0);
    expect(compareLetters("C", "C")).toBe(0);
  });
});
