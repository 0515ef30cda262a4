/**
 * Links by route id: the only way app/ writes a link to one of the site's pages. A route id that does not
 * exist fails typecheck; the path comes from the route table, so a page's path is typed once.
 */
import { CURRENT_PLAN_YEAR } from "../figures/plan-year.ts";
import { COST_PAGE_YEARS, isCostPageYear, type CostPageYear } from "../figures/types.ts";
import { localizePath, stripLang, type Lang } from "./paths.ts";
import { PLANNED_ROUTES, SITE_ROUTES, type RouteId, type SiteRoute } from "./table.ts";

const BY_ID: ReadonlyMap<string, SiteRoute> = new Map(SITE_ROUTES.map((route) => [route.id, route]));

/** The route of an id (throws for an id that is not in the table, which typecheck already prevents). */
export function routeById(id: RouteId): SiteRoute {
  const route = BY_ID.get(id);
  if (!route) throw new Error(`No route with id ${id}`);
  return route;
}

/** Whether a string is the id of a route (for ids read from content or the URL). */
export function isRouteId(value: string): value is RouteId {
  return BY_ID.has(value);
}

/** The English path of a route (what related-link lists hold before they localize it). */
export function routePath(id: RouteId): string {
  return routeById(id).path;
}

export interface HrefOptions {
  /** An anchor on the page, without "#". */
  hash?: string;
  /** Query parameters (a tool's prefilled answers); nothing personal. */
  query?: Readonly<Record<string, string>>;
}

/** The link to a page in a language: routeHref("faq", "es") is "/es/faq"; routeHref("tools", "en", { hash: "irmaa" }). */
export function routeHref(id: RouteId, lang: Lang, options: HrefOptions = {}): string {
  const query = options.query ? new URLSearchParams(options.query).toString() : "";
  const suffix = (query ? `?${query}` : "") + (options.hash ? `#${options.hash}` : "");
  return localizePath(routePath(id) + suffix, lang);
}

/** The route id of a plan year's costs page (/medicare-costs-{year}). */
export function costsPageId(year: CostPageYear): `medicare-costs-${CostPageYear}` {
  return `medicare-costs-${year}`;
}

/** The costs page years (from content/figures), for lists of every year's page. */
export const COSTS_PAGE_IDS: readonly RouteId[] = COST_PAGE_YEARS.map(costsPageId);

/** The built route for a path in either language, if any. */
export function findRoute(path: string): SiteRoute | undefined {
  const english = stripLang(path);
  return SITE_ROUTES.find((r) => r.path === english);
}

/** Whether a path (either language, query/hash ignored) is a reading page: prerendered, never hydrated (issue 29). */
export function isReadingPath(path: string): boolean {
  return findRoute(path.split(/[?#]/)[0] ?? "/")?.reading === true;
}

/** Whether a path (either language, query/hash ignored) is a planned, not yet built route. */
export function plannedIssue(path: string): number | undefined {
  const english = stripLang(path.split(/[?#]/)[0] ?? "/");
  return PLANNED_ROUTES.find((r) => r.path === english)?.issue;
}

/** The costs page of the plan year the site currently presents (what "Medicare costs" links open). */
export function currentCostsPageId(): `medicare-costs-${CostPageYear}` {
  if (!isCostPageYear(CURRENT_PLAN_YEAR)) throw new Error(`Plan year ${CURRENT_PLAN_YEAR} has no costs page`);
  return costsPageId(CURRENT_PLAN_YEAR);
}

/** Where a route's title lives in locales/<lang>/routes.json, and the year it names (the yearly costs pages). */
export function routeTitleKey(id: RouteId): { key: string; year?: number } {
  const route = routeById(id);
  return route.title ?? { key: route.id };
}
