/**
 * The Accessibility Conformance Report in GSA's OpenACR format (YAML), the machine-readable form
 * Section508.gov promotes, beside the HTML ACR (issue "A gate that finds what rule engines miss", item 3).
 *
 * Nothing is typed twice: each language's document is built from the same rows as the site's ACR pages
 * (content/accessibility-report/acr.ts acrReport, from acr.json), and its fixed sentences are the pages'
 * own strings (locales/<lang>/accessibility-report.json). Validated against the official schema and
 * catalog, vendored in a11y/acr/openacr/ (see SOURCE.md there): the JSON schema with ajv, then the
 * catalog's values (every criterion number in its table, component names, conformance terms) as GSA's
 * own validator does (src/validateOpenACRCatalogValues.ts), plus completeness: every level A and AA
 * criterion of the catalog has a row.
 */
import { OPENACR_DOCUMENTS } from "@medicare-guide/content/pages/inline";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { parse, stringify } from "yaml";
import {
  acrReport,
  type AcrRow,
  type ConformanceKey,
  type PublishedAcr,
} from "@medicare-guide/content/accessibility-report/acr";
import { CONTACT_EMAIL } from "@medicare-guide/content/pages/contact";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import { ROOT } from "../config.ts";
import en from "../../locales/en/accessibility-report.json" with { type: "json" };
import es from "../../locales/es/accessibility-report.json" with { type: "json" };

const here = (file: string) => join(ROOT, "a11y", "acr", "openacr", file);
export const OPENACR_CATALOG = "2.5-edition-wcag-2.2-en";
const SCHEMA = JSON.parse(readFileSync(here("openacr-0.1.0.json"), "utf8")) as Record<string, unknown>;

interface Catalog {
  title: string;
  chapters: { id: string; label: string; criteria: { id: string; components: string[] }[] }[];
  components: { id: string }[];
  terms: { id: string }[];
}
const CATALOG = parse(readFileSync(here(`${OPENACR_CATALOG}.yaml`), "utf8")) as Catalog;

/** Where each language's file is published, beside that language's ACR page. */
export function openAcrPath(lang: Lang): string {
  return OPENACR_DOCUMENTS[lang];
}

const STRINGS = { en, es } as const;
const CHAPTER = { A: "success_criteria_level_a", AA: "success_criteria_level_aa", AAA: "success_criteria_level_aaa" };
/** The site's conformance keys as OpenACR catalog terms (what a partly evidenced row lacks stays in the remarks). */
const TERM: Record<ConformanceKey, string> = {
  supports: "supports",
  partiallySupports: "partially-supports",
  doesNotSupport: "does-not-support",
  notApplicable: "not-applicable",
  notApplicableObsolete: "not-applicable",
  notEvaluated: "not-evaluated",
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));

/** Remarks, then the evidence as a Markdown list (OpenACR notes are Markdown). */
function notes(row: AcrRow, lang: Lang, siteUrl: string): string {
  const t = STRINGS[lang].acr;
  const remarks = row.remarks.map((r) => r.text).join(" ");
  // A transcript is linked by its full address: the OpenACR file is read away from the site.
  const links = (e: AcrRow["evidence"][number]) =>
    (e.links ?? []).map((l) => `\n  - [${l.text}](${new URL(l.href, siteUrl).toString()})`).join("");
  const evidence = row.evidence.length
    ? `${fill(t.tables.evidence, { count: row.evidence.length })}:\n\n${row.evidence.map((e) => `- ${e.text}${links(e)}`).join("\n")}`
    : "";
  const vpat = `${STRINGS[lang].acr.conformance[row.conformance]}.`;
  return [vpat, remarks, evidence].filter(Boolean).join("\n\n");
}

/** The OpenACR document of one language, from the published ACR data. */
export function openAcr(data: PublishedAcr, lang: Lang, siteUrl: string): Record<string, unknown> {
  const report = acrReport(lang, data);
  const s = STRINGS[lang];
  const number = new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US");
  const contact = {
    name: s.acr.product.nameText,
    email: CONTACT_EMAIL,
    website: new URL(routeHref("contact-us", lang), siteUrl).toString(),
  };
  const chapters: Record<string, unknown> = {};
  for (const level of ["A", "AA", "AAA"] as const) {
    const rows = report.rows.filter((r) => r.level === level);
    chapters[CHAPTER[level]] = {
      ...(level === "AAA" ? { notes: s.acr.tables.AAA } : {}),
      criteria: rows.map((row) => ({
        num: row.id,
        components: [{ name: "web", adherence: { level: TERM[row.conformance], notes: notes(row, lang, siteUrl) } }],
      })),
    };
  }
  const run = [
    `${s.report.run.commit}: ${report.commit}${report.dirty ? ` (${s.report.run.dirty})` : ""}.`,
    `${s.report.run.coverage}: ${fill(s.report.run.coverageText, {
      cells: number.format(report.coverage.cells),
      expected: number.format(report.coverage.expected),
    })}.`,
    `${s.report.run.tests}: ${report.testsPassed ? s.report.run.testsPassed : s.report.run.testsUnknown}`,
  ];
  return {
    title: s.acr.title,
    product: { name: s.acr.product.nameText, version: report.commit, description: s.acr.product.descriptionText },
    author: contact,
    vendor: contact,
    report_date: report.generatedAt.slice(0, 10),
    last_modified_date: report.generatedAt.slice(0, 10),
    notes: [s.acr.lede, ...run].join("\n\n"),
    evaluation_methods_used: Object.entries(s.report.methods)
      .filter(([key]) => key !== "heading")
      .map(([, text]) => text)
      .join("\n\n"),
    legal_disclaimer: s.acr.legal.text,
    feedback: contact.website,
    catalog: OPENACR_CATALOG,
    chapters,
  };
}

/** The document as YAML, with a first line that says where it comes from. */
export function openAcrYaml(data: PublishedAcr, lang: Lang, siteUrl: string): string {
  const doc = openAcr(data, lang, siteUrl);
  return `# OpenACR (${OPENACR_CATALOG}), generated by a11y/acr/openacr.ts from acr.json: do not edit.\n${stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}

const validateSchema = new Ajv({ allErrors: true, strict: true }).compile(SCHEMA);

/** Every way the document breaks the OpenACR schema or the catalog; empty when it is valid. */
export function openAcrProblems(doc: unknown): string[] {
  if (!validateSchema(doc))
    return (validateSchema.errors ?? []).map((e) => `schema: ${e.instancePath || "/"} ${e.message ?? ""}`.trim());
  const problems: string[] = [];
  const d = doc as { catalog?: string; chapters?: Record<string, { criteria?: unknown[] } | undefined> };
  if (d.catalog !== OPENACR_CATALOG) problems.push(`catalog: "${d.catalog}" is not ${OPENACR_CATALOG}`);
  const components = new Set(CATALOG.components.map((c) => c.id));
  const terms = new Set(CATALOG.terms.map((t) => t.id));
  for (const chapter of CATALOG.chapters) {
    const criteria = (d.chapters?.[chapter.id]?.criteria ?? []) as {
      num: string;
      components?: { name: string; adherence?: { level: string } }[];
    }[];
    for (const c of criteria) {
      const known = chapter.criteria.find((k) => k.id === c.num);
      if (!known) {
        problems.push(`criterion ${c.num} is not in ${chapter.label}`);
        continue;
      }
      for (const component of c.components ?? []) {
        if (!components.has(component.name) || !known.components.includes(component.name))
          problems.push(`criterion ${c.num}: component "${component.name}" is not in the catalog for it`);
        if (component.adherence && !terms.has(component.adherence.level))
          problems.push(`criterion ${c.num}: conformance term "${component.adherence.level}" is not in the catalog`);
      }
    }
    // Levels A and AA are claimed whole: a missing row would hide a criterion.
    if (chapter.id !== CHAPTER.AAA)
      for (const k of chapter.criteria)
        if (!criteria.some((c) => c.num === k.id)) problems.push(`criterion ${k.id} of ${chapter.label} has no row`);
  }
  return problems;
}

/** Parses a YAML file's text and validates it. */
export function openAcrYamlProblems(text: string): string[] {
  return openAcrProblems(parse(text));
}
