import { describe, expect, it } from "vitest";
import { CURRENT_PLAN_YEAR } from "../figures/plan-year.ts";
import { COST_PAGE_YEARS } from "../figures/types.ts";
import {
  costsPageId,
  currentCostsPageId,
  findRoute,
  isRouteId,
  routeById,
  routeHref,
  routePath,
  SITE_ROUTES,
  type RouteId,
} from "./index.ts";

describe("route ids", () => {
  it("are unique, and so are paths", () => {
    const ids = SITE_ROUTES.map((r) => r.id);
    const paths = SITE_ROUTES.map((r) => r.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("an unknown id fails typecheck and, read from data, is refused", () => {
    // @ts-expect-error "medicare-costs-1999" is not a route id: the compiler rejects the typo.
    const typo: RouteId = "medicare-costs-1999";
    expect(isRouteId(typo)).toBe(false);
    expect(() => routeById(typo)).toThrow(/No route with id/);
  });
});

describe("routeHref", () => {
  it("writes the page's path in either language, with a hash or query", () => {
    expect(routeHref("faq", "en")).toBe("/faq");
    expect(routeHref("faq", "es")).toBe("/es/faq");
    expect(routeHref("home", "es")).toBe("/es");
    expect(routeHref("tools", "es", { hash: "irmaa" })).toBe("/es/tools#irmaa");
    expect(routeHref("find-your-path", "en", { query: { source: "sidebar_cta" } })).toBe(
      "/find-your-path?source=sidebar_cta",
    );
    expect(routePath("tools-irmaa-calculator")).toBe("/tools/irmaa-calculator");
  });

  it("round-trips through findRoute for every page", () => {
    for (const route of SITE_ROUTES) {
      expect(findRoute(routeHref(route.id, "es"))?.id).toBe(route.id);
    }
  });
});

describe("year-bearing routes", () => {
  it("has one costs page per costs page year of content/figures, and no other", () => {
    const costsRoutes = SITE_ROUTES.filter((r) => r.file === "pages/costs/MedicareCostsPage.tsx").map((r) => r.path);
    expect(costsRoutes).toEqual(COST_PAGE_YEARS.map((year) => `/medicare-costs-${year}`));
    for (const year of COST_PAGE_YEARS) expect(routePath(costsPageId(year))).toBe(`/medicare-costs-${year}`);
  });

  it("links the current plan year's costs page", () => {
    expect(routePath(currentCostsPageId())).toBe(`/medicare-costs-${CURRENT_PLAN_YEAR}`);
  });
});
