/* Shapes of the news articles. Plain TypeScript types: no runtime cost. */
import type { NewsCategory } from "./categories.ts";
import type { NewsSlug } from "./slugs.ts";

export type Lang = "en" | "es";

/** What a related link points to (spec section 3: tool, guide or encyclopedia). */
export type RelatedType = "tool" | "guide" | "encyclopedia";

export interface RelatedLink {
  type: RelatedType;
  /** English site path (may carry a #hash); pages localize it. */
  path: string;
  /** The link text in the article's language. */
  title: string;
}

/** An article's front matter, checked by schema.ts. */
export interface ArticleMeta {
  title: string;
  excerpt: string;
  category: NewsCategory;
  /** YYYY-MM-DD */
  publishedAt: string;
  /** YYYY-MM-DD, the same as publishedAt when never updated. */
  updatedAt: string;
  author: string;
  related: RelatedLink[];
}

/** An article as read from its Markdown file (figures not yet filled in). */
export interface ArticleSource extends ArticleMeta {
  slug: NewsSlug;
  lang: Lang;
  /** Markdown, with {{fig:key}} tokens. */
  markdown: string;
}

/** An article ready for a page: figures filled in, body rendered to HTML at build time. */
export interface Article extends ArticleMeta {
  slug: NewsSlug;
  lang: Lang;
  /** Safe HTML (markdown-it with html: false). */
  html: string;
  /** The body as plain text (for site search). */
  text: string;
}

/** What lists and cards need (no body). */
export interface ArticleSummary {
  slug: NewsSlug;
  lang: Lang;
  title: string;
  excerpt: string;
  category: NewsCategory;
  /** The category's label in the article's language. */
  categoryLabel: string;
  publishedAt: string;
  updatedAt: string;
  author: string;
}
