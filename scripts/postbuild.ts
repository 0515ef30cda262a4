/**
 * After react-router's build:
 * - records each page's module preloads (build/page-modules.json, read by the
 *   bundle budget) and removes them from the HTML except the client entry's ("paint
 *   first": on slow mobile links a dozen preloads competed with the CSS and delayed
 *   first paint; the one for the entry lets the browser fetch React DOM at once
 *   instead of in the last of four waves); adds one for the page language's shell strings (app/i18n: the client
 *   entry awaits them before hydrating, so they are fetched beside it instead of after it), and one for each of the
 *   page's own strings chunks in its language (scripts/lazy-page-strings.ts);
 * - writes the reading pages' enhancement module into them (issue 29, app/shell/reading-page.ts);
 * - puts each page's stylesheets first in <head>, its module preloads after them (scripts/css-first.ts);
 * - hashes every inline script per page for the CSP (the Speculation Rules too) (build/server-manifest.json);
 * - lists the full accessibility results table (copied in by a11y/acr/publish-build.ts, the step before) among
 *   the pages, with no script hashes;
 * - writes the search index of each language (scripts/search-index.ts);
 * - writes sitemap.xml (content pages only, with hreflang alternates) and robots.txt (app/seo/sitemap.ts);
 * - rewrites React Router's route manifest as a script that builds the same object (scripts/compact-route-manifest.ts);
 * - writes the web app manifests, their icons and the service worker with its precache list (scripts/pwa/);
 * - precompresses text assets (brotli + gzip).
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { langFromPath, prerenderPaths } from "@medicare-guide/content/routes";
import { articleSummaries } from "../content/news/index.ts";
import { atomFeed, FEED_PATH } from "../app/seo/feed.ts";
import { robotsTxt, sitemapXml } from "../app/seo/sitemap.ts";
import { routeHref } from "@medicare-guide/content/routes";

import { docsPaths } from "../docs/react-router.config.ts";
import { writeSearchIndexes } from "./search-index.ts";
import { compactRouteManifest } from "./compact-route-manifest.ts";
import { cssFirst } from "./css-first.ts";
import { ENHANCE_MODULE_PLACEHOLDER, enhanceEntryFile } from "../app/shell/reading-page.ts";
import { writeManifestsAndIcons, writeServiceWorker } from "./pwa/offline-build.ts";

const docs = process.argv.includes("--docs");
const buildDir = docs
  ? (process.env.DOCS_BUILD_DIR ?? join(process.env.BUILD_DIR ?? "build", "docs"))
  : (process.env.BUILD_DIR ?? "build");
const clientDir = join(buildDir, "client");
const siteUrl = process.env.SITE_URL ?? "https://medicare-guide.example";

const pages: Record<string, { scriptHashes: string[] }> = {};
// The shell strings' chunk of each language (app/i18n/strings-<lang>.ts), found by its name.
const assetFiles = docs ? [] : await readdir(join(clientDir, "assets"));
const stringsChunk = (lang: string) => {
  const file = assetFiles.find((f) => new RegExp(`^strings-${lang}-[\\w-]+\\.js$`).test(f));
  if (!file) throw new Error(`postbuild: no strings-${lang} chunk in ${join(clientDir, "assets")}`);
  return `/assets/${file}`;
};
const pageModules: Record<string, string[]> = {};
// The reading pages' enhancement module (vite.enhance.config.ts), written into each reading page in place of the
// placeholder the prerender wrote (app/shell/reading-page.ts; issue 29).
const enhanceModule = docs ? undefined : enhanceEntryFile(assetFiles);

/** The `page-strings-<lang>-…` chunks the given modules import dynamically (vite.config.ts names them). */
const moduleSources = new Map<string, string>();
async function pageStringsOf(modules: readonly string[], lang: string): Promise<string[]> {
  const found = new Set<string>();
  for (const href of modules) {
    let source = moduleSources.get(href);
    if (source === undefined) {
      source = await readFile(join(clientDir, href.replace(/^\//, "")), "utf8");
      moduleSources.set(href, source);
    }
    const quoted = new RegExp(`["'\x60](?:\\./|/assets/)(page-strings-${lang}-[\\w-]+\\.js)["'\x60]`, "g");
    for (const m of source.matchAll(quoted)) found.add(`/assets/${m[1]}`);
  }
  return [...found].sort();
}

for (const path of docs ? docsPaths() : prerenderPaths()) {
  const file = join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
  let html = await readFile(file, "utf8");
  const preloads: string[] = [];
  html = html.replace(/<link rel="modulepreload" href="([^"]+)"\/?>/g, (tag, href: string) => {
    preloads.push(href);
    // Two hints stay: the framework chunk (React DOM, React Router, i18next; vite.config.ts) and the client
    // entry, found at once instead of last in the fourth wave.
    if (/\/framework-[\w-]+\.js$/.test(href)) return tag;
    if (!/\/entry\.client-[\w-]+\.js$/.test(href)) return "";
    if (docs) return tag;
    const strings = stringsChunk(langFromPath(path));
    preloads.push(strings);
    return `${tag}<link rel="modulepreload" href="${strings}"/>`;
  });
  // The page's own strings in its language (scripts/lazy-page-strings.ts): its modules await them at their top
  // level, so they are fetched beside the modules instead of after them. Never the other language's.
  if (!docs) {
    const pageStrings = await pageStringsOf(preloads, langFromPath(path));
    preloads.push(...pageStrings);
    html = html.replace(
      /(<link rel="modulepreload" href="[^"]*\/entry\.client-[\w-]+\.js"\/?>)/,
      (tag) => tag + pageStrings.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(""),
    );
  }
  if (html.includes(ENHANCE_MODULE_PLACEHOLDER)) {
    if (!enhanceModule) throw new Error(`postbuild: ${path} is a reading page but no assets/enhance.*.js was built`);
    html = html.replaceAll(ENHANCE_MODULE_PLACEHOLDER, `/assets/${enhanceModule}`);
  }
  html = cssFirst(html);
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? "";
    if (/type="application\/ld\+json"/.test(attrs)) continue;
    hashes.push(
      `sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}`,
    );
  }
  pages[path] = { scriptHashes: [...new Set(hashes)] };
  pageModules[path] = preloads;
  await writeFile(file, html);
}
// The full accessibility results table a11y/acr/publish-build.ts (the build step before this one) copied in: a
// document of its own, with no scripts.
if (!docs && existsSync(join(clientDir, "accessibility-report", "results", "index.html")))
  pages["/accessibility-report/results"] = { scriptHashes: [] };
await writeFile(join(buildDir, "server-manifest.json"), JSON.stringify({ pages }, null, 2));
await writeFile(join(buildDir, "page-modules.json"), JSON.stringify(pageModules, null, 2));

// The search index of each language, from the prerendered pages (before precompression: it is served gzipped).
if (!docs) {
  const counts = await writeSearchIndexes(clientDir);
  console.info(
    `postbuild: search index ${Object.entries(counts)
      .map(([lang, n]) => `${lang} ${n} entries`)
      .join(", ")}`,
  );
}

// sitemap.xml (content pages only, with hreflang alternates) and robots.txt: the site only, not the docs.
if (!docs) {
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(siteUrl));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(siteUrl));
}

// Atom feeds of the news, one per language (/feed.xml, /es/feed.xml): every article, from the same summaries
// as the news pages; the server sends them as application/atom+xml.
if (!docs)
  for (const lang of ["en", "es"] as const) {
    const strings = JSON.parse(await readFile(join("locales", lang, "feed.json"), "utf8")) as {
      title: string;
      subtitle: string;
    };
    const file = join(clientDir, FEED_PATH[lang].slice(1));
    await mkdir(join(file, ".."), { recursive: true });
    const feed = atomFeed({
      lang,
      siteUrl,
      strings,
      articles: articleSummaries(lang),
      newsPath: routeHref("news", lang),
      articlePath: (slug) => routeHref(`news-${slug}`, lang),
    });
    await writeFile(file, feed);
  }

// React Router's route manifest, which every page loads before it hydrates, as a script that builds the same
// object from each address and list written once, without the routes' module preload lists the browser never
// uses here (scripts/compact-route-manifest.ts; issue 10).
if (!docs)
  for (const file of assetFiles.filter((f) => /^manifest-[\w-]+\.js$/.test(f))) {
    const path = join(clientDir, "assets", file);
    const source = await readFile(path, "utf8");
    const compact = compactRouteManifest(source, { dropRouteImports: true });
    if (compact) await writeFile(path, compact);
    console.info(
      compact
        ? `postbuild: ${file} compacted, ${source.length} -> ${compact.length} bytes`
        : `postbuild: ${file} left as it is (its compact form would not build the same object)`,
    );
  }

// Installable and readable offline (issue 28): the manifests and icons, then the service worker, whose precache
// list names the final files (after every rewrite above, before precompression).
if (!docs) {
  await writeManifestsAndIcons(clientDir);
  const worker = await writeServiceWorker(buildDir, clientDir);
  console.info(`postbuild: service worker precaches ${worker.count} files, ${(worker.size / 1024).toFixed(0)} KiB`);
}

// Precompress text files over 1 KiB.
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".txt", ".xml", ".yaml"]);
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
