/**
 * After react-router's build:
 * - records each page's module preloads (build/page-modules.json, read by the
 *   bundle budget) and removes them from the HTML ("paint first": on slow mobile
 *   links the preloads competed with the CSS and delayed first paint; the page is
 *   readable prerendered HTML, hydration may come a moment later);
 * - hashes every inline script per page for the CSP (build/server-manifest.json);
 * - writes sitemap.xml (with hreflang alternates) and robots.txt;
 * - precompresses text assets (brotli + gzip).
 */
import { createHash } from "node:crypto";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { allPagePaths, localizePath, prerenderPaths } from "../app/site-routes.ts";

import { docsPaths } from "../docs/react-router.config.ts";

const docs = process.argv.includes("--docs");
const buildDir = docs ? (process.env.DOCS_BUILD_DIR ?? join(process.env.BUILD_DIR ?? "build", "docs")) : (process.env.BUILD_DIR ?? "build");
const clientDir = join(buildDir, "client");
const siteUrl = process.env.SITE_URL ?? "https://medicare-guide.example";

const pages: Record<string, { scriptHashes: string[] }> = {};
const pageModules: Record<string, string[]> = {};

for (const path of docs ? docsPaths() : prerenderPaths()) {
  const file = join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
  let html = await readFile(file, "utf8");
  const preloads: string[] = [];
  html = html.replace(/<link rel="modulepreload" href="([^"]+)"\/?>/g, (_m, href: string) => {
    preloads.push(href);
    return "";
  });
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? "";
    if (/type="application\/ld\+json"/.test(attrs)) continue;
    hashes.push(`sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}`);
  }
  pages[path] = { scriptHashes: [...new Set(hashes)] };
  pageModules[path] = preloads;
  await writeFile(file, html);
}
await writeFile(join(buildDir, "server-manifest.json"), JSON.stringify({ pages }, null, 2));
await writeFile(join(buildDir, "page-modules.json"), JSON.stringify(pageModules, null, 2));

// sitemap.xml with hreflang alternates; robots.txt (the site only, not the docs).
const urls = allPagePaths()
  .filter((p) => p.lang === "en")
  .map(({ route }) => {
    const en = new URL(localizePath(route.path, "en"), siteUrl).toString();
    const es = new URL(localizePath(route.path, "es"), siteUrl).toString();
    const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="es" href="${es}"/><xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
    return `<url><loc>${en}</loc>${alternates}</url><url><loc>${es}</loc>${alternates}</url>`;
  });
if (!docs) await writeFile(
  join(clientDir, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`,
);
if (!docs) await writeFile(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\nSitemap: ${new URL("/sitemap.xml", siteUrl).toString()}\n`);

// Precompress text files over 1 KiB.
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".txt", ".xml"]);
async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
let compressed = 0;
for await (const file of walk(clientDir)) {
  if (!COMPRESSIBLE.has(extname(file)) || (await stat(file)).size < 1024) continue;
  const data = await readFile(file);
  await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  compressed++;
}
console.info(`postbuild: ${Object.keys(pages).length} pages hashed, ${compressed} files precompressed`);
