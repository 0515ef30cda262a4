import { describe, expect, it } from "vitest";
import { getI18n } from "../i18n/index.ts";
import { breadcrumbTrail, isContentPage, LANGUAGES, SITE_ROUTES } from "@medicare-guide/content/routes";
import { breadcrumbJsonLd, crumbName, localizedPageMeta, pageMeta, trailNames } from "./meta.ts";

describe("breadcrumb names and JSON-LD", () => {
  it("names a segment that is not a route by its title in routes.json, else by the raw segment", () => {
    const t = getI18n("es").t;
    expect(trailNames("/path/irmaa-planning", "es", t)).toEqual([
      "Inicio",
      "Su camino en Medicare",
      "Cómo planificar para el IRMAA",
    ]);
    expect(trailNames("/path/irmaa-planning", "en", getI18n("en").t)[1]).toBe("Your Medicare path");
    const [, unknown] = breadcrumbTrail("/no-title-here/x");
    expect(unknown && crumbName(unknown, t)).toBe("no-title-here");
    const [, odd] = breadcrumbTrail("/a.b:c/x");
    expect(odd && crumbName(odd, t)).toBe("a.b:c");
  });

  it("leaves crumbs that are not pages out of the BreadcrumbList (every item has a URL)", () => {
    const names = trailNames("/path/getting-started", "en", getI18n("en").t);
    const ld = breadcrumbJsonLd("/path/getting-started", "en", names);
    expect(ld.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, "Home"],
      [2, "Getting Started with Medicare"],
    ]);
    expect(ld.itemListElement[1]?.item).toMatch(/\/path\/getting-started$/);
  });
});

describe("localizedPageMeta", () => {
  it("takes the language from the address: the Spanish page gets its namespace's Spanish strings, canonical and trail", () => {
    const head = localizedPageMeta("/es/guides", "/guides", "guides", (t) => ({
      title: t("meta.title"),
      description: t("meta.description"),
    }));
    const es = getI18n("es").getFixedT("es", "guides");
    expect(head).toContainEqual({ title: `${es("meta.title")} | Guía de Medicare` });
    expect(head).toContainEqual({ name: "description", content: es("meta.description") });
    expect(head).toContainEqual({ property: "og:locale", content: "es_US" });
    const canonical = head.find((d) => "rel" in d && d.rel === "canonical") as { href: string } | undefined;
    expect(canonical?.href).toMatch(/\/es\/guides$/);
    const ld = head.find((d) => "script:ld+json" in d) as { "script:ld+json": { itemListElement: { name: string }[] } };
    expect(ld["script:ld+json"].itemListElement[0]?.name).toBe("Inicio");
  });
});

const head = (path: string, lang: "en" | "es") => pageMeta({ lang, path, title: "Title", description: "Description" });
const robots = (path: string, lang: "en" | "es") => head(path, lang).find((d) => "name" in d && d.name === "robots");

describe("robots: utility pages are not indexed (issue 25)", () => {
  it("says noindex, follow on the search page and the e-mail links' pages, in both languages", () => {
    for (const lang of LANGUAGES) {
      for (const path of ["/search", "/email-preferences", "/email-preferences/confirmed"]) {
        expect(robots(path, lang)).toEqual({ name: "robots", content: "noindex, follow" });
        // The rest of the head stays: the page still declares its canonical address and its language twin.
        expect(head(path, lang)).toContainEqual(expect.objectContaining({ rel: "canonical" }));
      }
    }
  });

  it("follows the route table: index, follow on every content page, noindex, follow on every utility page", () => {
    const utility = SITE_ROUTES.filter((route) => !isContentPage(route));
    expect(utility.length).toBeGreaterThan(0);
    for (const route of SITE_ROUTES) {
      for (const lang of LANGUAGES) {
        const expected = isContentPage(route) ? "index, follow" : "noindex, follow";
        expect(robots(route.path, lang), `${lang} ${route.path}`).toEqual({ name: "robots", content: expected });
      }
    }
  });
});
