import { describe, expect, it } from "vitest";
import { formatArticleDate, getArticle, latestArticles, NEWS_SLUGS, newsIndex, searchableArticles } from "./index.ts";
import { validate } from "./validate.ts";

describe("the news content", () => {
  it("is valid: both languages, dates, related links, figure tokens, route titles", () => {
    expect(validate()).toEqual([]);
  });

  it("has the spec's 8 articles in English and Spanish", () => {
    expect(NEWS_SLUGS).toHaveLength(8);
    for (const lang of ["en", "es"] as const) expect(searchableArticles(lang)).toHaveLength(8);
  });

  it("lists the newest article first, then the next five, the same in both languages", () => {
    const en = newsIndex("en");
    const es = newsIndex("es");
    expect(en.more).toHaveLength(5);
    expect(es.featured?.slug).toBe(en.featured?.slug);
    expect(es.more.map((a) => a.slug)).toEqual(en.more.map((a) => a.slug));
    const dates = [en.featured!, ...en.more].map((a) => a.publishedAt);
    expect(dates.toSorted().toReversed()).toEqual(dates);
  });

  it("latestArticles(lang, n) gives the newest n summaries with the category label", () => {
    const latest = latestArticles("es", 6);
    expect(latest).toHaveLength(6);
    expect(latest[0]?.slug).toBe(newsIndex("es").featured?.slug);
    expect(latest[0]?.categoryLabel).toBeTruthy();
    expect(latestArticles("en", 0)).toEqual([]);
  });

  it("renders an article with its figures and no figure tokens left", () => {
    const article = getArticle("irmaa-brackets-2026-update", "en", { newTabLabel: "(new tab)" });
    expect(article.html).toContain('<table aria-labelledby="part-b-your-monthly-premium-in-2026">');
    expect(article.html).not.toContain("{{");
    expect(article.excerpt).not.toContain("{{");
    expect(article.author).toBe("Medicare Guide Editorial Team");
  });

  it("formats dates in long US and Spanish form", () => {
    expect(formatArticleDate("2025-11-17", "en")).toBe("November 17, 2025");
    expect(formatArticleDate("2025-11-17", "es")).toBe("17 de noviembre de 2025");
    expect(() => formatArticleDate("not a date", "en")).toThrow(RangeError);
  });
});
