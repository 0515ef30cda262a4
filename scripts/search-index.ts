/**
 * The site search index ("Search everything", issue 17), one file per language:
 * <client>/search-index/<lang>.json, written by postbuild from the prerendered
 * pages (what the visitor reads, figures filled in) and the entries of content/
 * (terms, FAQ questions, guides, state programs). /search fetches only its
 * language's file, and only once it is interactive.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { allPagePaths, LANGUAGES } from "../content/routes/index.ts";
import { entryDocuments, pageDocument } from "../app/pages/search/search-documents.ts";
import { createIndex, serializeIndex } from "../app/pages/search/search-engine.ts";
import type { SearchDoc } from "../app/pages/search/search-types.ts";
import { searchIndexPath } from "../app/pages/search/search-index-path.ts";

export async function writeSearchIndexes(clientDir: string): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const lang of LANGUAGES) {
    const docs: SearchDoc[] = [];
    for (const { path, route } of allPagePaths().filter((p) => p.lang === lang)) {
      const html = await readFile(join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`), "utf8");
      const doc = pageDocument(route, path, html);
      if (doc) docs.push(doc);
    }
    docs.push(...entryDocuments(lang));
    const json = serializeIndex(createIndex(docs));
    const file = join(clientDir, searchIndexPath(lang).slice(1));
    await mkdir(join(file, ".."), { recursive: true });
    await writeFile(file, json);
    sizes[lang] = docs.length;
  }
  return sizes;
}
