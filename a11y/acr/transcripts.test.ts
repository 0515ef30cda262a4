import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acrReport, type PublishedAcr } from "@medicare-guide/content/accessibility-report/acr";
import { STATIC_DOCUMENTS } from "@medicare-guide/content/pages/inline";
import { parse } from "yaml";
import { ROOT } from "../config.ts";
import { loadManualRecords } from "../manual/index.ts";
import { ManualRecordSchema, type ManualRecord } from "../manual/schema.ts";
import published from "../published/acr.json" with { type: "json" };
import { CRITERIA } from "./criteria.ts";
import { evaluateCriterion, type EvaluationInput } from "./evaluate.ts";
import { openAcr } from "./openacr.ts";
import { publishedTranscript, transcriptFiles, transcriptLinks } from "./transcripts.ts";

const orca = () => loadManualRecords().find((r) => r.id.startsWith("screen-reader-orca"))!;

describe("screen-reader transcripts as ACR evidence", () => {
  it("every transcript a record cites for a criterion is committed and published (a link to something)", () => {
    for (const record of loadManualRecords()) {
      for (const [criterion, files] of Object.entries(record.evidenceByCriterion ?? {})) {
        const links = transcriptLinks(record, criterion);
        expect(links).toHaveLength(files.length);
        for (const [i, href] of links.entries()) {
          expect(existsSync(join(ROOT, files[i]!)), `${files[i]}`).toBe(true);
          expect(STATIC_DOCUMENTS, `${href}`).toContain(href);
          expect(
            transcriptFiles().map((f) => f.href),
            `${href}`,
          ).toContain(href);
        }
      }
    }
  });

  it("refuses a row that claims a transcript the site does not publish", () => {
    const record: ManualRecord = {
      ...orca(),
      artifacts: ["a11y/screen-reader/transcripts/en/checkout.txt"],
      evidenceByCriterion: { "4.1.2": ["a11y/screen-reader/transcripts/en/checkout.txt"] },
    };
    expect(publishedTranscript("a11y/screen-reader/transcripts/en/checkout.txt")).toBeUndefined();
    expect(() => transcriptLinks(record, "4.1.2")).toThrow(/does not publish/);
    const criterion = CRITERIA.find((c) => c.id === "4.1.2")!;
    const input: EvaluationInput = {
      criteria: CRITERIA,
      axeRules: [],
      cells: [],
      expectedCells: 0,
      manual: [record],
      facts: {},
    };
    expect(() => evaluateCriterion(criterion, input)).toThrow(/does not publish/);
  });

  it("a record may only map its own criteria to its own artifacts", () => {
    const bad = { ...orca(), evidenceByCriterion: { "2.1.1": ["a11y/screen-reader/transcripts/en/home.txt"] } };
    expect(ManualRecordSchema.safeParse(bad).success).toBe(false);
    const stray = { ...orca(), evidenceByCriterion: { "4.1.2": ["a11y/screen-reader/transcripts/en/elsewhere.txt"] } };
    expect(ManualRecordSchema.safeParse(stray).success).toBe(false);
  });

  it("the Orca record links every criterion it covers to transcripts in both languages", () => {
    const record = orca();
    for (const criterion of record.criteria) {
      const links = transcriptLinks(record, criterion);
      expect(
        links.some((l) => l.includes("/transcripts/en/")),
        `${criterion} en`,
      ).toBe(true);
      expect(
        links.some((l) => l.includes("/transcripts/es/")),
        `${criterion} es`,
      ).toBe(true);
    }
  });

  it("the HTML ACR and the OpenACR notes link the row's transcripts", () => {
    const data = structuredClone(published) as PublishedAcr;
    const row = data.criteria.find((c) => c.id === "4.1.3")!;
    row.evidence.push({
      kind: "manual",
      ref: orca().id,
      outcome: "pass",
      detail: "",
      links: transcriptLinks(orca(), "4.1.3"),
    });
    data.manualRecords.push({ ...data.manualRecords[0]!, id: orca().id, title: orca().title });
    for (const lang of ["en", "es"] as const) {
      const evidence = acrReport(lang, data).rows.find((r) => r.id === "4.1.3")!.evidence;
      const links = evidence.flatMap((e) => e.links ?? []);
      expect(links.map((l) => l.href)).toContain("/accessibility-report/transcripts/es/quiz.txt");
      expect(links.map((l) => l.text)).toContain(
        lang === "en"
          ? "Orca transcript of the income-related premium calculator, in Spanish"
          : "Transcripción de Orca: calculadora del ajuste por ingresos, en español",
      );
      const doc = openAcr(data, lang, "https://example.org") as {
        chapters: { success_criteria_level_a?: unknown; success_criteria_level_aa: { criteria: unknown[] } };
      };
      expect(JSON.stringify(parse(JSON.stringify(doc)))).toContain(
        "https://example.org/accessibility-report/transcripts/en/irmaa.txt",
      );
    }
  });
});
