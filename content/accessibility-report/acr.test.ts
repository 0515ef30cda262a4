import { describe, expect, it } from "vitest";
import published from "../../a11y/published/acr.json" with { type: "json" };
import { acrReport, conformanceKey, type PublishedAcr } from "./acr.ts";
import { spanishEvidencePhrase } from "./evidence-es.ts";

const data = published as PublishedAcr;
const testAsserts = (d: PublishedAcr) =>
  d.criteria.flatMap((c) =>
    c.evidence
      .filter((e) => e.kind === "test")
      .map((e) => e.detail.replace(/ \((passed|failed) in this npm test run\)$/, "")),
  );

describe("acrReport: both languages from the same published data", () => {
  const en = acrReport("en");
  const es = acrReport("es");

  it("has one row per criterion in the same order, with the same levels and conformance", () => {
    expect(es.rows.map((r) => [r.id, r.level, r.conformance])).toEqual(
      en.rows.map((r) => [r.id, r.level, r.conformance]),
    );
    expect(en.rows).toHaveLength(data.criteria.length);
    expect(es.summary).toEqual(en.summary);
  });

  it("names every criterion in Spanish from the W3C translation (never the English name)", () => {
    for (const [i, row] of es.rows.entries()) {
      expect(row.name).toBe(data.criteria[i]!.nameEs);
      expect(row.name).not.toBe(en.rows[i]!.name);
    }
    expect(es.rows.find((r) => r.id === "2.4.11")?.name).toBe("Foco no oculto (mínimo)");
  });

  it("rebuilds the English remarks of a11y/acr/evaluate.ts from the structured results (the Evidence line is listed apart)", () => {
    for (const [i, row] of en.rows.entries()) {
      const stored = (data.criteria[i] as unknown as { remarks: string[] }).remarks
        .filter((r) => !r.startsWith("Evidence:"))
        .map((r) => r.replace(/page cells/g, "page views"));
      expect(row.remarks.map((r) => r.text)).toEqual(stored);
    }
  });

  it("has the same number of remarks and evidence items per row in both languages", () => {
    for (const [i, row] of es.rows.entries()) {
      expect(row.remarks).toHaveLength(en.rows[i]!.remarks.length);
      expect(row.evidence).toHaveLength(en.rows[i]!.evidence.length);
    }
  });

  it("leaves no English phrase in the Spanish report of the published data", () => {
    const english = [
      ...es.rows.flatMap((r) => [...r.remarks, ...r.evidence]),
      ...es.manualRecords.flatMap((m) => [m.title, m.testerRole, m.assistiveTechnology]),
      ...es.facts,
    ].filter((p) => p.lang === "en");
    expect(english).toEqual([]);
  });

  it("translates every free-text phrase of the published data (a new test or record needs its Spanish)", () => {
    const phrases = [
      ...testAsserts(data),
      ...data.manualRecords.flatMap((m) => [m.title, m.testerRole, m.assistiveTechnology]),
    ];
    expect(phrases.filter((p) => spanishEvidencePhrase(p) === undefined)).toEqual([]);
  });

  it("writes numbers in each language's format", () => {
    const big: PublishedAcr = {
      ...data,
      coverage: { cells: 1200, expected: 1632, missing: 432 },
      criteria: data.criteria.filter((c) => c.id === "1.4.10"),
    };
    expect(acrReport("en", big).rows[0]!.remarks.at(-1)?.text).toBe(
      "Automated results cover 1,200 of 1,632 page views.",
    );
    expect(acrReport("es", big).rows[0]!.remarks.at(-1)?.text).toBe(
      "Los resultados automáticos cubren 1,200 de 1,632 vistas de página.",
    );
  });

  it("marks an untranslated phrase as English instead of passing it off as Spanish", () => {
    const withNew: PublishedAcr = {
      ...data,
      manualRecords: [{ ...data.manualRecords[0]!, title: "A brand-new manual check" }],
    };
    expect(acrReport("es", withNew).manualRecords[0]!.title).toEqual({ text: "A brand-new manual check", lang: "en" });
  });
});

describe("a criterion that fails on a build fact (a run with a page above its reading level)", () => {
  const detail =
    "2 of 106 pages are above the reading-level target (US grade 8; Fernández-Huerta 60 in Spanish): /es/a, /b";
  const failing: PublishedAcr = {
    ...data,
    facts: { ...data.facts, "readability-scored": { holds: false, detail } },
    criteria: data.criteria.map((c) =>
      c.id === "3.1.5"
        ? {
            ...c,
            conformance: "Partially Supports",
            basis: "failures",
            evidence: [{ kind: "inventory", ref: "readability-scored", outcome: "fail", detail }],
          }
        : c,
    ),
  };

  const row = (lang: "en" | "es") => acrReport(lang, failing).rows.find((r) => r.id === "3.1.5")!;

  it("English: the remark a11y/acr/evaluate.ts writes; Spanish: in Spanish, with the pages it names", () => {
    expect(row("en").remarks).toEqual([{ text: `build fact readability-scored: ${detail}.` }]);
    expect(row("es").remarks).toEqual([
      {
        text: "Dato del sitio publicado readability-scored: Algunas de las 106 páginas están por encima del objetivo de nivel de lectura: /es/a, /b.",
      },
    ]);
  });
});

describe("conformanceKey", () => {
  it("maps every VPAT term and basis, and fails closed on an unknown one", () => {
    expect(conformanceKey("Supports", "automated-only")).toBe("supportsAutomated");
    expect(conformanceKey("Supports", "automated-and-manual")).toBe("supports");
    expect(conformanceKey("Partially Supports", "failures")).toBe("partiallySupports");
    expect(conformanceKey("Does Not Support", "failures")).toBe("doesNotSupport");
    expect(conformanceKey("Not Applicable", "not-applicable")).toBe("notApplicable");
    expect(conformanceKey("Not Applicable", "obsolete")).toBe("notApplicableObsolete");
    expect(conformanceKey("Not Evaluated", "none")).toBe("notEvaluated");
    expect(() => conformanceKey("Maybe", "none")).toThrow(/unknown conformance/);
  });
});
