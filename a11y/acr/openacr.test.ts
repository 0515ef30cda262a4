import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import published from "../published/acr.json" with { type: "json" };
import type { PublishedAcr } from "@medicare-guide/content/accessibility-report/acr";
import { OPENACR_CATALOG, openAcr, openAcrPath, openAcrProblems, openAcrYaml, openAcrYamlProblems } from "./openacr.ts";

const data = published as PublishedAcr;
const SITE = "https://medicare-guide.example";
type Doc = {
  product: { version: string };
  chapters: Record<
    string,
    { criteria: { num: string; components: { name: string; adherence: { level: string } }[] }[] }
  >;
};

describe("OpenACR export", () => {
  it.each(["en", "es"] as const)("the %s file validates against the official schema and WCAG 2.2 catalog", (lang) => {
    const text = openAcrYaml(data, lang, SITE);
    expect(openAcrYamlProblems(text)).toEqual([]);
    const doc = parse(text) as Doc & { catalog: string };
    expect(doc.catalog).toBe(OPENACR_CATALOG);
    expect(doc.product.version).toBe(data.commit);
  });

  it("has one row per criterion of the HTML ACR, with the same conformance", () => {
    const doc = openAcr(data, "en", SITE) as Doc;
    const rows = Object.values(doc.chapters).flatMap((c) => c.criteria);
    expect(rows.map((r) => r.num).sort()).toEqual(data.criteria.map((c) => c.id).sort());
    for (const c of data.criteria) {
      const row = rows.find((r) => r.num === c.id)!;
      const term = row.components[0]!.adherence.level;
      expect(term.replace(/-/g, " ")).toBe(c.conformance.toLowerCase());
    }
  });

  it("says the rows in Spanish in the Spanish file", () => {
    const en = openAcrYaml(data, "en", SITE);
    const es = openAcrYaml(data, "es", SITE);
    expect(es).toContain("Informe de Conformidad de Accesibilidad");
    expect(es).toContain("vistas de página");
    expect(es).not.toContain("page views");
    expect(en).toContain("page views");
  });

  it.each(["en", "es"] as const)(
    "names per criterion, in %s, the checks with links to their description and results, and the transcripts",
    (lang) => {
      const doc = openAcr(data, lang, SITE) as Doc & {
        chapters: Record<string, { criteria: { num: string; components: { adherence: { notes: string } }[] }[] }>;
      };
      const notes = (num: string) =>
        Object.values(doc.chapters)
          .flatMap((c) => c.criteria)
          .find((r) => r.num === num)!.components[0]!.adherence.notes;
      const reflow = notes("1.4.10");
      expect(reflow).toContain(`(${SITE}/accessibility-report/results#check-reflow)`);
      expect(reflow).toContain(`(${SITE}/accessibility-report/results#check-reflow-results)`);
      expect(reflow).toContain(
        lang === "en" ? "[Description of the reflow check]" : "[Descripción de la prueba reflow]",
      );
      // 2.4.6 links the Orca transcripts its record cites for it, in both languages of speech.
      const headings = notes("2.4.6");
      expect(headings).toContain(`(${SITE}/accessibility-report/transcripts/en/home.txt)`);
      expect(headings).toContain(`(${SITE}/accessibility-report/transcripts/es/home.txt)`);
      // Only automated evidence: partly supported, saying what is missing (issue 26).
      const nonText = Object.values(doc.chapters)
        .flatMap((c) => c.criteria)
        .find((r) => r.num === "1.1.1")!;
      expect((nonText.components[0] as unknown as { adherence: { level: string } }).adherence.level).toBe(
        "partially-supports",
      );
      expect(notes("1.1.1")).toContain(lang === "en" ? "Not fully evidenced:" : "Pruebas incompletas:");
    },
  );

  it("is published beside each language's ACR page", () => {
    expect(openAcrPath("en")).toBe("/accessibility-report/openacr.yaml");
    expect(openAcrPath("es")).toBe("/es/accessibility-report/openacr.yaml");
  });

  // The validation can fail: each broken file below is rejected, for the reason it is broken.
  it("rejects a file without its required author (schema)", () => {
    const doc = openAcr(data, "en", SITE);
    delete doc.author;
    expect(openAcrProblems(doc)).toEqual([expect.stringMatching(/^schema: \/ must have required property 'author'/)]);
  });

  it("rejects a criterion row without its number and a wrongly typed version (schema)", () => {
    const text = openAcrYaml(data, "en", SITE)
      .replace("      - num: 1.1.1\n", "      - nmu: 1.1.1\n")
      .replace(/^version: .*$/m, "")
      .concat("version: seven\n");
    const problems = openAcrYamlProblems(text);
    expect(problems).toContain("schema: /version must be integer");
    expect(problems).toContain(
      "schema: /chapters/success_criteria_level_a/criteria/0 must have required property 'num'",
    );
  });

  it("rejects a term, a criterion and a component the catalog does not know, and a missing AA row", () => {
    const doc = parse(stringify(openAcr(data, "en", SITE))) as Doc;
    const aa = doc.chapters.success_criteria_level_aa!.criteria;
    aa[0]!.components[0]!.adherence.level = "mostly-supports";
    aa[1]!.components[0]!.name = "kiosk";
    aa.push({ ...aa[2]!, num: "2.4.12" }); // AAA, not in Table 2
    const dropped = aa.splice(3, 1)[0]!.num;
    expect(openAcrProblems(doc)).toEqual([
      `criterion ${aa[0]!.num}: conformance term "mostly-supports" is not in the catalog`,
      `criterion ${aa[1]!.num}: component "kiosk" is not in the catalog for it`,
      "criterion 2.4.12 is not in Table 2: Success Criteria, Level AA",
      `criterion ${dropped} of Table 2: Success Criteria, Level AA has no row`,
    ]);
  });
});
