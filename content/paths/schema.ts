/** zod schemas of the guidance pages (build and tests only; never shipped to the browser). */
import { z } from "zod";
import { PATH_SLUGS } from "../quiz/options.ts";

const text = z.string().trim().min(1);
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be kebab-case" });
/** A site path in its English form, optionally with an anchor: "/tools/cost-estimator", "/encyclopedia#irmaa". */
const sitePath = z.string().regex(/^\/[a-z0-9/-]*(?:#[a-z0-9-]+)?$/, {
  message: "must be an English site path like /tools/x or /encyclopedia#term",
});

export const pathLinkSchema = z.union([
  z.strictObject({ to: sitePath, label: text }),
  z.strictObject({ resource: id, label: text }),
]);

const blockSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("paragraph"), text }),
  z.strictObject({ kind: z.literal("list"), ordered: z.boolean().optional(), items: z.array(text).min(1) }),
  z
    .strictObject({
      kind: z.literal("table"),
      caption: text,
      columns: z.array(text).min(2),
      numeric: z.array(z.number().int().min(1)).optional(),
      rows: z.array(z.array(text)).min(1),
    })
    .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
      message: "every row needs one cell per column",
    })
    .refine((t) => (t.numeric ?? []).every((i) => i < t.columns.length), { message: "numeric column out of range" }),
]);

const subsectionSchema = z.strictObject({ id, heading: text, blocks: z.array(blockSchema) });

export const pathContentSchema = z.strictObject({
  slug: z.enum(PATH_SLUGS),
  title: text,
  description: text.max(300),
  lede: text,
  audience: z.array(text).min(1),
  steps: z
    .array(z.strictObject({ title: text, text, link: pathLinkSchema.optional() }))
    .min(3)
    .max(8),
  facts: z.array(text).min(3),
  sections: z.array(
    subsectionSchema
      .extend({ subsections: z.array(subsectionSchema).optional() })
      .refine((s) => s.blocks.length > 0 || (s.subsections ?? []).length > 0, { message: "a section needs content" }),
  ),
  mistakes: z.array(text).min(3),
  checklist: z.strictObject({ label: text, items: z.array(z.strictObject({ id, text })).min(3).max(12) }),
  related: z.array(z.strictObject({ to: sitePath, label: text, text })).min(3),
});
