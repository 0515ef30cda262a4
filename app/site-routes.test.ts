import { describe, expect, it } from "vitest";
import {
  allPagePaths,
  breadcrumbTrail,
  findRoute,
  langFromPath,
  localizePath,
  normalizePath,
  plannedIssue,
  prerenderPaths,
  SITE_ROUTES,
  stripLang,
} from "./site-routes.ts";

describe("route table helpers", () => {
  it("normalizes trailing and repeated slashes", () => {
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/news/")).toBe("/news");
    expect(normalizePath("//news//x/")).toBe("/news/x");
    expect(normalizePath("")).toBe("/");
  });

  it("tells the language from the /es prefix only", () => {
    expect(langFromPath("/es")).toBe("es");
    expect(langFromPath("/es/news")).toBe("es");
    expect(langFromPath("/estate")).toBe("en");
    expect(langFromPath("/")).toBe("en");
  });

  it("strips and adds the language prefix, keeping query and hash", () => {
    expect(stripLang("/es")).toBe("/");
    expect(stripLang("/es/news/x")).toBe("/news/x");
    expect(localizePath("/", "es")).toBe("/es");
    expect(localizePath("/news", "es")).toBe("/es/news");
    expect(localizePath("/es/news", "en")).toBe("/news");
    expect(localizePath("/search?q=a%20b#top", "es")).toBe("/es/search?q=a%20b#top");
    expect(localizePath("/es/search?q=x", "es")).toBe("/es/search?q=x");
  });

  it("lists every page in both languages and the two 404 pages for prerendering", () => {
    expect(allPagePaths()).toHaveLength(SITE_ROUTES.length * 2);
    expect(prerenderPaths()).toEqual(expect.arrayContaining(["/", "/es", "/404", "/es/404"]));
  });

  it("finds built routes and planned ones", () => {
    expect(findRoute("/es")?.id).toBe("home");
    expect(findRoute("/nope")).toBeUndefined();
    expect(plannedIssue("/es/tools/irmaa-calculator?x=1")).toBe(5);
    expect(plannedIssue("/nope")).toBeUndefined();
  });

  it("builds breadcrumbs: home plus one crumb per segment, raw segment when unknown", () => {
    expect(breadcrumbTrail("/")).toEqual([{ href: "/", routeId: "home", segment: "" }]);
    const trail = breadcrumbTrail("/es/medigap/plan-g-vs-n");
    expect(trail.map((c) => c.href)).toEqual(["/es", "/es/medigap", "/es/medigap/plan-g-vs-n"]);
    expect(trail[0]?.routeId).toBe("home");
    expect(trail[2]?.segment).toBe("plan-g-vs-n");
  });
});
