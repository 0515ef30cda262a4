import { describe, expect, it } from "vitest";
import published from "../../a11y/published/acr.json" with { type: "json" };
import { checkDocuments } from "../pages/inline.ts";
import { NOT_COVERED, acrReport, conformanceKey, type PublishedAcr } from "./acr.ts";
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
    expect(conformanceKey("Partially Supports", "automated-only")).toBe("partiallySupports");
    expect(conformanceKey("Partially Supports", "no-transcript")).toBe("partiallySupports");
    // A snapshot written by the old rule is read by today's: one kind of evidence alone is not "Supports".
    expect(conformanceKey("Supports", "automated-only")).toBe("partiallySupports");
    expect(conformanceKey("Supports", "manual-only")).toBe("partiallySupports");
    expect(conformanceKey("Supports", "automated-and-manual")).toBe("supports");
    expect(conformanceKey("Partially Supports", "failures")).toBe("partiallySupports");
    expect(conformanceKey("Does Not Support", "failures")).toBe("doesNotSupport");
    expect(conformanceKey("Not Applicable", "not-applicable")).toBe("notApplicable");
    expect(conformanceKey("Not Applicable", "obsolete")).toBe("notApplicableObsolete");
    expect(conformanceKey("Not Evaluated", "none")).toBe("notEvaluated");
    expect(() => conformanceKey("Maybe", "none")).toThrow(/unknown conformance/);
  });
});

/** Published data of one "Partially Supports" row with its basis and evidence. */
const row = (id: string, basis: string, evidence: PublishedAcr["criteria"][number]["evidence"]) => ({
  ...data,
  criteria: [{ id, name: id, nameEs: id, level: "A", conformance: "Partially Supports", basis, evidence }],
});
const remarks = (d: PublishedAcr, lang: "en" | "es") => acrReport(lang, d).rows[0]!.remarks.map((r) => r.text);

describe('what a partly evidenced row lacks, and the links of its evidence (issue 26, "The ACR")', () => {
  const check = { kind: "check", ref: "language-identified", outcome: "pass", detail: "passed", ran: 212, failed: 0 };
  const sr = { kind: "manual", ref: "screen-reader-nvda-firefox", outcome: "not-run", detail: "planned" };

  it("says in each language what is not covered, as evaluate.ts does in English", () => {
    expect(remarks(row("3.1.1", "automated-only", [check]), "en")).toEqual([NOT_COVERED.en["automated-only"]]);
    expect(remarks(row("3.1.1", "automated-only", [check]), "es")).toEqual([NOT_COVERED.es["automated-only"]]);
    expect(remarks(row("3.1.2", "automated-only", [check, sr]), "en")[0]).toBe(
      NOT_COVERED.en["automated-only-screen-reader"],
    );
    expect(remarks(row("2.4.5", "manual-only", []), "es")).toEqual([NOT_COVERED.es["manual-only"]]);
    expect(remarks(row("2.4.6", "no-transcript", [check]), "en")).toEqual([NOT_COVERED.en["no-transcript"]]);
    for (const text of Object.values(NOT_COVERED.es)) expect(text).toMatch(/^Pruebas incompletas: /);
  });

  it("links a custom check to its description and its results in the results table, in both languages", () => {
    const en = acrReport("en", row("3.1.1", "automated-only", [check])).rows[0]!.evidence[0]!;
    expect(en.text).toBe("Custom Playwright check language-identified: no problems in 212 page views");
    expect(en.links).toEqual([
      {
        href: "/accessibility-report/results#check-language-identified",
        text: "Description of the language-identified check",
        hrefLang: "en",
      },
      {
        href: "/accessibility-report/results#check-language-identified-results",
        text: "Results of the language-identified check in this run",
        hrefLang: "en",
      },
    ]);
    const es = acrReport("es", row("3.1.1", "automated-only", [check])).rows[0]!.evidence[0]!;
    expect(es.links?.map((l) => [l.href, l.text])).toEqual([
      [checkDocuments("language-identified").description, "Descripción de la prueba language-identified"],
      [checkDocuments("language-identified").results, "Resultados de la prueba language-identified en esta ejecución"],
    ]);
  });

  it('says a check that did not run did not run (not "no problems in 0 page views")', () => {
    const notRun = { ...check, outcome: "not-run", ran: 0 };
    expect(acrReport("en", row("3.1.1", "automated-only", [notRun])).rows[0]!.evidence[0]!.text).toBe(
      "Custom Playwright check language-identified: not run in the run this report describes",
    );
  });

  it("links every check the published data cites, and every transcript in the language Orca spoke", () => {
    const rows = acrReport("en").rows;
    const pairs = rows.flatMap((r, i) => data.criteria[i]!.evidence.map((e, j) => ({ e, phrase: r.evidence[j]! })));
    const checks = pairs.filter(({ e }) => e.kind === "check");
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.map(({ phrase }) => phrase.links?.map((l) => l.href))).toEqual(
      checks.map(({ e }) => Object.values(checkDocuments(e.ref))),
    );
    const transcripts = pairs.filter(({ e }) => e.links?.length);
    expect(transcripts.length).toBeGreaterThan(0);
    expect(transcripts.map(({ phrase }) => phrase.links?.map((l) => [l.href, l.hrefLang, l.plainText]))).toEqual(
      transcripts.map(({ e }) => e.links!.map((h) => [h, h.includes("/es/") ? "es" : "en", true])),
    );
  });
});
