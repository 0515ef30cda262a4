/**
 * Content checks for the news (discovered by content/validate.ts): every slug in
 * both languages, front matter valid (schema.ts), the two languages agree on
 * category, dates and related links, every figure token resolves (and none is
 * unverified), body headings start at h2 without skipping, every internal link
 * (related links and links in the body) points to a built or planned route, and
 * each article's breadcrumb title in locales/<lang>/routes.json is its title, and no article shows a figure
 * (in its text or in the definitions of its marked words) published after its date (figure-dates.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { findRoute, plannedIssue } from "../routes/index.ts";
import { interpolateFigures } from "../figures/index.ts";
import { TERM_IDS } from "../glossary/index.ts";
import { articleFigureUses } from "./figure-dates.ts";
import { newsDir, readArticleSource } from "./load.ts";
import { markdownHeadingLevels, markdownLinks, renderArticleBody } from "./render.ts";
import { NEWS_SLUGS } from "./slugs.ts";
import type { ArticleSource, Lang } from "./types.ts";

const LANGS: readonly Lang[] = ["en", "es"];

/**
 * Whether an internal href (English path, may carry ?query or #hash) is a built or
 * planned route; an /encyclopedia#anchor must also be a term of content/glossary.
 */
export function isKnownInternalPath(href: string): boolean {
  const path = href.split(/[?#]/)[0] || "/";
  if (findRoute(path) === undefined && plannedIssue(path) === undefined) return false;
  const hash = href.includes("#") ? href.slice(href.indexOf("#") + 1) : "";
  if (path === "/encyclopedia" && hash) return TERM_IDS.includes(hash);
  return true;
}

function routeTitles(lang: Lang): Record<string, string> | undefined {
  const file = join(process.cwd(), "locales", lang, "routes.json");
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
}

/** The related links' types and paths (the same in both languages; titles differ). */
function relatedKey(source: ArticleSource): string {
  return source.related.map((r) => `${r.type} ${r.path}`).join(", ");
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

function checkArticle(source: ArticleSource, label: string): string[] {
  const problems: string[] = [];
  try {
    interpolateFigures(source.title, source.lang);
    interpolateFigures(source.excerpt, source.lang);
    renderArticleBody(source.markdown, source.lang, { newTabLabel: "-" });
  } catch (error) {
    problems.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (source.publishedAt > todayIso()) problems.push(`${label}: publishedAt ${source.publishedAt} is in the future`);
  if (!source.markdown.trim()) problems.push(`${label}: the body is empty`);
  const levels = markdownHeadingLevels(source.markdown);
  if (levels[0] !== undefined && levels[0] !== 2)
    problems.push(`${label}: the body's first heading must be ## (h2; the page has the h1)`);
  levels.forEach((level, i) => {
    const previous = levels[i - 1];
    if (level < 2) problems.push(`${label}: the body may not have an h1`);
    if (previous !== undefined && level > previous + 1)
      problems.push(`${label}: heading h${level} skips a level after h${previous}`);
  });
  for (const href of markdownLinks(source.markdown)) {
    if (href.startsWith("https://")) continue;
    if (/^(http:|mailto:|tel:|\/\/)/.test(href)) problems.push(`${label}: link "${href}" must be https or a site path`);
    else if (!href.startsWith("/") || href.startsWith("/es/") || href === "/es")
      problems.push(`${label}: link "${href}" must be an English site path ("/tools", localized when rendered)`);
    else if (!isKnownInternalPath(href)) problems.push(`${label}: link "${href}" is not a route of content/routes`);
  }
  for (const link of source.related) {
    if (!isKnownInternalPath(link.path))
      problems.push(`${label}: related link "${link.path}" is not a route of content/routes`);
  }
  if (source.related.length === 0) problems.push(`${label}: add at least one related link`);
  return problems;
}

/** The figures one article shows that were not published on its date, as problems. */
function articleFigureDateProblemsOf(source: ArticleSource): string[] {
  try {
    return articleFigureUses(source)
      .filter((use) => use.problem !== null)
      .map((use) => `${use.article} (${use.date}), ${use.where}: ${use.token}: ${use.problem ?? ""}`);
  } catch (error) {
    return [`content/news/${source.lang}/${source.slug}.md: ${error instanceof Error ? error.message : String(error)}`];
  }
}

export function validate(): string[] {
  const problems: string[] = [];
  let dir: string;
  try {
    dir = newsDir();
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  // No stray files: every Markdown file is a known slug.
  for (const lang of LANGS) {
    const files = existsSync(join(dir, lang)) ? readdirSync(join(dir, lang)).filter((f) => f.endsWith(".md")) : [];
    for (const file of files) {
      if (!(NEWS_SLUGS as readonly string[]).includes(file.slice(0, -3)))
        problems.push(`content/news/${lang}/${file}: not in NEWS_SLUGS (content/news/slugs.ts)`);
    }
  }
  const titles = { en: routeTitles("en"), es: routeTitles("es") };
  for (const slug of NEWS_SLUGS) {
    const sources: Partial<Record<Lang, ArticleSource>> = {};
    for (const lang of LANGS) {
      const label = `content/news/${lang}/${slug}.md`;
      if (!existsSync(join(dir, lang, `${slug}.md`))) {
        problems.push(`${label}: missing (every article needs English and Spanish)`);
        continue;
      }
      try {
        sources[lang] = readArticleSource(slug, lang);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        continue;
      }
      const source = sources[lang];
      problems.push(...checkArticle(source, label));
      problems.push(...articleFigureDateProblemsOf(source));
      const routeTitle = titles[lang]?.[`news-${slug}`];
      let title = source.title;
      try {
        title = interpolateFigures(source.title, lang);
      } catch {
        // reported by checkArticle
      }
      if (routeTitle !== title)
        problems.push(`locales/${lang}/routes.json: "news-${slug}" must be the article's title "${title}"`);
    }
    const { en, es } = sources;
    if (!en || !es) continue;
    const label = `content/news/*/${slug}.md`;
    if (en.category !== es.category) problems.push(`${label}: category differs between languages`);
    if (en.publishedAt !== es.publishedAt) problems.push(`${label}: publishedAt differs between languages`);
    if (en.updatedAt !== es.updatedAt) problems.push(`${label}: updatedAt differs between languages`);
    if (relatedKey(en) !== relatedKey(es))
      problems.push(`${label}: related links differ between languages (en: ${relatedKey(en)}; es: ${relatedKey(es)})`);
  }
  return problems;
}
