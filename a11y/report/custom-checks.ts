/**
 * The custom checks in the results table (a11y/published/index.html, published at /accessibility-report/results):
 * what each one checks and what the run found, each under a stable anchor (content/pages/inline.ts checkAnchors),
 * so every ACR row that cites a check links to its description and to its results (issue 26, "The ACR").
 * The descriptions are the registry's own (a11y/lib/registry.ts summary), the criteria those the ACR cites the
 * check for (a11y/acr/criteria.ts), the fixtures the self-test proves it with (a11y/fixtures/<check>/).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { checkAnchors } from "@medicare-guide/content/pages/inline";
import { CRITERIA, type CustomCheck } from "../acr/criteria.ts";
import { esc, scrollTable } from "../acr/render.ts";

export interface CheckDescription {
  id: CustomCheck;
  /** What it checks, in one line. */
  summary: string;
  /** Its criteria: the registry's, and those the ACR cites it for (the overlay checks have only these). */
  criteria: string[];
  /** Fixture files the self-test runs it on (a11y/fixtures/<id>/); none for the header overlay checks. */
  fixtures: string[];
}

/** The checks site.spec.ts runs on the header overlays itself (not in the registry: no page of their own). */
export const OVERLAY_CHECKS: Readonly<Record<"escape-closes" | "dialog-keyboard" | "theme-applied", string>> = {
  "escape-closes":
    "header overlays on the representative routes (the directory at 1280 px, the Menu drawer at 320 px, the display settings): Escape closes each and returns focus to its trigger",
  "dialog-keyboard":
    "the Menu drawer at 320 px by keyboard alone: Enter opens it, focus goes in and stays in, Escape closes it and returns focus (fixtures: a11y/fixtures/dialog-keyboard/)",
  "theme-applied":
    "the display theme of the cell (text size, contrast) is really applied before the other checks run, so each theme's results are that theme's",
};

/** Every check the registry or the ACR names, with its description. */
export function describeChecks(
  registry: readonly { id: CustomCheck; summary: string; wcag: readonly string[] }[],
  fixturesDir: string,
): CheckDescription[] {
  const summaries = new Map<CustomCheck, string>([
    ...registry.map((c): [CustomCheck, string] => [c.id, c.summary]),
    ...Object.entries(OVERLAY_CHECKS).map(([id, summary]): [CustomCheck, string] => [id as CustomCheck, summary]),
  ]);
  const cited = CRITERIA.flatMap((c) => c.checks ?? []);
  const missing = cited.filter((id) => !summaries.has(id));
  // Fails closed: an ACR row would link to a description that does not exist.
  if (missing.length) throw new Error(`custom checks cited by the ACR without a description: ${missing.join(", ")}`);
  return [...summaries].map(([id, summary]) => {
    const dir = join(fixturesDir, id);
    return {
      id,
      summary,
      criteria: [
        ...new Set([
          ...(registry.find((c) => c.id === id)?.wcag ?? []),
          ...CRITERIA.filter((c) => c.checks?.includes(id)).map((c) => c.id),
        ]),
      ],
      fixtures: existsSync(dir)
        ? readdirSync(dir)
            .filter((f) => f.endsWith(".html"))
            .sort()
        : [],
    };
  });
}

/** What one page cell says about the checks (build-report.ts CellSummary). */
export interface CheckCell {
  path: string;
  lang: string;
  width: number;
  theme: string;
  checks?: { run: string[]; failed: { check: string; state: string; failures: string[] }[] };
}

export interface CheckRunResult {
  id: CustomCheck;
  ran: number;
  failed: { cell: string; state: string; failures: string[] }[];
}

/** Per check: in how many page cells it ran, and where it failed. */
export function checkResults(checks: readonly CheckDescription[], cells: readonly CheckCell[]): CheckRunResult[] {
  return checks.map(({ id }) => {
    const ran = cells.filter((c) => c.checks?.run.includes(id));
    const failed = ran.flatMap((c) =>
      (c.checks?.failed ?? [])
        .filter((f) => f.check === id)
        .map((f) => ({ cell: `${c.path} (${c.lang}) ${c.width}px ${c.theme}`, state: f.state, failures: f.failures })),
    );
    return { id, ran: ran.length, failed };
  });
}

const LIST_LIMIT = 20;

/** The two anchored tables of the results page: the checks' descriptions, then their results in this run. */
export function customChecksHtml(checks: readonly CheckDescription[], results: readonly CheckRunResult[]): string {
  const descriptions = checks.map((c) => {
    const { description } = checkAnchors(c.id);
    const fixtures = c.fixtures.length
      ? `<ul>${c.fixtures.map((f) => `<li><code>${esc(`a11y/fixtures/${c.id}/${f}`)}</code></li>`).join("")}</ul>`
      : "None (run on the site's own header overlays)";
    return `<tr><th scope="row" id="${esc(description)}"><code>${esc(c.id)}</code></th><td>${esc(c.summary)}</td><td>${esc(c.criteria.join(", ") || "None")}</td><td>${fixtures}</td></tr>`;
  });
  const rows = results.map((r) => {
    const anchors = checkAnchors(r.id);
    const cells = new Set(r.failed.map((f) => f.cell)).size;
    const verdict =
      r.ran === 0
        ? "Not run"
        : r.failed.length
          ? `<span class="fail">Fail</span>: ${cells} of ${r.ran} page cells`
          : `<span class="pass">Pass</span>: ${r.ran} page cells`;
    const where = r.failed
      .slice(0, LIST_LIMIT)
      .map((f) => `<li>${esc(`${f.cell} (${f.state}): ${f.failures.join("; ")}`)}</li>`);
    const more = r.failed.length > LIST_LIMIT ? `<p>and ${r.failed.length - LIST_LIMIT} more (table above)</p>` : "";
    return `<tr><th scope="row" id="${esc(anchors.results)}"><a href="#${esc(anchors.description)}"><code>${esc(r.id)}</code></a></th><td>${verdict}</td><td>${where.length ? `<ul>${where.join("")}</ul>${more}` : "None"}</td></tr>`;
  });
  return `<h2>Custom checks</h2>
<p>What each custom Playwright check of the gate looks for, its WCAG criteria (the conformance report cites it as evidence for each one it lists), and the fixtures the self-test proves it with (each <code>fail*.html</code> must fail it, each <code>pass*.html</code> pass it).</p>
${scrollTable("t-checks", "Custom checks: what each checks", ["Check", "What it checks", "WCAG criteria", "Fixtures"], descriptions)}
<h2>Custom check results in this run</h2>
${scrollTable("t-check-results", "Custom checks: results in this run", ["Check", "Result", "Where it failed"], rows)}`;
}
