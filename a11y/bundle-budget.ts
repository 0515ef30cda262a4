/**
 * `npm run test:budget`: the JavaScript and CSS each page loads, gzip level 9,
 * against a11y/budgets.json. A page's JS is its modulepreload list recorded by
 * scripts/postbuild.ts (build/page-modules.json) plus the imports of its
 * <script type="module"> (including the dynamically imported client entry),
 * closed over each chunk's static imports; its CSS is its <link rel=stylesheet>
 * files. Prints a table, writes a11y/reports/budget.json, exits 1 over budget.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { readBudgets, REPORTS_DIR, ROOT, selectedPages } from "./config.ts";

const buildDir = resolve(ROOT, process.env.BUILD_DIR ?? "build");
const clientDir = join(buildDir, "client");
const budgets = readBudgets().bundle;
const KiB = 1024;

const gzipCache = new Map<string, { raw: number; gzip: number; source: string }>();
function sizeOf(href: string): { raw: number; gzip: number; source: string } {
  let entry = gzipCache.get(href);
  if (!entry) {
    const data = readFileSync(join(clientDir, href.replace(/^\//, "").split(/[?#]/)[0] ?? ""));
    entry = { raw: data.length, gzip: gzipSync(data, { level: 9 }).length, source: data.toString("utf8") };
    gzipCache.set(href, entry);
  }
  return entry;
}

/** Static imports of a module (`import ... from "x"`, `import "x"`, `export ... from "x"`), resolved to site paths. */
function staticImports(href: string, source: string): string[] {
  const found = new Set<string>();
  const re = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+\.(?:js|mjs))["']/g;
  for (const m of source.matchAll(re)) {
    const spec = m[1] ?? "";
    if (/^https?:/.test(spec)) continue;
    found.add(spec.startsWith("/") ? spec : posix.join(posix.dirname(href), spec));
  }
  return [...found];
}

function pageFile(path: string): string {
  return join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

const sum = (files: { gzip: number; raw: number }[]) => ({
  gzip: files.reduce((a, f) => a + f.gzip, 0),
  raw: files.reduce((a, f) => a + f.raw, 0),
});

interface PageBudget {
  path: string;
  lang: string;
  js: { files: { href: string; gzip: number; raw: number }[]; gzip: number; raw: number };
  css: { files: { href: string; gzip: number; raw: number }[]; gzip: number; raw: number };
  largestChunk: { href: string; gzip: number };
  /** A reading page (issue 29): never hydrated, its own budget. */
  reading?: boolean;
  failures: string[];
}

if (!existsSync(join(buildDir, "page-modules.json"))) {
  console.error(`budget: ${join(buildDir, "page-modules.json")} not found; build first (npm run build)`);
  process.exit(1);
}
const pageModules = JSON.parse(readFileSync(join(buildDir, "page-modules.json"), "utf8")) as Record<string, string[]>;
const results: PageBudget[] = [];

/**
 * The JS budget of a route: reading pages (never hydrated, issue 29) and pages with an interactive form
 * (react-hook-form + zod + figures) have their own.
 */
function jsBudgetKiB(routeId: string, reading: boolean): number {
  if (reading && budgets.jsPerReadingRouteKiB !== undefined) return budgets.jsPerReadingRouteKiB;
  const forms = budgets.jsFormRoutes ?? [];
  const isForm = forms.some((pattern) =>
    pattern.endsWith("*") ? routeId.startsWith(pattern.slice(0, -1)) : routeId === pattern,
  );
  return isForm ? (budgets.jsPerFormRouteKiB ?? budgets.jsPerRouteKiB) : budgets.jsPerRouteKiB;
}

for (const { path, lang, route } of selectedPages()) {
  if (!existsSync(pageFile(path))) {
    const none = { files: [], gzip: 0, raw: 0 };
    results.push({
      path,
      lang,
      js: none,
      css: none,
      largestChunk: { href: "", gzip: 0 },
      failures: [`not built: ${pageFile(path)} is missing`],
    });
    continue;
  }
  const html = readFileSync(pageFile(path), "utf8");
  const roots = new Set<string>(pageModules[path] ?? []);
  if (!pageModules[path]) console.error(`budget: ${path} is missing from build/page-modules.json`);
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? "";
    if (!/type="module"/.test(attrs)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) roots.add(src);
    // Inline module: its static imports and the dynamically imported client entry.
    for (const i of (m[2] ?? "").matchAll(/(?:import\s*(?:[\w*{}\s,$]+?\s*from\s*)?|import\()\s*["']([^"']+\.js)["']/g))
      roots.add(i[1] ?? "");
  }
  // Close over static imports (what the browser must fetch before the page runs).
  const js = new Set<string>();
  const queue = [...roots].filter(Boolean);
  while (queue.length) {
    const href = queue.pop() as string;
    if (js.has(href)) continue;
    js.add(href);
    queue.push(...staticImports(href, sizeOf(href).source));
  }
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
    .filter((h): h is string => Boolean(h));

  const jsFiles = [...js].sort().map((href) => ({ href, gzip: sizeOf(href).gzip, raw: sizeOf(href).raw }));
  const cssFiles = css.map((href) => ({ href, gzip: sizeOf(href).gzip, raw: sizeOf(href).raw }));
  const largest = jsFiles.reduce((a, f) => (f.gzip > a.gzip ? f : a), { href: "", gzip: 0 });
  const jsTotal = sum(jsFiles);
  const cssTotal = sum(cssFiles);
  const failures: string[] = [];
  const reading = route.reading === true;
  const jsBudget = jsBudgetKiB(route.id, reading);
  if (jsTotal.gzip > jsBudget * KiB) failures.push(`JS ${(jsTotal.gzip / KiB).toFixed(1)} KiB > ${jsBudget} KiB`);
  if (cssTotal.gzip > budgets.cssPerRouteKiB * KiB)
    failures.push(`CSS ${(cssTotal.gzip / KiB).toFixed(1)} KiB > ${budgets.cssPerRouteKiB} KiB`);
  const cssFilesBudget = (reading ? budgets.cssFilesPerReadingRoute : undefined) ?? budgets.cssFilesPerRoute;
  if (cssFilesBudget !== undefined && cssFiles.length > cssFilesBudget)
    failures.push(`CSS in ${cssFiles.length} files > ${cssFilesBudget}`);
  // A reading page's script all runs after first paint: module scripts only (deferred), no preload competing
  // with the stylesheets, and none of the framework (issue 29).
  if (reading) {
    if (/<link\b[^>]*rel="modulepreload"/.test(html)) failures.push("reading page with a module preload");
    const classic = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"/g)].filter(
      (m) => !/type="module"/.test(m[1] ?? ""),
    );
    if (classic.length) failures.push(`reading page with a classic script (${classic.map((m) => m[2]).join(", ")})`);
    const framework = jsFiles.filter((f) => /\/(framework|entry\.client|manifest)-[\w-]+\.js$/.test(f.href));
    if (framework.length)
      failures.push(`reading page loads framework code (${framework.map((f) => f.href).join(", ")})`);
  }
  if (largest.gzip > budgets.largestChunkKiB * KiB)
    failures.push(
      `largest chunk ${largest.href} ${(largest.gzip / KiB).toFixed(1)} KiB > ${budgets.largestChunkKiB} KiB`,
    );
  if (jsFiles.length === 0)
    failures.push("no JavaScript found for the page (build/page-modules.json or module scripts missing)");
  results.push({
    path,
    lang,
    js: { files: jsFiles, ...jsTotal },
    css: { files: cssFiles, ...cssTotal },
    largestChunk: { href: largest.href, gzip: largest.gzip },
    reading,
    failures,
  });
}

const kib = (n: number) => (n / KiB).toFixed(1).padStart(7);
console.info(
  `\nBundle budget (gzip -9, KiB): JS <= ${budgets.jsPerRouteKiB} (form pages ${budgets.jsPerFormRouteKiB ?? budgets.jsPerRouteKiB}, reading pages ${budgets.jsPerReadingRouteKiB ?? budgets.jsPerRouteKiB} in <= ${budgets.cssFilesPerReadingRoute ?? "the same number of"} CSS files), CSS <= ${budgets.cssPerRouteKiB} in <= ${budgets.cssFilesPerRoute ?? "any number of"} files, largest chunk <= ${budgets.largestChunkKiB}`,
);
console.info(
  `${"page".padEnd(40)} ${"JS".padStart(7)} ${"files".padStart(5)} ${"CSS".padStart(7)} ${"largest".padStart(7)}  status`,
);
for (const r of results) {
  console.info(
    `${(r.reading ? `${r.path} (reading)` : r.path).padEnd(40)} ${kib(r.js.gzip)} ${String(r.js.files.length).padStart(5)} ${kib(r.css.gzip)} ${kib(r.largestChunk.gzip)}  ${r.failures.length ? `OVER: ${r.failures.join("; ")}` : "ok"}`,
  );
}
const failed = results.filter((r) => r.failures.length);
mkdirSync(REPORTS_DIR, { recursive: true });
writeFileSync(
  join(REPORTS_DIR, "budget.json"),
  JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      compression: "gzip level 9",
      unit: "bytes",
      budgets,
      pages: results,
      passed: failed.length === 0,
    },
    null,
    1,
  ),
);
console.info(
  `budget: ${results.length} pages, ${failed.length} over budget; wrote ${join("a11y", "reports", "budget.json")}`,
);
process.exit(failed.length ? 1 : 0);
