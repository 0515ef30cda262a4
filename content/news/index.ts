/**
 * News articles: typed accessors for page loaders (build time). They read the
 * Markdown files from disk and render them with markdown-it, so call them only
 * from a route's `loader` (prerendered at build time; this code never ships).
 *
 *   latestArticles(lang, n)   newest n summaries (home page)
 *   newsIndex(lang)           featured + next five summaries (/news)
 *   getArticle(slug, lang)    one article with its body as safe HTML (/news/{slug})
 *   searchableArticles(lang)  title, excerpt and body text of every article (/search)
 */
import { NEWS_CATEGORIES, type NewsCategory } from "./categories.ts";
import { readArticleSource, readArticleSources } from "./load.ts";
import { interpolateFigures } from "../figures/index.ts";
import { createTermTracker, type PageTerm } from "../glossary/term-marks.ts";
import { markdownToText, renderArticleBody, type RenderOptions } from "./render.ts";
import { newest, newsListing, sortByPublishedDesc } from "./sort.ts";
import type { Article, ArticleSource, ArticleSummary, Lang } from "./types.ts";
import type { NewsSlug } from "./slugs.ts";

export { NEWS_SLUGS, isNewsSlug, type NewsSlug } from "./slugs.ts";
export { NEWS_CATEGORIES, DEFAULT_AUTHOR, type NewsCategory } from "./categories.ts";
export { MORE_COUNT, newest, newsListing, sortByPublishedDesc } from "./sort.ts";
export type { RenderOptions } from "./render.ts";
export type { Article, ArticleMeta, ArticleSummary, Lang, RelatedLink, RelatedType } from "./types.ts";

/** The category's label in a language. */
export function categoryLabel(category: NewsCategory, lang: Lang): string {
  return NEWS_CATEGORIES[category][lang];
}

/** Title and excerpt may carry figure tokens too ("... rises to {{fig:partD.oopCap}}"). */
function withFigures(source: ArticleSource): ArticleSource {
  return {
    ...source,
    title: interpolateFigures(source.title, source.lang),
    excerpt: interpolateFigures(source.excerpt, source.lang),
  };
}

function summary(raw: ArticleSource): ArticleSummary {
  const source = withFigures(raw);
  return {
    slug: source.slug,
    lang: source.lang,
    title: source.title,
    excerpt: source.excerpt,
    category: source.category,
    categoryLabel: categoryLabel(source.category, source.lang),
    publishedAt: source.publishedAt,
    updatedAt: source.updatedAt,
    author: source.author,
  };
}

/** Every article's summary in a language, newest first. */
export function articleSummaries(lang: Lang): ArticleSummary[] {
  return sortByPublishedDesc(readArticleSources(lang).map(summary));
}

/** The newest `n` article summaries in a language (home page: 6 = featured + 5). */
export function latestArticles(lang: Lang, n: number): ArticleSummary[] {
  return newest(readArticleSources(lang).map(summary), n);
}

/** /news: the newest article featured, then the next five. */
export function newsIndex(lang: Lang): { featured: ArticleSummary | undefined; more: ArticleSummary[] } {
  return newsListing(readArticleSources(lang).map(summary));
}

/** One article, figures filled in and body rendered to safe HTML. Throws for an unknown slug or a bad file. */
export function getArticle(
  slug: NewsSlug,
  lang: Lang,
  options: RenderOptions,
): Article & { categoryLabel: string; terms: PageTerm[] } {
  const source = withFigures(readArticleSource(slug, lang));
  const { markdown: _markdown, ...meta } = source;
  const body = renderArticleBody(source.markdown, lang, { ...options, asOf: source.publishedAt });
  return {
    ...meta,
    html: body.html,
    text: body.text,
    terms: body.terms,
    categoryLabel: categoryLabel(source.category, lang),
  };
}

/** What site search needs from each article: title, excerpt, body as plain text. */
export function searchableArticles(lang: Lang): { slug: NewsSlug; title: string; excerpt: string; text: string }[] {
  return readArticleSources(lang)
    .map(withFigures)
    .map((source) => {
      const text = markdownToText(createTermTracker(lang).plain(interpolateFigures(source.markdown, lang)));
      return { slug: source.slug, title: source.title, excerpt: source.excerpt, text };
    });
}

/** A YYYY-MM-DD date in long form: "November 17, 2025" / "17 de noviembre de 2025". */
export function formatArticleDate(iso: string, lang: Lang): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    date,
  );
}
