/**
 * `npm run test:spanish`: the Spanish gate over every prerendered /es/ page of the build (BUILD_DIR,
 * default build): reads each HTML file (no browser, no server) and lists every problem checkSpanishPage
 * finds, grouped by page. Exit 1 when there is any. Runs after the build gate.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import { checkSpanishPage } from "./check.ts";

const started = performance.now();
const root = join(process.env.BUILD_DIR ?? "build", "client");
const spanishRoot = join(root, "es");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

if (!existsSync(spanishRoot)) {
  console.error(`spanish: no build at ${spanishRoot}: run npm run build first`);
  process.exit(1);
}
const files = htmlFiles(spanishRoot).sort();
let total = 0;
for (const file of files) {
  const path = `/${relative(root, file)}`.replace(/\/index\.html$/, "").replace(/\.html$/, "");
  const problems = checkSpanishPage(readFileSync(file, "utf8"), path);
  if (problems.length === 0) continue;
  total += problems.length;
  console.error(`\n${path}`);
  for (const p of problems) console.error(`  ${p.rule} (${p.where}): ${p.text}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.info(`\nspanish: ${files.length} pages, ${total} problems (${seconds} s)`);
process.exit(total === 0 && files.length > 0 ? 0 : 1);
