/**
 * `npm run report`: reads the gates' JSON (a11y/reports/axe.json, gallery.json,
 * pa11y.json, budget.json, lighthouse.json) and writes a11y/reports/summary.json
 * and a11y/reports/index.html (date, commit, tool and browser versions; per page
 * x language x theme x width the axe, custom-check and pa11y outcomes; the items
 * axe could not decide, with their written disposition (a11y/incomplete-dispositions.json);
 * the reading level of every page; bundle budgets; Lighthouse scores), and the
 * Accessibility Conformance Report (a11y/acr: acr.html + acr.json, and openacr.yaml + openacr-es.yaml in
 * GSA's OpenACR format, validated against its schema and catalog).
 * Publishes the full results table and the ACR data (a11y/published/: the site's report and ACR pages in
 * both languages are built from acr.json; a11y/acr/publish-build.ts copies the table and the data into the build) and the statement's known issues (content/pages/a11y-status.json)
 * when every page has results, or when A11Y_PUBLISH=1.
 * When it publishes, it rebuilds the site from the new snapshot and checks that every shipped report document
 * names this commit with no uncommitted changes (provenance.ts).
 * Exits 1 when any page of the route table lacks axe, pa11y or budget results, when an OpenACR file is
 * invalid, when the provenance check fails,
 * or when a WCAG criterion has no evidence mapping at all.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { allPagePaths } from "@medicare-guide/content/routes";
import { findChromium } from "../../scripts/chromium.ts";
import { REPORTS_DIR, ROOT, THEMES, VIEWPORTS, ensureDir, packageVersion, pa11yScans } from "../config.ts";
import type { CellRecord } from "../lib/cell.ts";
import { buildAcr } from "../acr/build-acr.ts";
import { REPORT_CSS, esc, page, reportNav, scrollTable, type ReportLinks } from "../acr/render.ts";
import { TARGETS } from "../readability/readability.ts";
import { dirtyPaths, provenanceProblems, readShipped } from "./provenance.ts";
import { mergeForcedColours } from "../lib/forced-colours-cells.ts";
import { openAcrYaml, openAcrYamlProblems } from "../acr/openacr.ts";
import type { PublishedAcr } from "@medicare-guide/content/accessibility-report/acr";
import { PAGE_CHECKS } from "../lib/registry.ts";
import { RESULTS_DOCUMENT } from "@medicare-guide/content/pages/inline";
import { TRANSCRIPTS_DIR } from "../acr/transcripts.ts";
import { checkResults, customChecksHtml, describeChecks } from "./custom-checks.ts";

interface Pa11yRow {
  path: string;
  lang: string;
  width: number;
  theme: string;
  state: string;
  errors: number;
  warnings: number;
  failure?: string;
  issues: { code: string; type: string; message: string; selector: string; runner: string }[];
}
interface BudgetPage {
  path: string;
  lang: string;
  js: { gzip: number; files: unknown[] };
  css: { gzip: number };
  largestChunk: { href: string; gzip: number };
  failures: string[];
}
interface LighthouseRow {
  path: string;
  lang: string;
  formFactor: string;
  best: {
    scores: Record<string, number>;
    failingAudits: Record<string, { id: string; title: string; displayValue?: string }[]>;
  };
  performanceRuns: number[];
  passed: boolean;
  failures: string[];
}

function readJson<T>(name: string): T | undefined {
  const file = join(REPORTS_DIR, name);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

function git(args: string[]): string | undefined {
  try {
    return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

/** `chromium --version`, quietly (Debian's wrapper script prints a harmless shell warning on stderr). */
function browserVersion(path: string): string {
  try {
    return execFileSync(path, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

const axe = readJson<{ generatedAt: string; cells: CellRecord[] }>("axe.json");
const gallery = readJson<{ generatedAt: string; cells: CellRecord[] }>("gallery.json");
// The forced-colours project's results join the site cells of the same page, width and theme.
const forcedColoursMissing = mergeForcedColours(
  axe?.cells ?? [],
  readJson<{ cells: CellRecord[] }>("forced-colours.json")?.cells,
);
const pa11y = readJson<{ generatedAt: string; versions?: Record<string, string>; results: Pa11yRow[] }>("pa11y.json");
const budget = readJson<{ generatedAt: string; budgets: Record<string, number>; pages: BudgetPage[]; passed: boolean }>(
  "budget.json",
);
const lighthouse = readJson<{
  generatedAt: string;
  versions: Record<string, string>;
  thresholds: unknown;
  method: string;
  results: LighthouseRow[];
}>("lighthouse.json");

const chromium = findChromium();
const commit = git(["rev-parse", "HEAD"]) ?? "unknown";
// The report step's own outputs (a11y/published, the status file) do not count: they are what it writes.
const dirty = commit !== "unknown" && dirtyPaths(git(["status", "--porcelain"]) ?? "").length > 0;
const versions = {
  "axe-core": packageVersion("axe-core"),
  "@axe-core/playwright": packageVersion("@axe-core/playwright"),
  "@playwright/test": packageVersion("@playwright/test"),
  "pa11y-ci": packageVersion("pa11y-ci"),
  pa11y: packageVersion("pa11y"),
  lighthouse: packageVersion("lighthouse"),
  chromium: chromium ? browserVersion(chromium) : "not found",
  node: process.version,
};

// ---- Per page x language x width x theme ----
interface CellSummary {
  path: string;
  lang: string;
  route: string;
  width: number;
  theme: string;
  axe?: {
    violations: { id: string; impact: string | null; state: string; targets: string[] }[];
    incomplete: { id: string; state: string; targets: string[] }[];
    statesScanned: string[];
  };
  checks?: { failed: { check: string; state: string; failures: string[] }[]; advisories: string[]; run: string[] };
  problems: string[];
  pa11y: { state: string; errors: number; warnings: number; failure?: string; errorCodes: string[] }[];
  passed: boolean;
}

const pages = allPagePaths();
const missing: string[] = [];
const cells: CellSummary[] = [];
for (const { path, lang, route } of pages) {
  for (const vp of VIEWPORTS) {
    for (const theme of THEMES) {
      const cell = axe?.cells.find((c) => c.path === path && c.width === vp.width && c.theme === theme.id);
      const p11 = (pa11y?.results ?? []).filter((r) => r.path === path && r.width === vp.width && r.theme === theme.id);
      if (!cell) missing.push(`axe: ${path} ${vp.width}px ${theme.id}`);
      // pa11y scans what pa11yScans names (a11y/config.ts): every page at 320 px in the base theme, the
      // representative routes everywhere.
      const pa11yExpected = pa11yScans(route.id, theme.id, vp.width);
      if (pa11yExpected && !p11.some((r) => r.state === "default"))
        missing.push(`pa11y: ${path} ${vp.width}px ${theme.id}`);
      const summary: CellSummary = {
        path,
        lang,
        route: route.id,
        width: vp.width,
        theme: theme.id,
        problems: cell?.problems ?? [],
        pa11y: p11.map((r) => ({
          state: r.state,
          errors: r.errors,
          warnings: r.warnings,
          failure: r.failure,
          errorCodes: [...new Set(r.issues.filter((i) => i.type === "error").map((i) => `${i.runner}:${i.code}`))],
        })),
        passed: false,
      };
      if (cell) {
        summary.axe = {
          statesScanned: cell.scans.map((s) => s.state),
          violations: cell.scans.flatMap((s) =>
            s.violations.map((v) => ({
              id: v.id,
              impact: v.impact,
              state: s.state,
              targets: v.nodes.map((n) => n.target),
            })),
          ),
          incomplete: cell.scans.flatMap((s) =>
            s.incomplete.map((v) => ({ id: v.id, state: s.state, targets: v.nodes.map((n) => n.target) })),
          ),
        };
        summary.checks = {
          run: [...new Set(cell.checks.map((c) => c.check))],
          failed: cell.checks
            .filter((c) => !c.passed)
            .map((c) => ({
              check: c.check,
              state: c.state,
              failures: c.failures.map((f) => `${f.element}: ${f.detail}`),
            })),
          advisories: cell.checks.flatMap((c) =>
            (c.advisories ?? []).map((a) => `${c.state}: ${a.element}: ${a.detail}`),
          ),
        };
      }
      summary.passed =
        Boolean(cell) && summary.problems.length === 0 && p11.length > 0 && p11.every((r) => r.errors === 0);
      cells.push(summary);
    }
  }
}
for (const { path } of pages) {
  if (!budget?.pages.some((p) => p.path === path)) missing.push(`budget: ${path}`);
}
missing.push(...forcedColoursMissing);

const gallerySummary = (gallery?.cells ?? []).map((c) => ({
  lang: c.lang,
  width: c.width,
  theme: c.theme,
  scans: c.scans.length,
  problems: c.problems,
  compositionOnly: c.scans.flatMap((s) => s.compositionOnly ?? []),
  advisories: c.checks.flatMap((k) => (k.advisories ?? []).map((a) => `${k.state}: ${a.element}: ${a.detail}`)),
  incomplete: c.scans.flatMap((s) =>
    s.incomplete.map((v) => ({ id: v.id, state: s.state, targets: v.nodes.map((n) => n.target) })),
  ),
}));

const status = {
  coverage: missing.length === 0,
  axe: Boolean(axe) && cells.every((c) => c.problems.length === 0 && c.axe),
  pa11y: Boolean(pa11y) && (pa11y?.results ?? []).every((r) => r.errors === 0),
  gallery: Boolean(gallery) && gallerySummary.length > 0 && gallerySummary.every((g) => g.problems.length === 0),
  budget: Boolean(budget?.passed),
  lighthouse:
    Boolean(lighthouse) && (lighthouse?.results.length ?? 0) > 0 && (lighthouse?.results ?? []).every((r) => r.passed),
};

const summary = {
  generatedAt: new Date().toISOString(),
  commit,
  dirtyWorkingTree: dirty,
  versions,
  status,
  missing,
  sources: {
    axe: axe?.generatedAt ?? null,
    gallery: gallery?.generatedAt ?? null,
    pa11y: pa11y?.generatedAt ?? null,
    budget: budget?.generatedAt ?? null,
    lighthouse: lighthouse?.generatedAt ?? null,
  },
  pages: cells,
  gallery: gallerySummary,
  budget: budget
    ? {
        budgets: budget.budgets,
        pages: budget.pages.map((p) => ({
          path: p.path,
          jsGzip: p.js.gzip,
          jsFiles: p.js.files.length,
          cssGzip: p.css.gzip,
          largestChunk: p.largestChunk,
          failures: p.failures,
        })),
      }
    : null,
  lighthouse: lighthouse
    ? {
        method: lighthouse.method,
        thresholds: lighthouse.thresholds,
        results: lighthouse.results.map((r) => ({
          path: r.path,
          formFactor: r.formFactor,
          scores: r.best.scores,
          performanceRuns: r.performanceRuns,
          passed: r.passed,
          failures: r.failures,
        })),
      }
    : null,
};

// ---- Accessibility Conformance Report, reading level, docs ----
const docs = readJson<{ generatedAt: string; cells: CellRecord[] }>("docs.json");
const acr = buildAcr({
  cells: axe?.cells ?? [],
  pa11y: (pa11y?.results ?? []).filter((r) => !r.path.startsWith("docs:")),
  generatedAt: summary.generatedAt,
  commit,
  dirty,
  versions,
  testsPassed: process.env.A11Y_TESTS_PASSED === "1" ? true : undefined,
});
const readability = acr.readability;
const aboveTarget = readability.pages.filter((r) => !r.meetsTarget);
const docsCells = (docs?.cells ?? []).map((c) => ({
  path: c.path,
  lang: c.lang,
  width: c.width,
  theme: c.theme,
  problems: c.problems,
  scans: c.scans.length,
}));
const docsPa11y = (pa11y?.results ?? []).filter((r) => r.path.startsWith("docs:"));
const fullSummary = {
  ...summary,
  acr: { file: "acr.json", unmappedCriteria: acr.unmapped, conformance: acr.status.conformance },
  readability: {
    blocking: false,
    targets: TARGETS,
    pages: readability.pages,
    aboveTarget: aboveTarget.map((r) => r.path),
    missing: readability.missing,
  },
  docs: {
    generatedAt: docs?.generatedAt ?? null,
    cells: docsCells,
    pa11y: docsPa11y.map((r) => ({ path: r.path, width: r.width, theme: r.theme, errors: r.errors })),
  },
};

// ---- Incomplete items and their written dispositions ----
interface Disposition {
  id: string;
  rules: string[];
  target?: string;
  states?: string[];
  reason?: string;
  disposition: string;
  reviewed: string;
  reviewerRole: string;
}
const dispositions = JSON.parse(
  readFileSync(join(ROOT, "a11y", "incomplete-dispositions.json"), "utf8"),
) as Disposition[];
function dispositionFor(rule: string, state: string, target: string, why: string): Disposition | undefined {
  return dispositions.find(
    (d) =>
      d.rules.includes(rule) &&
      (!d.states || d.states.includes(state)) &&
      (!d.target || new RegExp(d.target).test(target)) &&
      (!d.reason || new RegExp(d.reason).test(why)),
  );
}
interface IncompleteRow {
  key: string;
  rule: string;
  disposition?: Disposition;
  reason: string;
  where: Set<string>;
  targets: Set<string>;
}
const incompleteRows = new Map<string, IncompleteRow>();
const addIncomplete = (rule: string, state: string, target: string, why: string, where: string) => {
  const d = dispositionFor(rule, state, target, why);
  const reason =
    why
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(-1)[0] ?? "";
  const key = `${rule}|${d?.id ?? reason}`;
  const row = incompleteRows.get(key) ?? {
    key,
    rule,
    disposition: d,
    reason,
    where: new Set<string>(),
    targets: new Set<string>(),
  };
  row.where.add(where);
  row.targets.add(target);
  incompleteRows.set(key, row);
};
for (const cell of axe?.cells ?? []) {
  for (const s of cell.scans) {
    for (const i of s.incomplete)
      for (const n of i.nodes)
        addIncomplete(
          i.id,
          s.state,
          n.target,
          n.summary ?? "",
          `${cell.path} ${cell.width}px ${cell.theme} (${s.state})`,
        );
  }
}
for (const cell of gallery?.cells ?? []) {
  for (const s of cell.scans) {
    for (const i of s.incomplete)
      for (const n of i.nodes)
        addIncomplete(
          i.id,
          s.state,
          n.target,
          n.summary ?? "",
          `gallery ${cell.lang} ${cell.width}px ${cell.theme} (${s.state})`,
        );
  }
}
const undisposed = [...incompleteRows.values()].filter((r) => !r.disposition).length;

// ---- HTML ----
const verdict = (ok: boolean) => (ok ? `<span class="pass">Pass</span>` : `<span class="fail">Fail</span>`);
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const list = (items: string[], empty = "None") =>
  items.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>` : empty;

// Each custom check's description and results, under the anchors the ACR links to (custom-checks.ts).
const checkDescriptions = describeChecks(PAGE_CHECKS, join(ROOT, "a11y", "fixtures"));

function reportHtml(links: ReportLinks): string {
  const body = `<h1>Accessibility and performance report</h1>
<p>Generated ${esc(summary.generatedAt)} for commit <code>${esc(commit)}</code>${dirty ? " (with uncommitted changes)" : ""}. The <a href="${esc(links.acr)}">Accessibility Conformance Report (WCAG 2.2, VPAT 2.5 layout)</a> is generated from the same results.</p>

<h2>Overall</h2>
${scrollTable(
  "t-gates",
  "Gate results",
  ["Gate", "Result", "Source generated"],
  [
    `<tr><th scope="row">Coverage (every page of the route table has results)</th><td>${verdict(status.coverage)}</td><td>${missing.length ? `${missing.length} results missing, first: ${list(missing.slice(0, 10))}` : "All pages covered"}</td></tr>`,
    `<tr><th scope="row">axe + custom checks (Playwright)</th><td>${verdict(status.axe)}</td><td>${esc(summary.sources.axe ?? "missing")}</td></tr>`,
    `<tr><th scope="row">Design-system gallery</th><td>${verdict(status.gallery)}</td><td>${esc(summary.sources.gallery ?? "missing")}</td></tr>`,
    `<tr><th scope="row">Design-system docs site (axe)</th><td>${verdict(Boolean(docs) && docsCells.length > 0 && docsCells.every((c) => c.problems.length === 0))}</td><td>${esc(docs?.generatedAt ?? "missing")}</td></tr>`,
    `<tr><th scope="row">pa11y-ci (HTML_CodeSniffer)</th><td>${verdict(status.pa11y)}</td><td>${esc(summary.sources.pa11y ?? "missing")}</td></tr>`,
    `<tr><th scope="row">Bundle budget</th><td>${verdict(status.budget)}</td><td>${esc(summary.sources.budget ?? "missing")}</td></tr>`,
    `<tr><th scope="row">Lighthouse</th><td>${verdict(status.lighthouse)}</td><td>${esc(summary.sources.lighthouse ?? "missing")}</td></tr>`,
    `<tr><th scope="row">Every WCAG criterion has an evidence mapping</th><td>${verdict(acr.unmapped.length === 0)}</td><td>${acr.unmapped.length ? esc(acr.unmapped.join(", ")) : "All mapped"}</td></tr>`,
  ],
)}

<h2>Tool versions</h2>
${scrollTable(
  "t-versions",
  "Tools and browser used",
  ["Tool", "Version"],
  Object.entries(versions).map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`),
)}

<h2>Pages</h2>
<p>Each page of the route table in both languages, at each width and theme. In the base theme axe runs WCAG 2.0-2.2 A/AA and best practices on the page, the header directory or mobile menu opened, and the display settings dialog, with every custom check (44 px targets, focus not obscured, focus visible, keyboard access, link purpose, forms, structure, CSS-generated text, dialogs by keyboard, Escape closing overlays with focus returned, reflow also at 320x256, text spacing); every other theme re-runs what it can change (colour: contrast, plus color-contrast-enhanced in high contrast, and focus visible; size: targets, reflow, text spacing, focus not obscured). pa11y (HTML_CodeSniffer) scans every page at 320 px in the base theme and the representative routes at every width and theme. Custom checks listed in a11y/policy.json are reported here but do not stop the gate.</p>
${scrollTable(
  "t-pages",
  "Results per page, language, width and theme",
  ["Page", "Width", "Theme", "Result", "axe violations", "Failed checks", "pa11y", "States scanned"],
  cells.map(
    (
      c,
    ) => `<tr><th scope="row">${esc(c.path)} (${esc(c.lang)})</th><td>${c.width} px</td><td>${esc(c.theme)}</td><td>${verdict(c.passed)}</td>
<td>${c.axe ? list(c.axe.violations.map((v) => `${v.id} (${v.impact}) in ${v.state}: ${v.targets.join(", ")}`)) : "No result"}</td>
<td>${c.checks ? list(c.checks.failed.map((f) => `${f.check} (${f.state}): ${f.failures.join("; ")}`)) : "No result"}</td>
<td>${c.pa11y.length ? list(c.pa11y.map((p) => `${p.state}: ${p.errors} errors, ${p.warnings} warnings${p.failure ? ` (${p.failure})` : ""}${p.errorCodes.length ? `: ${p.errorCodes.join(", ")}` : ""}`)) : pa11yScans(c.route, c.theme, c.width) ? "No result" : "Not run in this cell (the markup is the one scanned at 320 px in the base theme)"}</td>
<td>${c.axe ? esc(c.axe.statesScanned.join(", ")) : ""}</td></tr>`,
  ),
)}

${customChecksHtml(checkDescriptions, checkResults(checkDescriptions, cells))}

<h2>Needs review: items axe could not decide</h2>
<p>Each incomplete result with its written disposition (a11y/incomplete-dispositions.json). ${undisposed ? `${undisposed} kinds of item have no written disposition yet.` : "Every item has a written disposition."}</p>
${scrollTable(
  "t-incomplete",
  "axe incomplete results and their dispositions",
  ["Rule and reason", "Disposition", "Where", "Elements"],
  [...incompleteRows.values()]
    .map(
      (r) =>
        `<tr><th scope="row">${esc(r.rule)}: ${esc(r.reason)}</th><td>${r.disposition ? `${esc(r.disposition.disposition)} (reviewed ${esc(r.disposition.reviewed)}, ${esc(r.disposition.reviewerRole)})` : "<strong>No written disposition yet.</strong>"}</td><td>${list([...r.where].slice(0, 8))}${r.where.size > 8 ? `<p>and ${r.where.size - 8} more</p>` : ""}</td><td>${list([...r.targets].slice(0, 8))}</td></tr>`,
    )
    .concat(incompleteRows.size ? [] : [`<tr><td colspan="4">None</td></tr>`]),
)}
<h3>Advisories</h3>
${list([...new Set([...cells.flatMap((c) => (c.checks?.advisories ?? []).map((a) => `${c.path} ${c.width}px ${c.theme}: ${a}`)), ...gallerySummary.flatMap((g) => g.advisories.map((a) => `gallery ${g.lang} ${g.width}px ${g.theme}: ${a}`))])].slice(0, 60))}

<h2>Reading level</h2>
<p>The text of each page's main content (navigation, tables and code left out) scored with Flesch-Kincaid (English, target US grade ${TARGETS.en.maxGrade} or lower) and Fernández-Huerta (Spanish, target reading ease ${TARGETS.es.minEase} or higher, about the same level). This is a report, not a blocking gate: WCAG 3.1.5 is an adopted AAA criterion. ${aboveTarget.length} of ${readability.pages.length} pages are above the target${readability.missing.length ? `; ${readability.missing.length} pages were not found in the build` : ""}.</p>
<h3>Pages above the target</h3>
${list(aboveTarget.map((r) => `${r.path} (${r.lang}): ${r.formula} ${r.score}`))}
${scrollTable(
  "t-readability",
  "Reading level of every page",
  ["Page", "Formula", "Score", "Approximate US grade", "Words", "Meets target"],
  readability.pages.map(
    (r) =>
      `<tr><th scope="row">${esc(r.path)} (${esc(r.lang)})</th><td>${esc(r.formula)}</td><td>${r.score}</td><td>${r.grade}</td><td>${r.words}</td><td>${r.meetsTarget ? "Yes" : "<strong>No</strong>"}</td></tr>`,
  ),
)}

<h2>Design-system gallery</h2>
${scrollTable(
  "t-gallery",
  "Every design-system example scanned per language, width and theme",
  ["Language", "Width", "Theme", "Scans", "Problems", "Only when examples sit side by side"],
  gallerySummary.map(
    (g) =>
      `<tr><th scope="row">${esc(g.lang)}</th><td>${g.width} px</td><td>${esc(g.theme)}</td><td>${g.scans}</td><td>${list(g.problems)}</td><td>${list(g.compositionOnly.map((x) => `${x.id} ${x.example}: ${x.target}`))}</td></tr>`,
  ),
)}

<h2>Design-system docs site</h2>
<p>Every docs page (components, tokens, themes, writing, how to add a component) scanned with axe in every theme at 320 and 1280 px, and with pa11y at 320 px.</p>
${scrollTable(
  "t-docs",
  "Docs pages per width and theme",
  ["Page", "Width", "Theme", "Scans", "Problems", "pa11y errors"],
  docsCells.map((c) => {
    const p11 = docsPa11y.filter((r) => r.path === `docs:${c.path}` && r.width === c.width && r.theme === c.theme);
    return `<tr><th scope="row">${esc(c.path)}</th><td>${c.width} px</td><td>${esc(c.theme)}</td><td>${c.scans}</td><td>${list(c.problems)}</td><td>${p11.length ? p11.reduce((a, r) => a + r.errors, 0) : c.width === VIEWPORTS[0].width ? "No result" : `Scanned at ${VIEWPORTS[0].width} px (the same markup)`}</td></tr>`;
  }),
)}

<h2>Bundle budget</h2>
${
  budget
    ? scrollTable(
        "t-budget",
        `JavaScript and CSS per page, gzip level 9 (budgets: JS ${budget.budgets.jsPerRouteKiB} KiB, CSS ${budget.budgets.cssPerRouteKiB} KiB, largest chunk ${budget.budgets.largestChunkKiB} KiB)`,
        ["Page", "JS", "JS files", "CSS", "Largest chunk", "Result"],
        budget.pages.map(
          (p) =>
            `<tr><th scope="row">${esc(p.path)}</th><td>${kib(p.js.gzip)}</td><td>${p.js.files.length}</td><td>${kib(p.css.gzip)}</td><td>${kib(p.largestChunk.gzip)} <code>${esc(p.largestChunk.href)}</code></td><td>${verdict(p.failures.length === 0)}${p.failures.length ? list(p.failures) : ""}</td></tr>`,
        ),
      )
    : "<p>No budget results.</p>"
}

<h2>Lighthouse</h2>
${
  lighthouse
    ? `<p>${esc(lighthouse.method)}</p>
${scrollTable(
  "t-lighthouse",
  "Lighthouse scores (0-100)",
  ["Page", "Form factor", "Performance (runs)", "Accessibility", "Best practices", "SEO", "Result"],
  lighthouse.results.map(
    (r) =>
      `<tr><th scope="row">${esc(r.path)}</th><td>${esc(r.formFactor)}</td><td>${r.best.scores.performance} (${r.performanceRuns.join(", ")})</td><td>${r.best.scores.accessibility}</td><td>${r.best.scores["best-practices"]}</td><td>${r.best.scores.seo}</td><td>${verdict(r.passed)}${r.failures.length ? list(r.failures) : ""}</td></tr>`,
  ),
)}`
    : "<p>No Lighthouse results.</p>"
}`;
  return page("Accessibility and performance report - Medicare Guide", links, reportNav(links, "report"), body);
}

const LOCAL_LINKS: ReportLinks = {
  css: "report.css",
  report: "index.html",
  acr: "acr.html",
  acrJson: "acr.json",
  results: "index.html",
  // The committed transcripts, from the reports folder (A11Y_REPORTS_DIR may move it).
  transcripts: relative(REPORTS_DIR, join(ROOT, TRANSCRIPTS_DIR)),
};
/**
 * Where they live in the site: the test report and ACR are pages of the site in both languages (built from
 * a11y/published/acr.json); scripts/postbuild.ts publishes this full results table at /accessibility-report/results.
 */
const PUBLISHED_LINKS: ReportLinks = {
  css: "/accessibility-report/report.css",
  report: "/accessibility-report",
  acr: "/accessibility-report/acr",
  acrJson: "/accessibility-report/acr.json",
  results: RESULTS_DOCUMENT,
  transcripts: "/accessibility-report/transcripts",
};

ensureDir(REPORTS_DIR);
writeFileSync(join(REPORTS_DIR, "summary.json"), JSON.stringify(fullSummary, null, 1));
writeFileSync(join(REPORTS_DIR, "index.html"), reportHtml(LOCAL_LINKS));
writeFileSync(join(REPORTS_DIR, "acr.html"), acr.html(LOCAL_LINKS));
writeFileSync(join(REPORTS_DIR, "acr.json"), JSON.stringify(acr.json, null, 1));
writeFileSync(join(REPORTS_DIR, "report.css"), REPORT_CSS);

// Publish (committed): a partial local run (A11Y_ONLY) must not replace a full snapshot unless asked to.
const publish = process.env.A11Y_PUBLISH === "1" || (missing.length === 0 && acr.unmapped.length === 0);
if (publish) {
  const dir = ensureDir(join(ROOT, "a11y", "published"));
  writeFileSync(join(dir, "index.html"), reportHtml(PUBLISHED_LINKS));
  writeFileSync(join(dir, "acr.json"), JSON.stringify(acr.json, null, 1));
  writeFileSync(join(dir, "report.css"), REPORT_CSS);
  mkdirSync(join(ROOT, "content", "pages"), { recursive: true });
  writeFileSync(join(ROOT, "content", "pages", "a11y-status.json"), `${JSON.stringify(acr.status, null, 2)}\n`);
}
console.info(
  `report: ${cells.length} page cells, gates ${Object.entries(status)
    .map(([k, v]) => `${k} ${v ? "pass" : "FAIL"}`)
    .join(", ")}; ACR: ${Object.entries(
    acr.results.reduce<Record<string, number>>((a, r) => ({ ...a, [r.conformance]: (a[r.conformance] ?? 0) + 1 }), {}),
  )
    .map(([k, v]) => `${v} ${k}`)
    .join(
      ", ",
    )}; readability: ${aboveTarget.length} of ${readability.pages.length} pages above target (not blocking); wrote ${REPORTS_DIR}/{summary.json,index.html,acr.html,acr.json}${publish ? ", published a11y/published and content/pages/a11y-status.json" : " (not published: results incomplete; A11Y_PUBLISH=1 forces it)"}`,
);
let failed = false;
// The OpenACR files (both languages) from the ACR just built: they must validate against GSA's schema and catalog.
for (const lang of ["en", "es"] as const) {
  const yaml = openAcrYaml(
    acr.json as unknown as PublishedAcr,
    lang,
    process.env.SITE_URL ?? "https://medicare-guide.example",
  );
  const file = join(REPORTS_DIR, lang === "en" ? "openacr.yaml" : "openacr-es.yaml");
  writeFileSync(file, yaml);
  const problems = openAcrYamlProblems(yaml);
  if (problems.length) {
    console.error(`report: ${file} is not a valid OpenACR:\n  ${problems.join("\n  ")}`);
    failed = true;
  }
}
// Provenance: the site's report and ACR pages are prerendered from a11y/published/acr.json, so the build
// this run tested names the committed snapshot's (earlier) run. Rebuild it from the snapshot just published
// (the same code, and the data that describes it), then check every shipped document names this commit, clean.
const clientDir = join(ROOT, process.env.BUILD_DIR ?? "build", "client");
if (publish && existsSync(clientDir)) {
  const t0 = performance.now();
  const build = spawnSync(process.execPath, ["scripts/build.ts"], { cwd: ROOT, stdio: "inherit", env: process.env });
  console.info(`report: rebuilt the site from the new snapshot in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const problems = build.status === 0 ? provenanceProblems(commit, readShipped(clientDir)) : ["the rebuild failed"];
  if (problems.length) {
    console.error(`report: provenance of the shipped report:\n  ${problems.join("\n  ")}`);
    failed = true;
  } else console.info(`report: the build ships the report, ACR and OpenACR of commit ${commit} (clean)`);
}
if (acr.unmapped.length) {
  console.error(
    `report: WCAG criteria with no evidence mapping at all (a11y/acr/criteria.ts): ${acr.unmapped.join(", ")}`,
  );
  failed = true;
}
if (missing.length) {
  console.error(
    `report: ${missing.length} results missing:\n  ${missing.slice(0, 30).join("\n  ")}${missing.length > 30 ? `\n  ... and ${missing.length - 30} more` : ""}`,
  );
  failed = true;
}
if (failed) process.exit(1);
