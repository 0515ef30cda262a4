import { describe, expect, it } from "vitest";
import {
  allPagePaths,
  breadcrumbTrail,
  findRoute,
  langFromPath,
  localizePath,
  normalizePath,
  PLANNED_ROUTES,
  plannedIssue,
  prerenderPaths,
  robotsDirective,
  SITE_ROUTES,
  stripLang,
} from "./index.ts";

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
    expect(langFromPath("/es.data")).toBe("es"); // the Spanish home's loader data request
    expect(langFromPath("/_.data")).toBe("en");
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

  it("indexes content pages only: a utility page, or a path the table does not know, says noindex, follow", () => {
    expect(robotsDirective(findRoute("/es/faq"))).toBe("index, follow");
    expect(robotsDirective(findRoute("/es/search"))).toBe("noindex, follow");
    expect(robotsDirective(findRoute("/email-preferences/invalid-link"))).toBe("noindex, follow");
    expect(robotsDirective(findRoute("/nope"))).toBe("noindex, follow");
  });

  it("finds built routes and planned ones", () => {
    expect(findRoute("/es")?.id).toBe("home");
    expect(findRoute("/nope")).toBeUndefined();
    for (const planned of PLANNED_ROUTES) expect(plannedIssue(`/es${planned.path}?x=1`)).toBe(planned.issue);
    for (const route of SITE_ROUTES) expect(plannedIssue(route.path)).toBeUndefined();
    expect(plannedIssue("/nope")).toBeUndefined();
  });

  it("builds breadcrumbs: home plus one crumb per segment, raw segment when unknown", () => {
    expect(breadcrumbTrail("/")).toEqual([{ href: "/", routeId: "home", segment: "", linked: true }]);
    const trail = breadcrumbTrail("/es/medigap/plan-g-vs-n");
    expect(trail.map((c) => c.href)).toEqual(["/es", "/es/medigap", "/es/medigap/plan-g-vs-n"]);
    expect(trail[0]?.routeId).toBe("home");
    expect(trail[2]?.segment).toBe("plan-g-vs-n");
  });

  it("links a crumb only to a built or planned route; any other segment is plain text", () => {
    // "/path" is no page: its crumb is text, the path page itself is linked (it is the current page).
    const trail = breadcrumbTrail("/es/path/irmaa-planning");
    expect(trail.map((c) => [c.href, c.linked])).toEqual([
      ["/es", true],
      ["/es/path", false],
      ["/es/path/irmaa-planning", true],
    ]);
    expect(trail[1]?.routeId).toBeUndefined();
    expect(trail[2]?.routeId).toBe("path-irmaa-planning");
    // A planned route stays a link (the link checker allows it); an unknown segment does not.
    expect(breadcrumbTrail("/medigap/plan-g-vs-n").map((c) => c.linked)).toEqual([true, true, true]);
    expect(breadcrumbTrail("/nope/deeper").map((c) => c.linked)).toEqual([true, false, false]);
  });
});
