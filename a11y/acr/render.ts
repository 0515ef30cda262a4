/**
 * HTML of the Accessibility Conformance Report in the VPAT 2.5 WCAG-edition
 * layout (product information, evaluation methods, applicable standards,
 * terms, Table 1 level A, Table 2 level AA, Table 3 adopted level AAA, legal
 * disclaimer), and the small shared page chrome of the a11y reports (skip link,
 * lang, headings, captioned tables with header scopes, focusable scroll regions).
 */
import { checkAnchors } from "@medicare-guide/content/pages/inline";
import { escapeHtml } from "../../content/text/escape.ts";
import type { CriterionResult, EvidenceItem } from "./evaluate.ts";

export interface ReportLinks {
  css: string;
  report: string;
  acr: string;
  acrJson: string;
  /** The results table with each custom check's description and results (its anchors: checkAnchors). */
  results: string;
  /** Where the Orca transcripts are, beside the report (the ACR data holds their published paths). */
  transcripts: string;
}

/** Any value (numbers, dates) as HTML text or a quoted attribute value, with the site's one HTML escaper. */
export const esc = (s: unknown): string => escapeHtml(String(s));

/** A table inside a labelled, focusable region that scrolls on its own at 320 px (the page never scrolls sideways). */
export function scrollTable(id: string, caption: string, head: string[], rows: string[]): string {
  // <section> with a name is a region natively (html-validate prefer-native-element).
  return `<section class="scroll" tabindex="0" aria-labelledby="${id}"><table>
<caption id="${id}">${esc(caption)}</caption>
<thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join("")}</tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table></section>`;
}

export function page(title: string, links: ReportLinks, nav: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${esc(links.css)}">
</head>
<body>
<a class="skip" href="#main">Skip to main content</a>
<header class="top"><nav aria-label="Reports"><ul>${nav}</ul></nav></header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>
`;
}

const navItem = (href: string, text: string, here: boolean) =>
  `<li><a href="${esc(href)}"${here ? ' aria-current="page"' : ""}>${esc(text)}</a></li>`;

export function reportNav(links: ReportLinks, current: "report" | "acr"): string {
  const item = navItem;
  return [
    item(links.report, "Test report", current === "report"),
    item(links.acr, "Accessibility Conformance Report (ACR)", current === "acr"),
    item(links.acrJson, "ACR data (JSON)", false),
  ].join("");
}

/** The report's CSS: system colours only in high contrast mode; 320 px safe; long words wrap. */
export const REPORT_CSS = `*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { font-family: system-ui, sans-serif; font-size: 1.1rem; line-height: 1.5; color: #1b1b1b; background: #fff; margin: 0; overflow-wrap: anywhere; }
main { max-width: 90rem; margin: 0 auto; padding: 1rem; }
main:focus { outline: none; }
h1 { font-size: 1.8rem; line-height: 1.25; }
h2 { font-size: 1.45rem; margin-top: 2rem; }
.skip { position: absolute; left: 0.5rem; top: -10rem; background: #fff; color: #0b3d91; padding: 0.75rem 1rem; border: 3px solid #0b3d91; z-index: 10; }
.skip:focus { top: 0.5rem; }
.top { border-bottom: 1px solid #555; }
.top ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0 1.5rem; margin: 0 auto; padding: 0.25rem 1rem; max-width: 90rem; }
.top a { display: inline-block; min-height: 44px; padding: 0.6rem 0; }
table { border-collapse: collapse; margin: 0.5rem 0 2rem; width: 100%; }
caption { text-align: left; font-weight: 700; padding: 0.5rem 0; }
th, td { border: 1px solid #555; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
thead th { background: #eee; }
.pass { color: #075e25; font-weight: 700; }
.fail { color: #a3140b; font-weight: 700; }
.level { font-weight: 700; }
summary { min-height: 44px; padding: 0.55rem 0; cursor: pointer; }
ul { margin: 0; padding-left: 1.2rem; }
code { font-size: 0.95em; overflow-wrap: anywhere; }
.scroll { overflow-x: auto; max-width: 100%; }
.scroll:focus-visible { outline: 3px solid #000; outline-offset: 2px; }
a { color: #0b4ea2; }
:focus-visible { outline: 3px solid #000; outline-offset: 2px; }
dl.meta { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: 0.25rem 1rem; }
dl.meta dt { font-weight: 700; }
dl.meta dd { margin: 0; }
@media (max-width: 40rem) { dl.meta { grid-template-columns: 1fr; } dl.meta dd { margin-bottom: 0.5rem; } }
@media (forced-colors: active) { .pass, .fail { color: CanvasText; } }
`;

export interface AcrMeta {
  generatedAt: string;
  commit: string;
  dirty: boolean;
  versions: Record<string, string>;
  coverage: { cells: number; expected: number; missing: number };
  manualRecords: {
    id: string;
    title: string;
    date: string;
    testerRole: string;
    assistiveTechnology: string;
    result: string;
  }[];
  testsPassed?: boolean;
}

const TERMS: [string, string][] = [
  [
    "Supports",
    "The functionality of the product has at least one method that meets the criterion without known defects or meets with equivalent facilitation. In this report, only where automated checks or tests and a manual test record show it together (for the criteria screen-reader users meet, the Orca transcripts).",
  ],
  [
    "Partially Supports",
    "Some functionality of the product does not meet the criterion. In this report also a criterion with no known defect whose evidence does not cover it whole: automated evidence without a manual test record or screen-reader transcript, or the other way round; the remarks say what is missing.",
  ],
  ["Does Not Support", "The majority of product functionality does not meet the criterion."],
  ["Not Applicable", "The criterion is not relevant to the product."],
  [
    "Not Evaluated",
    "The product has not been evaluated against the criterion: no evidence was recorded. (VPAT 2.5 reserves this term for level AAA; this report also uses it for A and AA rows that lack evidence, rather than claim a result.)",
  ],
];

function levelText(r: CriterionResult): string {
  if (r.basis === "obsolete") return "Not Applicable (obsolete in WCAG 2.2)";
  return r.conformance;
}

const KIND_LABEL: Record<Exclude<EvidenceItem["kind"], "manual">, string> = {
  axe: "axe rule",
  check: "Custom Playwright check",
  pa11y: "Tool",
  test: "Test",
  inventory: "Build fact",
};

const linkList = (links: [string, string][]) =>
  `<ul>${links.map(([href, text]) => `<li><a href="${esc(href)}">${esc(text)}</a></li>`).join("")}</ul>`;

/** A custom check's description and results in the results table; a manual record's transcripts for the row. */
function evidenceLinks(e: EvidenceItem, links: ReportLinks): string {
  if (e.kind === "check") {
    const anchors = checkAnchors(e.ref);
    return linkList([
      [`${links.results}#${anchors.description}`, `Description of the ${e.ref} check`],
      [`${links.results}#${anchors.results}`, `Results of the ${e.ref} check in this run`],
    ]);
  }
  const transcripts = (e.links ?? []).map((href): [string, string] => {
    const file = href.replace(/^\/accessibility-report\/transcripts\//, "");
    return [`${links.transcripts}/${file}`, `Orca transcript ${file}`];
  });
  return transcripts.length ? linkList(transcripts) : "";
}

function criterionRows(results: readonly CriterionResult[], links: ReportLinks): string[] {
  return results.map((r) => {
    const manual = r.evidence.filter((e) => e.kind === "manual");
    const auto = r.evidence.filter((e) => e.kind !== "manual");
    const evidence = [
      ...auto.map(
        (e) =>
          `${e.kind === "manual" ? "" : KIND_LABEL[e.kind]} <code>${esc(e.ref)}</code>: ${esc(e.outcome)}, ${esc(e.detail)}${evidenceLinks(e, links)}`,
      ),
      ...manual.map((e) => `Manual record <code>${esc(e.ref)}</code>: ${esc(e.outcome)}${evidenceLinks(e, links)}`),
    ];
    return `<tr><th scope="row">${esc(r.id)} ${esc(r.name)} (Level ${esc(r.level)})</th><td class="level">${esc(levelText(r))}</td><td>${r.remarks.length ? `<ul>${r.remarks.map((m) => `<li>${esc(m)}</li>`).join("")}</ul>` : ""}${evidence.length ? `<details><summary>Evidence (${evidence.length})</summary><ul>${evidence.map((e) => `<li>${e}</li>`).join("")}</ul></details>` : ""}</td></tr>`;
  });
}

export function renderAcr(results: readonly CriterionResult[], meta: AcrMeta, links: ReportLinks): string {
  const count = (c: string) => results.filter((r) => r.basis !== "obsolete" && levelText(r) === c).length;
  const summaryRows = ["Supports", "Partially Supports", "Does Not Support", "Not Applicable", "Not Evaluated"].map(
    (c) => `<tr><th scope="row">${esc(c)}</th><td>${count(c)}</td></tr>`,
  );
  const table = (level: "A" | "AA" | "AAA", n: number, caption: string) =>
    scrollTable(
      `acr-table-${n}`,
      caption,
      ["Criteria", "Conformance Level", "Remarks and Explanations"],
      criterionRows(
        results.filter((r) => r.level === level),
        links,
      ),
    );
  const body = `<h1>Medicare Guide Accessibility Conformance Report</h1>
<p>WCAG Edition, based on VPAT® Version 2.5. Generated from the test results; nothing in the tables is typed by hand.</p>
<h2>Product information</h2>
<dl class="meta">
<dt>Name of product</dt><dd>Medicare Guide website (English and Spanish), commit <code>${esc(meta.commit)}</code>${meta.dirty ? " with uncommitted changes" : ""}</dd>
<dt>Report date</dt><dd>${esc(meta.generatedAt)}</dd>
<dt>Product description</dt><dd>An independent, educational, bilingual website about US Medicare for older adults: articles, guides, a glossary and calculators.</dd>
<dt>Contact information</dt><dd>The contact page of the website (/contact-us).</dd>
<dt>Notes</dt><dd>Automated results cover ${meta.coverage.cells} of ${meta.coverage.expected} page cells (page x language x width x theme)${meta.coverage.missing ? `; ${meta.coverage.missing} results are missing, so this report does not describe the whole site` : ""}. Unit and e2e tests: ${meta.testsPassed ? "passed in the npm test run that produced this report" : "result not known to this report (it was not produced by npm test)"}.</dd>
<dt>Evaluation methods used</dt><dd><ul>
<li>axe-core ${esc(meta.versions["axe-core"] ?? "")} through Playwright on every page, in English and Spanish, at 320 and 1280 pixels, in the standard, larger-text, high-contrast and low-glare themes (WCAG 2.0 to 2.2 A and AA rules, and the AAA enhanced-contrast rule in high contrast), with menus and dialogs opened.</li>
<li>pa11y ${esc(meta.versions.pa11y ?? "")} (HTML_CodeSniffer, WCAG2AA) on every page at 320 pixels, and on the representative pages at both widths in every theme; axe already runs on every page above.</li>
<li>Custom Playwright checks (each proven by a failing fixture in a11y/fixtures): reflow at 320 px and 320 x 256, WCAG 1.4.12 text spacing, 44 px targets, focus not obscured (Tab and Shift+Tab), focus visible and focus order, keyboard access, forms, page structure, CSS-generated text, typography, language of parts, forced colours, dialogs by keyboard, Escape closing overlays with focus returned, theme applied; HTML validity of every prerendered page (html-validate).</li>
<li>Facts read from the prerendered HTML (media, timed refresh, reading level), unit and e2e tests, and manual test records.</li>
<li>Browser: ${esc(meta.versions.chromium ?? "")}.</li>
</ul></dd>
</dl>
<h2>Manual test records</h2>
${scrollTable(
  "acr-manual",
  "Manual test records cited by this report (a11y/manual)",
  ["Record", "Date", "Tester role", "Assistive technology", "Result"],
  meta.manualRecords.map(
    (m) =>
      `<tr><th scope="row">${esc(m.title)} <code>${esc(m.id)}</code></th><td>${esc(m.date)}</td><td>${esc(m.testerRole)}</td><td>${esc(m.assistiveTechnology)}</td><td>${esc(m.result)}</td></tr>`,
  ),
)}
<h2>Applicable standards and guidelines</h2>
${scrollTable(
  "acr-standards",
  "Standards and guidelines included in this report",
  ["Standard or guideline", "Included in report"],
  [
    `<tr><th scope="row">Web Content Accessibility Guidelines 2.2</th><td>Level A (Yes), Level AA (Yes), Level AAA (Partially: the adopted criteria 1.4.6, 2.2.3, 2.5.5 and 3.1.5 only)</td></tr>`,
  ],
)}
<h2>Terms</h2>
<dl class="meta">${TERMS.map(([t, d]) => `<dt>${esc(t)}</dt><dd>${esc(d)}</dd>`).join("")}</dl>
<h2>Summary</h2>
${scrollTable("acr-summary", "Criteria per conformance level (A, AA and adopted AAA)", ["Conformance level", "Criteria"], summaryRows)}
<h2>WCAG 2.2 Report</h2>
<h3>Table 1: Success Criteria, Level A</h3>
${table("A", 1, "Table 1: Success Criteria, Level A")}
<h3>Table 2: Success Criteria, Level AA</h3>
${table("AA", 2, "Table 2: Success Criteria, Level AA")}
<h3>Table 3: Success Criteria, Level AAA (adopted criteria only)</h3>
${table("AAA", 3, "Table 3: Success Criteria, Level AAA (adopted criteria only)")}
<h2>Legal disclaimer</h2>
<p>This report describes the accessibility of the Medicare Guide website at the commit and date above, as shown by the evidence it cites. It is not a certification and makes no promise about later versions. Automated tools find only part of the accessibility problems a page may have; a criterion whose evidence is automated alone is listed as partially supported, and may still have problems a person would find. VPAT® is a registered service mark of the Information Technology Industry Council (ITI).</p>`;
  return page("Accessibility Conformance Report (WCAG 2.2) - Medicare Guide", links, reportNav(links, "acr"), body);
}
