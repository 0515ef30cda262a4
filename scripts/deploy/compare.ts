/**
 * Does the static host answer as the Node server does? For each path: the status, the Location of a
 * redirect, the Content-Type, the Cache-Control, the page's CSP and every security header of
 * app/server/security-headers.ts. The deploy gate runs it on every page of the sitemap (both languages),
 * on the 404s and on the redirects of the route table.
 */
import { LANGUAGES, localizePath, NOT_FOUND_PATHS, REDIRECTS } from "@medicare-guide/content/routes";
import { SECTION_FALLBACKS } from "../../app/server/app.ts";
import { SECURITY_HEADERS } from "../../app/server/security-headers.ts";

const COMPARED = [
  ...Object.keys(SECURITY_HEADERS),
  "Content-Security-Policy",
  "Cache-Control",
  "Content-Type",
  "Location",
].map((h) => h.toLowerCase());

export interface Difference {
  path: string;
  what: string;
  node: string | null;
  proxy: string | null;
}

async function answer(base: string, path: string) {
  const res = await fetch(base + path, { redirect: "manual", headers: { "accept-encoding": "gzip" } });
  await res.arrayBuffer();
  return res;
}

export async function compareAnswers(nodeBase: string, proxyBase: string, paths: string[]): Promise<Difference[]> {
  const differences: Difference[] = [];
  for (const path of paths) {
    const [node, proxy] = await Promise.all([answer(nodeBase, path), answer(proxyBase, path)]);
    if (node.status !== proxy.status) {
      differences.push({ path, what: "status", node: String(node.status), proxy: String(proxy.status) });
    }
    for (const header of COMPARED) {
      // nginx gives its redirects a small HTML body (and so a type); nobody reads a redirect's body.
      if (header === "content-type" && node.status >= 300 && node.status < 400) continue;
      const [a, b] = [node.headers.get(header), proxy.headers.get(header)];
      if (a !== b) differences.push({ path, what: header, node: a, proxy: b });
    }
  }
  return differences;
}

/** The paths that are not pages: unknown ones in both languages, an old path of each redirect, a slash, a section. */
export function specialPaths(): string[] {
  const paths = ["/no-such-page", "/es/no-existe", "/assets/missing.js", "/es/", "/guides/", "/robots.txt?x=1"];
  for (const lang of LANGUAGES) {
    paths.push(NOT_FOUND_PATHS[lang]);
    for (const from of Object.keys(REDIRECTS)) paths.push(localizePath(from, lang), `${localizePath(from, lang)}?a=1`);
    for (const section of Object.keys(SECTION_FALLBACKS)) paths.push(`${localizePath(section, lang)}/no-such-article`);
  }
  return paths;
}

/** Every page URL of the sitemap, as a path. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
