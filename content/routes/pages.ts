/** Lists derived from the route table: every page in both languages, the prerender list, breadcrumbs. */
import { findRoute, plannedIssue } from "./href.ts";
import { LANGUAGES, langFromPath, localizePath, stripLang, type Lang } from "./paths.ts";
import { NOT_FOUND_PATHS, SITE_ROUTES, type RouteId, type SiteRoute } from "./table.ts";

/** Every page path in both languages, utility pages included (what the gates and the link checker scan). */
export function allPagePaths(): { path: string; lang: Lang; route: SiteRoute }[] {
  return SITE_ROUTES.flatMap((route) =>
    LANGUAGES.map((lang) => ({ path: localizePath(route.path, lang), lang, route })),
  );
}

/**
 * A page about Medicare, not a utility page (the route table's `utility`): what site search lists and finds,
 * what sitemap.xml lists and what search engines may index (a utility page's head says noindex, app/seo/meta.ts).
 */
export function isContentPage(route: SiteRoute): boolean {
  return route.utility !== true;
}

/** The robots directive of a page's head: a utility page is left out of search engines but its links are followed. */
export function robotsDirective(route: SiteRoute | undefined): "index, follow" | "noindex, follow" {
  return route === undefined || !isContentPage(route) ? "noindex, follow" : "index, follow";
}

/** Everything to prerender: every page in both languages, plus the two not-found pages. */
export function prerenderPaths(): string[] {
  return [...allPagePaths().map((p) => p.path), NOT_FOUND_PATHS.en, NOT_FOUND_PATHS.es];
}

export interface Crumb {
  /** Path in the page's language. */
  href: string;
  /** Route id when the segment is a known route (its title is translated), else undefined. */
  routeId?: RouteId;
  /** The raw path segment, shown when the route is unknown. */
  segment: string;
  /** Whether the crumb links to its path: a built or planned route. A segment that is neither (the "path" of /path/x) is plain text. */
  linked: boolean;
}

/**
 * Breadcrumb trail for a path: Home plus one crumb per path segment; known routes
 * get their translated title (by id), unknown segments show the raw segment. A
 * crumb links only to a built or planned route, never to a path that would 404.
 */
export function breadcrumbTrail(path: string): Crumb[] {
  const lang = langFromPath(path);
  const english = stripLang(path);
  const crumbs: Crumb[] = [{ href: localizePath("/", lang), routeId: "home", segment: "", linked: true }];
  if (english === "/") return crumbs;
  const segments = english.split("/").filter(Boolean);
  segments.forEach((segment, i) => {
    const sub = `/${segments.slice(0, i + 1).join("/")}`;
    const routeId = findRoute(sub)?.id;
    const linked = routeId !== undefined || plannedIssue(sub) !== undefined;
    crumbs.push({ href: localizePath(sub, lang), routeId, segment: decodeURIComponent(segment), linked });
  });
  return crumbs;
}
