import { formatArticleDate, type ArticleSummary } from "@medicare-guide/content/news/index";
import type { Lang } from "@medicare-guide/content/routes";
import type { ArticleCardData } from "./ArticleCard.tsx";

/** Build time (loaders only): what a news card shows, the date formatted for the page's language. */
export function cardData(article: ArticleSummary, lang: Lang): ArticleCardData {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    categoryLabel: article.categoryLabel,
    publishedAt: article.publishedAt,
    publishedLabel: formatArticleDate(article.publishedAt, lang),
  };
}
