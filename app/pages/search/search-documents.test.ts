import { describe, expect, it } from "vitest";
import { isContentPage, SITE_ROUTES } from "@medicare-guide/content/routes";
import { STATE_PROGRAMS } from "@medicare-guide/content/states/data";
import { entryDocuments, pageDocument } from "./search-documents.ts";
import { routeType } from "./search-types.ts";

const route = (id: string) => SITE_ROUTES.find((r) => r.id === id)!;

const HTML = `<html><head><title>T | Medicare Guide</title><meta name="description" content="Plans &amp; costs"/></head>
<body><main><p data-page-text="skip"><a href="/medicare-101">← Back to Medicare 101</a></p><h1>Medigap plans</h1>
<p>You pay 20% of the cost.</p></main></body></html>`;

describe("page documents", () => {
  it("holds the page's main text, never its back link", () => {
    const doc = pageDocument(route("medigap"), "/medigap", HTML);
    expect(doc).toEqual({
      id: "page:medigap",
      type: "medigap",
      url: "/medigap",
      title: "Medigap plans",
      description: "Plans & costs",
      text: "Medigap plans You pay 20% of the cost.",
    });
  });

  it("leaves out the route table's utility pages: search, offline, the e-mail links' confirmation and error pages", () => {
    const utility = SITE_ROUTES.filter((r) => !isContentPage(r)).map((r) => r.id);
    expect(utility).toEqual([
      "search",
      "offline",
      "email-preferences",
      "email-preferences-confirmed",
      "email-preferences-unsubscribed",
      "email-preferences-deleted",
      "email-preferences-invalid-link",
    ]);
    for (const id of utility) expect(pageDocument(route(id), `/es${route(id).path}`, HTML)).toBeUndefined();
    expect(pageDocument(route("contact-us"), "/contact-us", HTML)).toMatchObject({ id: "page:contact-us" });
  });

  it("types pages by their route id, and needs an h1", () => {
    expect(() => pageDocument(route("faq"), "/faq", "<main><p>no heading</p></main>")).toThrow(/no h1/);
    expect(routeType("news-irmaa-brackets-2026-update")).toBe("article");
    expect(routeType("tools-irmaa-calculator")).toBe("tool");
    expect(routeType("medicare-costs-2026")).toBe("cost");
    expect(routeType("irmaa-income-brackets")).toBe("cost");
    expect(routeType("path-getting-started")).toBe("path");
    expect(routeType("home")).toBe("page");
  });
});

describe("entry documents", () => {
  for (const lang of ["en", "es"] as const) {
    it(`holds every term, FAQ question, guide and state program, with unique ids and this language's links (${lang})`, () => {
      const docs = entryDocuments(lang);
      const count = (type: string) => docs.filter((d) => d.type === type).length;
      expect(count("term")).toBeGreaterThan(40);
      expect(count("faq")).toBe(10);
      expect(count("guide")).toBeGreaterThan(10);
      expect(count("state")).toBe(STATE_PROGRAMS.length);
      expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
      for (const d of docs) {
        expect(d.title.trim()).not.toBe("");
        expect(d.url).toMatch(lang === "es" ? /^(\/es\/|https:\/\/)/ : /^(\/(?!es\/)|https:\/\/)/);
        expect(d.text).not.toMatch(/\{\{/);
      }
    });
  }
});
