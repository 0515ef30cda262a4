import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "@medicare-guide/content/routes";
import { STATE_PROGRAMS } from "@medicare-guide/content/states/data";
import { decodeEntities, entryDocuments, htmlToText, pageDocument, pageText } from "./search-documents.ts";
import { routeType } from "./search-types.ts";

const route = (id: string) => SITE_ROUTES.find((r) => r.id === id)!;

const HTML = `<html><head><title>T | Medicare Guide</title><meta name="description" content="Plans &amp; costs"/></head>
<body><header><a href="/">Home</a></header><main id="main-content"><nav aria-label="Breadcrumb"><a href="/">Home</a></nav>
<h1 id="x">Medigap <!-- -->plans</h1><p>You pay 20&#x25; &nbsp;of the <b>cost</b>.</p><script>var x = "secret";</script>
<svg><title>icon</title></svg></main><footer>Footer text</footer></body></html>`;

describe("page documents", () => {
  it("reads the h1, the meta description and the text of main without navigation, scripts or icons", () => {
    expect(pageText(HTML)).toEqual({
      title: "Medigap plans",
      description: "Plans & costs",
      text: "Medigap plans You pay 20% of the cost .",
    });
  });

  it("decodes named, decimal and hex entities and leaves unknown ones", () => {
    expect(decodeEntities("&lt;a&gt; &#233; &#xE9; &quot;&bogus;")).toBe('<a> é é "&bogus;');
    expect(htmlToText("<p>a</p><p>b</p>")).toBe("a b");
  });

  it("types pages by their route id, and leaves the search page out", () => {
    expect(pageDocument(route("medigap"), "/medigap", HTML)).toMatchObject({ id: "page:medigap", type: "medigap" });
    expect(pageDocument(route("search"), "/search", HTML)).toBeUndefined();
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
