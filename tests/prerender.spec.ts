import { expect, test } from "./page-errors/fixture.ts";
import { allPagePaths, localizePath, NOT_FOUND_PATHS, robotsDirective } from "@medicare-guide/content/routes";
import { fetchHtml } from "./helpers.ts";

/** Every page of the route table, in both languages, reads fully without JavaScript. */
test.describe("prerendered HTML (JavaScript off)", () => {
  for (const { path, lang, route } of allPagePaths()) {
    test(`${path} has lang, title, h1, header, footer, head tags`, async ({ baseURL }) => {
      const { status, html } = await fetchHtml(baseURL!, path);
      expect(status).toBe(200);
      expect(html).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
      expect(html).toContain("<header");
      expect(html).toContain("<footer");
      expect(html).toContain('id="main-content"');
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      // Content pages are indexed; utility pages (search, the e-mail links' pages) say noindex, follow (issue 25).
      expect(html).toContain(`<meta name="robots" content="${robotsDirective(route)}"`);
      expect(html).toContain(`rel="canonical"`);
      expect(html).toMatch(/hreflang="es"/i);
      expect(html).toMatch(/hreflang="x-default"/i);
      expect(html).toMatch(/property="og:title"/);
      if (route.path !== "/") {
        expect(html).toMatch(/<nav[^>]*aria-label="(Breadcrumb|Ruta de navegación)"/);
        expect(html).toContain('"@type":"BreadcrumbList"');
      } else {
        expect(html).not.toMatch(/aria-label="(Breadcrumb|Ruta de navegación)"/);
      }
      // The language switch names the other language in that language.
      const other = lang === "en" ? "es" : "en";
      expect(html).toMatch(new RegExp(`<a[^>]*hrefLang="${other}"[^>]*lang="${other}"`, "i"));
      expect(html).toContain(`href="${localizePath(route.path, other)}"`);
    });
  }

  for (const lang of ["en", "es"] as const) {
    test(`the not-found page is prerendered in ${lang}`, async ({ baseURL }) => {
      const { html } = await fetchHtml(baseURL!, NOT_FOUND_PATHS[lang]);
      expect(html).toContain(lang === "en" ? "Oops! Page not found" : "¡Uy! No encontramos la página");
      expect(html).toContain(">404<");
      expect(html).toContain('content="noindex, follow"');
    });
  }
});
