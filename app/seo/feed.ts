/**
 * Atom feeds of the news (RFC 4287), one per language: /feed.xml and /es/feed.xml (issue "Take it with
 * you", item 3). Written at build time by scripts/postbuild.ts from the same article summaries the news
 * pages show; the news pages link to them and advertise them in <head> (feedHeadLink). Pure: no disk.
 */
import { DEFAULT_AUTHOR } from "@medicare-guide/content/news/categories";
import type { ArticleSummary } from "@medicare-guide/content/news/types";
import type { NewsSlug } from "@medicare-guide/content/news/slugs";
import type { MetaDescriptor } from "react-router";
import { escapeXml } from "@medicare-guide/content/text/escape";
import type { Lang } from "@medicare-guide/content/routes";

/** The feed's path per language. */
export const FEED_PATH: Record<Lang, string> = { en: "/feed.xml", es: "/es/feed.xml" };
export const ATOM_TYPE = "application/atom+xml";

export interface FeedStrings {
  title: string;
  subtitle: string;
}

export interface FeedInput {
  lang: Lang;
  /** The public origin (SITE_URL). */
  siteUrl: string;
  strings: FeedStrings;
  /** Every article of the language. */
  articles: ArticleSummary[];
  /** The localized path of the news page and of an article. */
  newsPath: string;
  articlePath: (slug: NewsSlug) => string;
}

/** The <head> link that advertises the feed (rel=alternate, type=application/atom+xml). */
export function feedHeadLink(lang: Lang, title: string, absolute: (path: string) => string): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: ATOM_TYPE, title, href: absolute(FEED_PATH[lang]) };
}

/** A calendar date (YYYY-MM-DD) as an RFC 3339 date-time (Atom's Date construct, RFC 4287 3.3). */
export function atomDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`Not a calendar date: ${isoDate}`);
  return `${isoDate}T00:00:00Z`;
}

/** The Atom document: newest first, every article, each entry with its summary, dates, category and link. */
export function atomFeed(input: FeedInput): string {
  const { lang, siteUrl, strings } = input;
  const url = (path: string) => escapeXml(new URL(path, siteUrl).toString());
  const articles = [...input.articles].sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug),
  );
  const updated = articles.map((a) => a.updatedAt).reduce((max, d) => (d > max ? d : max), "1970-01-01");
  const entries = articles.map((article) => {
    const link = url(input.articlePath(article.slug));
    return [
      "  <entry>",
      `    <id>${link}</id>`,
      `    <title type="text">${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" hreflang="${lang}" href="${link}"/>`,
      `    <published>${atomDate(article.publishedAt)}</published>`,
      `    <updated>${atomDate(article.updatedAt)}</updated>`,
      `    <author><name>${escapeXml(article.author)}</name></author>`,
      `    <category term="${escapeXml(article.category)}" label="${escapeXml(article.categoryLabel)}"/>`,
      `    <summary type="text">${escapeXml(article.excerpt)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang === "es" ? "es-US" : "en-US"}">`,
    `  <id>${url(FEED_PATH[lang])}</id>`,
    `  <title type="text">${escapeXml(strings.title)}</title>`,
    `  <subtitle type="text">${escapeXml(strings.subtitle)}</subtitle>`,
    `  <updated>${atomDate(updated)}</updated>`,
    `  <link rel="self" type="${ATOM_TYPE}" href="${url(FEED_PATH[lang])}"/>`,
    `  <link rel="alternate" type="text/html" hreflang="${lang}" href="${url(input.newsPath)}"/>`,
    `  <author><name>${escapeXml(DEFAULT_AUTHOR[lang])}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
