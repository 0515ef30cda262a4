/**
 * sitemap.xml and robots.txt of the site (written by scripts/postbuild.ts). The sitemap lists the content pages
 * only (isContentPage, issue 25): a utility page (search, the e-mail links' pages) says noindex in its head, and a
 * sitemap that listed it would ask search engines to crawl a page they are told not to index.
 */
import { allPagePaths, isContentPage, localizePath } from "@medicare-guide/content/routes";
import { escapeXml } from "@medicare-guide/content/text/escape";

/** Every content page in both languages, each with its hreflang alternates (en, es, x-default = en). */
export function sitemapXml(siteUrl: string): string {
  const urls = allPagePaths()
    .filter((p) => p.lang === "en" && isContentPage(p.route))
    .map(({ route }) => {
      // Escaped like every XML text the site writes: a URL may legally hold & and '.
      const en = escapeXml(new URL(localizePath(route.path, "en"), siteUrl).toString());
      const es = escapeXml(new URL(localizePath(route.path, "es"), siteUrl).toString());
      const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="es" href="${es}"/><xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
      return `<url><loc>${en}</loc>${alternates}</url><url><loc>${es}</loc>${alternates}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
}

/** robots.txt: everything may be crawled (noindex lives in each page's head), and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${new URL("/sitemap.xml", siteUrl).toString()}\n`;
}
