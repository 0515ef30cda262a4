import { expect, test } from "./page-errors/fixture.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";

/**
 * The Atom news feeds as the production server sends them: /feed.xml and /es/feed.xml with the Atom media
 * type, parsed by the browser's XML parser (a well-formedness error gives <parsererror>), one entry per
 * article listed on the news pages; advertised in <head> and linked from the news list and the articles.
 */
const ATOM = "http://www.w3.org/2005/Atom";

for (const [lang, feedPath, newsPath] of [
  ["en", "/feed.xml", "/news"],
  ["es", "/es/feed.xml", "/es/news"],
] as const) {
  test(`${lang}: ${feedPath} is Atom, lists every article, and the news pages point to it`, async ({
    page,
    baseURL,
  }) => {
    const response = await fetch(new URL(feedPath, baseURL));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();

    await gotoReady(page, newsPath);
    const parsed = await page.evaluate(
      ({ text, ns }) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        if (doc.getElementsByTagName("parsererror").length > 0) return null;
        const entries = [...doc.documentElement.children].filter((c) => c.localName === "entry");
        const field = (el: Element, name: string) =>
          [...el.children].find((c) => c.namespaceURI === ns && c.localName === name);
        return {
          ns: doc.documentElement.namespaceURI,
          entries: entries.map((entry) => ({
            link: field(entry, "link")?.getAttribute("href") ?? "",
            summary: field(entry, "summary")?.textContent ?? "",
            category: field(entry, "category")?.getAttribute("label") ?? "",
            updated: field(entry, "updated")?.textContent ?? "",
          })),
        };
      },
      { text: xml, ns: ATOM },
    );
    expect(parsed, "well-formed XML").not.toBeNull();
    expect(parsed!.ns).toBe(ATOM);

    // Every article on the news page (featured and more) is in the feed, with its summary and category.
    const hrefs = await page
      .locator("main a[href*='/news/']")
      .evaluateAll((links) =>
        [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))].filter((p) =>
          /\/news\/[^/]+$/.test(p),
        ),
      );
    expect(hrefs.length).toBeGreaterThan(0);
    const feedPaths = parsed!.entries.map((e) => new URL(e.link).pathname);
    for (const href of hrefs) expect(feedPaths).toContain(href);
    for (const entry of parsed!.entries) {
      expect(entry.summary).not.toBe("");
      expect(entry.category).not.toBe("");
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    }

    // Advertised in <head> and linked, on the list and on an article.
    for (const path of [newsPath, feedPaths[0]!]) {
      const { html } = await fetchHtml(baseURL!, path);
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="[^"]*${feedPath}"`),
      );
      expect(html).toMatch(new RegExp(`<a href="${feedPath}" type="application/atom\\+xml"`));
    }
  });
}
