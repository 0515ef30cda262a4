/**
 * Reads the news Markdown files (content/news/<lang>/<slug>.md) from disk. Build
 * time only: page loaders (prerender), content validation and tests. Never
 * imported by code that ships to the browser.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseFrontMatter } from "./frontmatter.ts";
import { articleMetaSchema } from "./schema.ts";
import { NEWS_SLUGS, type NewsSlug } from "./slugs.ts";
import type { ArticleSource, Lang } from "./types.ts";

/**
 * The folder holding <lang>/<slug>.md. Next to this module when run from source
 * (Node, vitest); during the build the loaders run from a bundle elsewhere, so
 * the repository's content/news (the build runs from the repository root) is the fallback.
 */
export function newsDir(): string {
  const candidates = [dirname(fileURLToPath(import.meta.url)), join(process.cwd(), "content", "news")];
  const found = candidates.find((dir) => existsSync(join(dir, "en", `${NEWS_SLUGS[0]}.md`)));
  if (!found) throw new Error(`content/news: Markdown files not found (looked in ${candidates.join(", ")})`);
  return found;
}

export function articleFile(slug: NewsSlug, lang: Lang): string {
  return join(newsDir(), lang, `${slug}.md`);
}

/** One article's source: front matter checked (throws with the file name on any problem). */
export function readArticleSource(slug: NewsSlug, lang: Lang): ArticleSource {
  const file = articleFile(slug, lang);
  const { data, body } = parseFrontMatter(readFileSync(file, "utf8"));
  const parsed = articleMetaSchema(lang).safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "(front matter)"}: ${i.message}`).join("; ");
    throw new Error(`content/news/${lang}/${slug}.md: ${problems}`);
  }
  return { ...parsed.data, slug, lang, markdown: body };
}

/** Every article's source in a language, in slug-list order. */
export function readArticleSources(lang: Lang): ArticleSource[] {
  return NEWS_SLUGS.map((slug) => readArticleSource(slug, lang));
}
