import { useTranslation } from "react-i18next";
import { Card, type HeadingLevel, type HeadingSize } from "@medicare-guide/design-system";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import { NEWS_NS } from "./strings.ts";

/** What a news card shows (prepared by a page loader: dates already formatted). */
export interface ArticleCardData {
  slug: string;
  title: string;
  excerpt: string;
  categoryLabel: string;
  /** YYYY-MM-DD */
  publishedAt: string;
  /** The publish date in long form for the page's language. */
  publishedLabel: string;
}

export interface ArticleCardProps {
  article: ArticleCardData;
  /** Outline level of the title: follow the page's structure. */
  headingLevel: HeadingLevel;
  /** How big the title looks. */
  headingSize?: HeadingSize;
}

/**
 * A news article as a clickable card: the title is the one link (to /news/{slug}),
 * then the category badge, the publish date and the excerpt.
 */
export function ArticleCard({ article, headingLevel, headingSize = "lg" }: ArticleCardProps) {
  const { t, i18n } = useTranslation(NEWS_NS);
  const lang = i18n.language as Lang;
  return (
    <Card
      heading={article.title}
      headingLevel={headingLevel}
      headingSize={headingSize}
      href={localizePath(`/news/${article.slug}`, lang)}
    >
      <div className="mg-news-card__meta">
        <p className="mg-news-badge">
          <span className="mg-visually-hidden">{t("card.category")} </span>
          {article.categoryLabel}
        </p>
        <p className="mg-news-date">
          <time dateTime={article.publishedAt}>{t("card.published", { date: article.publishedLabel })}</time>
        </p>
      </div>
      <p className="mg-news-card__excerpt">{article.excerpt}</p>
    </Card>
  );
}
