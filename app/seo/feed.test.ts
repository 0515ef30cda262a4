// @vitest-environment jsdom
/**
 * The Atom feeds read back by a real XML parser (jsdom's DOMParser, strict: a well-formedness error gives a
 * <parsererror> document) and checked against RFC 4287's required elements: every article of the language
 * listed, with its summary, dates, category and canonical link.
 */
import { describe, expect, it } from "vitest";
import enStrings from "../../locales/en/feed.json";
import esStrings from "../../locales/es/feed.json";
import { articleSummaries, NEWS_SLUGS } from "@medicare-guide/content/news/index";
import { localizePath, routeHref } from "@medicare-guide/content/routes";
import { atomDate, atomFeed, FEED_PATH } from "./feed.ts";

const ATOM = "http://www.w3.org/2005/Atom";
const SITE = "https://medicare-guide.example";
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function feedFor(lang: "en" | "es") {
  return atomFeed({
    lang,
    siteUrl: SITE,
    strings: lang === "en" ? enStrings : esStrings,
    articles: articleSummaries(lang),
    newsPath: routeHref("news", lang),
    articlePath: (slug) => routeHref(`news-${slug}`, lang),
  });
}

/** Parses Atom XML; throws on a well-formedness error. */
function parseAtom(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}
const children = (el: Element, name: string) =>
  [...el.children].filter((c) => c.namespaceURI === ATOM && c.localName === name);
const one = (el: Element, name: string) => {
  const found = children(el, name);
  expect(found, `exactly one atom:${name} in ${el.localName}`).toHaveLength(1);
  return found[0]!;
};

describe.each(["en", "es"] as const)("the %s Atom feed", (lang) => {
  const doc = parseAtom(feedFor(lang));
  const feed = doc.documentElement;
  const entries = children(feed, "entry");

  it("is an atom:feed with id, title, updated, author, self and alternate links (RFC 4287 4.1.1)", () => {
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.localName).toBe("feed");
    expect(feed.getAttribute("xml:lang")).toBe(lang === "es" ? "es-US" : "en-US");
    expect(one(feed, "id").textContent).toBe(`${SITE}${FEED_PATH[lang]}`);
    expect(one(feed, "title").textContent).toBe((lang === "en" ? enStrings : esStrings).title);
    expect(one(feed, "updated").textContent).toMatch(RFC3339);
    expect(one(one(feed, "author"), "name").textContent).not.toBe("");
    const links = children(feed, "link");
    expect(links.find((l) => l.getAttribute("rel") === "self")?.getAttribute("href")).toBe(`${SITE}${FEED_PATH[lang]}`);
    expect(links.find((l) => l.getAttribute("rel") === "alternate")?.getAttribute("href")).toBe(
      `${SITE}${localizePath("/news", lang)}`,
    );
  });

  it("lists every article, each with id, title, canonical link, dates, category and summary (4.1.2)", () => {
    const summaries = articleSummaries(lang);
    expect(entries).toHaveLength(NEWS_SLUGS.length);
    expect(entries).toHaveLength(summaries.length);
    const ids = new Set<string>();
    for (const entry of entries) {
      const id = one(entry, "id").textContent ?? "";
      ids.add(id);
      const link = children(entry, "link").find((l) => (l.getAttribute("rel") ?? "alternate") === "alternate");
      expect(link?.getAttribute("href")).toBe(id);
      const slug = id.replace(`${SITE}${localizePath("/news/", lang).replace(/\/$/, "")}/`, "");
      const article = summaries.find((a) => a.slug === slug);
      expect(article, `entry ${id} is an article`).toBeDefined();
      expect(one(entry, "title").textContent).toBe(article!.title);
      expect(one(entry, "summary").textContent).toBe(article!.excerpt);
      expect(one(entry, "published").textContent).toBe(atomDate(article!.publishedAt));
      expect(one(entry, "updated").textContent).toBe(atomDate(article!.updatedAt));
      expect(one(entry, "updated").textContent).toMatch(RFC3339);
      expect(one(entry, "category").getAttribute("term")).toBe(article!.category);
      expect(one(entry, "category").getAttribute("label")).toBe(article!.categoryLabel);
    }
    expect(ids.size).toBe(entries.length);
  });

  it("lists the newest first and its updated is the latest article update", () => {
    const published = entries.map((e) => one(e, "published").textContent ?? "");
    expect(published.toSorted().toReversed()).toEqual(published);
    const latest = entries
      .map((e) => one(e, "updated").textContent ?? "")
      .sort()
      .at(-1);
    expect(one(feed, "updated").textContent).toBe(latest);
  });
});

describe("feed helpers", () => {
  it("escapes markup so a title with & or < stays well-formed", () => {
    expect(() => atomDate("2026-1-5")).toThrow("Not a calendar date");
    // The parser is strict: an unescaped & or a crossed tag is an error, not a guess.
    expect(() => parseAtom("<feed><title>A & B</title></feed>")).toThrow(/not well-formed/);
    expect(() => parseAtom("<feed><title></feed></title>")).toThrow(/not well-formed/);
  });
});
