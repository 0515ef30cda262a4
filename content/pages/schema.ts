/**
 * zod schemas of the legal pages (build time and tests only; pages import the
 * plain types in types.ts). They mirror types.ts; validate.ts adds the checks
 * zod cannot see (both languages, same anchors, links, tokens).
 */
import { z } from "zod";
import { CONTENT_LANGS, LEGAL_PAGE_IDS } from "./types.ts";

/** Anchor ids: lowercase words joined by hyphens ("terms-of-use"). */
export const anchorId = z
  .string()
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, { error: "must be lowercase words joined by hyphens" });

const text = z.string().trim().min(1);

export const legalBlockSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("paragraph"), text }),
  z.strictObject({ kind: z.literal("list"), ordered: z.boolean().optional(), items: z.array(text).min(1) }),
  z.strictObject({ kind: z.literal("knownIssues") }),
]);

export const legalSubsectionSchema = z.strictObject({
  id: anchorId,
  heading: text,
  blocks: z.array(legalBlockSchema).min(1),
});

export const legalSectionSchema = z
  .strictObject({
    id: anchorId,
    heading: text,
    blocks: z.array(legalBlockSchema),
    subsections: z.array(legalSubsectionSchema).min(1).optional(),
  })
  .refine((s) => s.blocks.length > 0 || (s.subsections?.length ?? 0) > 0, {
    error: "a section needs blocks or subsections",
  });

export const legalPageSchema = z.strictObject({
  id: z.enum(LEGAL_PAGE_IDS),
  lang: z.enum(CONTENT_LANGS),
  title: text,
  description: text.max(200),
  lede: text,
  updated: z.iso.date(),
  backLink: z.literal("history").optional(),
  sections: z.array(legalSectionSchema).min(1),
});

export const knownIssueSchema = z.strictObject({
  id: anchorId,
  criterion: z
    .string()
    .regex(/^\d\.\d{1,2}\.\d{1,2}$/)
    .optional(),
  en: text,
  es: text,
});

export const contactEmailSchema = z.email();
