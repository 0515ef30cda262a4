/**
 * `npm run report`: reads the gates' JSON (a11y/reports/axe.json, gallery.json,
 * pa11y.json, budget.json, lighthouse.json) and writes a11y/reports/summary.json
 * and a11y/reports/index.html (date, commit, tool and browser versions; per page
 * x language x theme x width the axe, custom-check and pa11y outcomes; the items
 * axe could not decide; bundle budgets; Lighthouse scores).
 * Exits 1 when any page of the route table lacks axe, pa11y or budget results.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { allPagePaths } from "../../app/site-routes.ts";
import { findChromium } from "../../scripts/chromium.ts";
import { REPORTS_DIR, ROOT, THEMES, VIEWPORTS, ensureDir, packageVersion } from "../config.ts";
import type { CellRecord } from "../lib/cell.ts";

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
  best: { scores: Record<string, number>; failingAudits: Record<string, { id: string; title: string; displayValue?: string }[]> };
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
const pa11y = readJson<{ generatedAt: string; versions?: Record<string, string>; results: Pa11yRow[] }>("pa11y.json");
const budget = readJson<{ generatedAt: string; budgets: Record<string, number>; pages: BudgetPage[]; passed: boolean }>("budget.json");
const lighthouse = readJson<{ generatedAt: string; versions: Record<string, string>; thresholds: unknown; method: string; results: LighthouseRow[] }>("lighthouse.json");

const chromium = findChromium();
const commit = git(["rev-parse", "HEAD"]) ?? "unknown";
const dirty = commit !== "unknown" && Boolean(git(["status", "--porcelain"]));
const versions = {
  "axe-core": packageVersion("axe-core"),
  "@axe-core/playwright": packageVersion("@axe-core/playwright"),
  "@playwright/test": packageVersion("@playwright/test"),
  "pa11y-ci": packageVersion("pa11y-ci"),
  pa11y: packageVersion("pa11y"),
  "axe-core used by pa11y": pa11y?.versions?.axeCoreUsedByPa11y ?? "unknown",
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
  axe?: { violations: { id: string; impact: string | null; state: string; targets: string[] }[]; incomplete: { id: string; state: string; targets: string[] }[]; statesScanned: string[] };
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
      if (!p11.some((r) => r.state === "default")) missing.push(`pa11y: ${path} ${vp.width}px ${theme.id}`);
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
          violations: cell.scans.flatMap((s) => s.violations.map((v) => ({ id: v.id, impact: v.impact, state: s.state, targets: v.nodes.map((n) => n.target) }))),
          incomplete: cell.scans.flatMap((s) => s.incomplete.map((v) => ({ id: v.id, state: s.state, targets: v.nodes.map((n) => n.target) }))),
        };
        summary.checks = {
          run: [...new Set(cell.checks.map((c) => c.check))],
          failed: cell.checks.filter((c) => !c.passed).map((c) => ({ check: c.check, state: c.state, failures: c.failures.map((f) => `${f.element}: ${f.detail}`) })),
          advisories: cell.checks.flatMap((c) => (c.advisories ?? []).map((a) => `${c.state}: ${a.element}: ${a.detail}`)),
        };
      }
      summary.passed = Boolean(cell) && summary.problems.length === 0 && p11.length > 0 && p11.every((r) => r.errors === 0);
      cells.push(summary);
    }
  }
}
for (const { path } of pages) {
  if (!budget?.pages.some((p) => p.path === path)) missing.push(`budget: ${path}`);
}

const gallerySummary = (gallery?.cells ?? []).map((c) => ({
  lang: c.lang,
  width: c.width,
  theme: c.theme,
  scans: c.scans.length,
  problems: c.problems,
  compositionOnly: c.scans.flatMap((s) => s.compositionOnly ?? []),
  advisories: c.checks.flatMap((k) => (k.advisories ?? []).map((a) => `${k.state}: ${a.element}: ${a.detail}`)),
  incomplete: c.scans.flatMap((s) => s.incomplete.map((v) => ({ id: v.id, state: s.state, targets: v.nodes.map((n) => n.target) }))),
}));

const status = {
  coverage: missing.length === 0,
  axe: Boolean(axe) && cells.every((c) => c.problems.length === 0 && c.axe),
  pa11y: Boolean(pa11y) && (pa11y?.results ?? []).every((r) => r.errors === 0),
  gallery: Boolean(gallery) && gallerySummary.length > 0 && gallerySummary.every((g) => g.problems.length === 0),
  budget: Boolean(budget?.passed),
  lighthouse: Boolean(lighthouse) && (lighthouse?.results.length ?? 0) > 0 && (lighthouse?.results ?? []).every((r) => r.passed),
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
  budget: budget ? { budgets: budget.budgets, pages: budget.pages.map((p) => ({ path: p.path, jsGzip: p.js.gzip, jsFiles: p.js.files.length, cssGzip: p.css.gzip, largestChunk: p.largestChunk, failures: p.failures })) } : null,
  lighthouse: lighthouse
    ? { method: lighthouse.method, thresholds: lighthouse.thresholds, results: lighthouse.results.map((r) => ({ path: r.path, formFactor: r.formFactor, scores: r.best.scores, performanceRuns: r.performanceRuns, passed: r.passed, failures: r.failures })) }
    : null,
};

// ---- HTML ----
const esc = (s: unknown) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const verdict = (ok: boolean) => (ok ? `<span class="pass">Pass</span>` : `<span class="fail">Fail</span>`);
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const list = (items: string[], empty = "None") => (items.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>` : empty);

const incompleteRows = new Map<string, { id: string; where: Set<string>; targets: Set<string> }>();
for (const c of cells) {
  for (const i of c.axe?.incomplete ?? []) {
    const row = incompleteRows.get(i.id) ?? { id: i.id, where: new Set(), targets: new Set() };
    row.where.add(`${c.path} ${c.width}px ${c.theme} (${i.state})`);
    for (const t of i.targets) row.targets.add(t);
    incompleteRows.set(i.id, row);
  }
}
for (const g of gallerySummary) {
  for (const i of g.incomplete) {
    const row = incompleteRows.get(i.id) ?? { id: i.id, where: new Set(), targets: new Set() };
    row.where.add(`gallery ${g.lang} ${g.width}px ${g.theme} (${i.state})`);
    for (const t of i.targets) row.targets.add(t);
    incompleteRows.set(i.id, row);
  }
}

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accessibility and performance report - Medicare Guide</title>
<style>
  body { font-family: system-ui, sans-serif; font-size: 1.1rem; line-height: 1.5; color: #1b1b1b; background: #fff; margin: 0; }
  main { max-width: 90rem; margin: 0 auto; padding: 1rem; }
  table { border-collapse: collapse; margin: 0.5rem 0 2rem; width: 100%; }
  caption { text-align: left; font-weight: 700; padding: 0.5rem 0; }
  th, td { border: 1px solid #555; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
  thead th { background: #eee; }
  .pass { color: #075e25; font-weight: 700; }
  .fail { color: #a3140b; font-weight: 700; }
  ul { margin: 0; padding-left: 1.2rem; }
  code { font-size: 0.95em; overflow-wrap: anywhere; }
  .scroll { overflow-x: auto; }
  a { color: #0b4ea2; }
  :focus-visible { outline: 3px solid #000; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Accessibility and performance report</h1>
<p>Generated ${esc(summary.generatedAt)} for commit <code>${esc(commit)}</code>${dirty ? " (with uncommitted changes)" : ""}.</p>

<h2>Overall</h2>
<div class="scroll"><table>
<caption>Gate results</caption>
<thead><tr><th scope="col">Gate</th><th scope="col">Result</th><th scope="col">Source generated</th></tr></thead>
<tbody>
<tr><th scope="row">Coverage (every page of the route table has results)</th><td>${verdict(status.coverage)}</td><td>${missing.length ? `${missing.length} results missing, first: ${list(missing.slice(0, 10))}` : "All pages covered"}</td></tr>
<tr><th scope="row">axe + custom checks (Playwright)</th><td>${verdict(status.axe)}</td><td>${esc(summary.sources.axe ?? "missing")}</td></tr>
<tr><th scope="row">Design-system gallery</th><td>${verdict(status.gallery)}</td><td>${esc(summary.sources.gallery ?? "missing")}</td></tr>
<tr><th scope="row">pa11y-ci (htmlcs + axe)</th><td>${verdict(status.pa11y)}</td><td>${esc(summary.sources.pa11y ?? "missing")}</td></tr>
<tr><th scope="row">Bundle budget</th><td>${verdict(status.budget)}</td><td>${esc(summary.sources.budget ?? "missing")}</td></tr>
<tr><th scope="row">Lighthouse</th><td>${verdict(status.lighthouse)}</td><td>${esc(summary.sources.lighthouse ?? "missing")}</td></tr>
</tbody>
</table></div>

<h2>Tool versions</h2>
<div class="scroll"><table>
<caption>Tools and browser used</caption>
<thead><tr><th scope="col">Tool</th><th scope="col">Version</th></tr></thead>
<tbody>${Object.entries(versions).map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join("")}</tbody>
</table></div>

<h2>Pages</h2>
<p>Each page of the route table in both languages, at each width and theme. axe runs WCAG 2.0-2.2 A/AA and best practices (plus color-contrast-enhanced in high contrast) on the page, the header directory or mobile menu opened, and the display settings dialog; the custom checks cover 44 px targets, focus not obscured, Escape closing overlays with focus returned, reflow (also at 320x256) and text spacing.</p>
<div class="scroll"><table>
<caption>Results per page, language, width and theme</caption>
<thead><tr><th scope="col">Page</th><th scope="col">Width</th><th scope="col">Theme</th><th scope="col">Result</th><th scope="col">axe violations</th><th scope="col">Failed checks</th><th scope="col">pa11y</th><th scope="col">States scanned</th></tr></thead>
<tbody>
${cells
  .map(
    (c) => `<tr><th scope="row">${esc(c.path)} (${esc(c.lang)})</th><td>${c.width} px</td><td>${esc(c.theme)}</td><td>${verdict(c.passed)}</td>
<td>${c.axe ? list(c.axe.violations.map((v) => `${v.id} (${v.impact}) in ${v.state}: ${v.targets.join(", ")}`)) : "No result"}</td>
<td>${c.checks ? list(c.checks.failed.map((f) => `${f.check} (${f.state}): ${f.failures.join("; ")}`)) : "No result"}</td>
<td>${c.pa11y.length ? list(c.pa11y.map((p) => `${p.state}: ${p.errors} errors, ${p.warnings} warnings${p.failure ? ` (${p.failure})` : ""}${p.errorCodes.length ? `: ${p.errorCodes.join(", ")}` : ""}`)) : "No result"}</td>
<td>${c.axe ? esc(c.axe.statesScanned.join(", ")) : ""}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table></div>

<h2>Design-system gallery</h2>
<div class="scroll"><table>
<caption>Every design-system example scanned per language, width and theme</caption>
<thead><tr><th scope="col">Language</th><th scope="col">Width</th><th scope="col">Theme</th><th scope="col">Scans</th><th scope="col">Problems</th><th scope="col">Only when examples sit side by side</th></tr></thead>
<tbody>
${gallerySummary
  .map(
    (g) => `<tr><th scope="row">${esc(g.lang)}</th><td>${g.width} px</td><td>${esc(g.theme)}</td><td>${g.scans}</td><td>${list(g.problems)}</td><td>${list(g.compositionOnly.map((x) => `${x.id} ${x.example}: ${x.target}`))}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table></div>

<h2>Needs review</h2>
<p>Items axe could not decide (incomplete), to check by hand, and advisories from the custom checks.</p>
<div class="scroll"><table>
<caption>axe incomplete results</caption>
<thead><tr><th scope="col">Rule</th><th scope="col">Where</th><th scope="col">Elements</th></tr></thead>
<tbody>
${[...incompleteRows.values()].map((r) => `<tr><th scope="row">${esc(r.id)}</th><td>${list([...r.where].slice(0, 12))}${r.where.size > 12 ? `<p>and ${r.where.size - 12} more</p>` : ""}</td><td>${list([...r.targets].slice(0, 12))}</td></tr>`).join("\n") || `<tr><td colspan="3">None</td></tr>`}
</tbody>
</table></div>
<h3>Advisories</h3>
${list([...new Set([...cells.flatMap((c) => (c.checks?.advisories ?? []).map((a) => `${c.path} ${c.width}px ${c.theme}: ${a}`)), ...gallerySummary.flatMap((g) => g.advisories.map((a) => `gallery ${g.lang} ${g.width}px ${g.theme}: ${a}`))])].slice(0, 60))}

<h2>Bundle budget</h2>
${
  budget
    ? `<div class="scroll"><table>
<caption>JavaScript and CSS per page, gzip level 9 (budgets: JS ${budget.budgets.jsPerRouteKiB} KiB, CSS ${budget.budgets.cssPerRouteKiB} KiB, largest chunk ${budget.budgets.largestChunkKiB} KiB)</caption>
<thead><tr><th scope="col">Page</th><th scope="col">JS</th><th scope="col">JS files</th><th scope="col">CSS</th><th scope="col">Largest chunk</th><th scope="col">Result</th></tr></thead>
<tbody>${budget.pages.map((p) => `<tr><th scope="row">${esc(p.path)}</th><td>${kib(p.js.gzip)}</td><td>${p.js.files.length}</td><td>${kib(p.css.gzip)}</td><td>${kib(p.largestChunk.gzip)} <code>${esc(p.largestChunk.href)}</code></td><td>${verdict(p.failures.length === 0)}${p.failures.length ? list(p.failures) : ""}</td></tr>`).join("\n")}</tbody>
</table></div>`
    : "<p>No budget results.</p>"
}

<h2>Lighthouse</h2>
${
  lighthouse
    ? `<p>${esc(lighthouse.method)}</p>
<div class="scroll"><table>
<caption>Lighthouse scores (0-100)</caption>
<thead><tr><th scope="col">Page</th><th scope="col">Form factor</th><th scope="col">Performance (runs)</th><th scope="col">Accessibility</th><th scope="col">Best practices</th><th scope="col">SEO</th><th scope="col">Result</th></tr></thead>
<tbody>${lighthouse.results.map((r) => `<tr><th scope="row">${esc(r.path)}</th><td>${esc(r.formFactor)}</td><td>${r.best.scores.performance} (${r.performanceRuns.join(", ")})</td><td>${r.best.scores.accessibility}</td><td>${r.best.scores["best-practices"]}</td><td>${r.best.scores.seo}</td><td>${verdict(r.passed)}${r.failures.length ? list(r.failures) : ""}</td></tr>`).join("\n")}</tbody>
</table></div>`
    : "<p>No Lighthouse results.</p>"
}
</main>
</body>
</html>
`;

ensureDir(REPORTS_DIR);
writeFileSync(join(REPORTS_DIR, "summary.json"), JSON.stringify(summary, null, 1));
writeFileSync(join(REPORTS_DIR, "index.html"), html);
console.info(
  `report: ${cells.length} page cells, gates ${Object.entries(status).map(([k, v]) => `${k} ${v ? "pass" : "FAIL"}`).join(", ")}; wrote a11y/reports/summary.json and index.html`,
);
if (missing.length) {
  console.error(`report: ${missing.length} results missing:\n  ${missing.slice(0, 30).join("\n  ")}${missing.length > 30 ? `\n  ... and ${missing.length - 30} more` : ""}`);
  process.exit(1);
}
