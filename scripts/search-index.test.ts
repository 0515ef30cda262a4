/**
 * The index builder (scripts/search-index.ts, issue 25 "Search"): over a client folder holding a page for every
 * route in both languages, the written index lists content pages only, and no page's text (searched and quoted
 * in the snippets) holds its back link or navigation.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPagePaths, isContentPage, localizePath, SITE_ROUTES } from "../content/routes/index.ts";
import { loadIndex, runSearch } from "../app/pages/search/search-engine.ts";
import { writeSearchIndexes } from "./search-index.ts";

/** A page as the prerender writes it: breadcrumbs and a back link before the h1, as on the real pages. */
function page(path: string, lang: "en" | "es", title: string): string {
  const back = lang === "es" ? "Volver a Medicare 101" : "Back to Medicare 101";
  return `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title>
<meta name="description" content="About ${title}"/></head><body><main>
<nav aria-label="Breadcrumb"><a href="/">Inicio</a></nav>
<p data-page-text="skip"><a href="/medicare-101"><span aria-hidden="true">←</span> ${back}</a></p>
<h1>${title}</h1><p>${lang === "es" ? "Su inscripción" : "Your enrollment"} (${path}).</p></main></body></html>`;
}

let client: string;
beforeAll(async () => {
  client = mkdtempSync(join(tmpdir(), "mg-search-index-"));
  for (const { path, lang, route } of allPagePaths()) {
    const dir = join(client, path === "/" ? "" : path.slice(1));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "index.html"), page(path, lang, `Page ${route.id}`));
  }
  await writeSearchIndexes(client);
});
afterAll(() => rmSync(client, { recursive: true, force: true }));

describe("search index builder", () => {
  for (const lang of ["en", "es"] as const) {
    it(`indexes every content page and no utility page (${lang})`, () => {
      const json = readFileSync(join(client, "search-index", `${lang}.json`), "utf8");
      const stored = Object.values(JSON.parse(json).storedFields as Record<string, { url: string; text: string }>);
      const urls = new Set(stored.map((d) => d.url));
      const indexed = SITE_ROUTES.filter((route) => urls.has(localizePath(route.path, lang))).map((r) => r.id);
      expect(indexed).toEqual(SITE_ROUTES.filter(isContentPage).map((r) => r.id));
      for (const { text } of stored) expect(text).not.toMatch(/Back to|Volver a|←|Inicio/);
    });
  }

  it("answers 'inscripcion' with content pages only, and no snippet text begins with a back link", () => {
    const index = loadIndex(readFileSync(join(client, "search-index", "es.json"), "utf8"));
    const hits = runSearch(index, "inscripcion").groups.flatMap((g) => g.hits);
    expect(hits.length).toBeGreaterThan(20);
    expect(hits.filter((h) => h.url.startsWith("/es/email-preferences") || h.url === "/es/search")).toEqual([]);
    // "Volver a Medicare 101" is on every page's back link: no page is found by it.
    const back = runSearch(index, "volver").groups.flatMap((g) => g.hits);
    expect(back.filter((h) => h.id.startsWith("page:"))).toEqual([]);
  });
});
