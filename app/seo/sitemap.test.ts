// @vitest-environment jsdom
/**
 * sitemap.xml read back by a strict XML parser: it lists every content page in both languages with its hreflang
 * alternates, and no utility page (issue 25: search, the e-mail links' pages say noindex and are not listed).
 */
import { describe, expect, it } from "vitest";
import { allPagePaths, isContentPage, SITE_ROUTES } from "@medicare-guide/content/routes";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

const SITE = "https://medicare-guide.example";
const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";

let parsed: { locs: string[]; doc: Document } | undefined;

/** The sitemap parsed once (jsdom's parser takes half a second on it). */
function listedPaths(): { locs: string[]; doc: Document } {
  if (parsed) return parsed;
  const doc = new DOMParser().parseFromString(sitemapXml(SITE), "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  const locs = [...doc.getElementsByTagNameNS(SITEMAP, "loc")].map((loc) => new URL(loc.textContent ?? "").pathname);
  parsed = { locs, doc };
  return parsed;
}

describe("sitemap.xml", () => {
  it("lists every content page in both languages, once each", () => {
    const { locs } = listedPaths();
    const content = allPagePaths()
      .filter((p) => isContentPage(p.route))
      .map((p) => p.path);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual([...content].sort());
  });

  it("leaves out every utility page (search, the e-mail links' pages) in both languages", () => {
    const { locs } = listedPaths();
    const utility = allPagePaths().filter((p) => !isContentPage(p.route));
    // The route table does mark some: otherwise this test could not fail.
    expect(utility.map((p) => p.path)).toEqual(
      expect.arrayContaining(["/search", "/es/search", "/email-preferences/unsubscribed", "/es/email-preferences"]),
    );
    for (const { path } of utility) expect(locs).not.toContain(path);
  });

  it("gives each page its en, es and x-default alternates", () => {
    const { doc } = listedPaths();
    const urls = [...doc.getElementsByTagNameNS(SITEMAP, "url")];
    expect(urls.length).toBe(SITE_ROUTES.filter(isContentPage).length * 2);
    for (const url of urls) {
      const links = [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")];
      expect(links.map((l) => l.getAttribute("hreflang"))).toEqual(["en", "es", "x-default"]);
      const loc = url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent;
      expect(links.map((l) => l.getAttribute("href"))).toContain(loc);
    }
  });

  it("robots.txt allows crawling and points to the sitemap", () => {
    expect(robotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
