/**
 * zod schema of an article's front matter. Runs at build time only (the page
 * loaders and content validation), never in the shipped pages.
 */
import { z } from "zod";
import { DEFAULT_AUTHOR, NEWS_CATEGORY_IDS } from "./categories.ts";
import { listValue } from "./frontmatter.ts";
import type { ArticleMeta, Lang, RelatedLink } from "./types.ts";

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isoDate = z.string().refine(isIsoDate, { message: "must be a real date written YYYY-MM-DD" });

const RELATED_TYPES = ["tool", "guide", "encyclopedia"] as const;

/** "tool | /tools/irmaa-calculator | IRMAA calculator" -> a related link. */
export const RelatedLinkSchema = z.string().transform((value, ctx): RelatedLink => {
  const parts = value.split("|").map((p) => p.trim());
  const [type, path, title] = parts;
  if (parts.length !== 3 || !type || !path || !title) {
    ctx.addIssue({ code: "custom", message: `related "${value}": expected "type | /path | title"` });
    return z.NEVER;
  }
  if (!(RELATED_TYPES as readonly string[]).includes(type)) {
    ctx.addIssue({ code: "custom", message: `related "${value}": type must be one of ${RELATED_TYPES.join(", ")}` });
    return z.NEVER;
  }
  if (!/^\/[^\s]*$/.test(path) || path.startsWith("//") || path.startsWith("/es/")) {
    ctx.addIssue({
      code: "custom",
      message: `related "${value}": path must be an English site path starting with "/"`,
    });
    return z.NEVER;
  }
  return { type: type as RelatedLink["type"], path, title };
});

/** Front matter (as read by parseFrontMatter) -> ArticleMeta, for one language. */
export function articleMetaSchema(lang: Lang) {
  return z
    .object({
      title: z.string().trim().min(10).max(120),
      excerpt: z.string().trim().min(40).max(300),
      category: z.enum(NEWS_CATEGORY_IDS as [string, ...string[]]),
      publishedAt: isoDate,
      updatedAt: isoDate.optional(),
      author: z.string().trim().min(3).optional(),
      related: z.union([z.string(), z.array(z.string())]).optional(),
    })
    .strict()
    .transform((raw, ctx): ArticleMeta => {
      const related: RelatedLink[] = [];
      for (const item of listValue(raw.related)) {
        const parsed = RelatedLinkSchema.safeParse(item);
        if (parsed.success) related.push(parsed.data);
        else
          for (const issue of parsed.error.issues)
            ctx.addIssue({ code: "custom", message: issue.message, path: ["related"] });
      }
      const updatedAt = raw.updatedAt ?? raw.publishedAt;
      if (updatedAt < raw.publishedAt) {
        ctx.addIssue({ code: "custom", message: "updatedAt is before publishedAt", path: ["updatedAt"] });
      }
      return {
        title: raw.title,
        excerpt: raw.excerpt,
        category: raw.category as ArticleMeta["category"],
        publishedAt: raw.publishedAt,
        updatedAt,
        author: raw.author ?? DEFAULT_AUTHOR[lang],
        related,
      };
    });
}
