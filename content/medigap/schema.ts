/** zod schemas of the Medigap pages (build and tests only). */
import { z } from "zod";
import { MEDIGAP_PAGE_IDS } from "./types.ts";

const text = z.string().trim().min(1);
export const bilingualSchema = z.object({ en: text, es: text });
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be kebab-case" });

export const linkSchema = z.object({
  href: z.string().regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, { message: "must be a path of this site or an https URL" }),
  label: bilingualSchema,
  text: bilingualSchema.optional(),
  external: z.boolean().optional(),
});

const blockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: bilingualSchema }),
  z.object({ kind: z.literal("list"), ordered: z.boolean().optional(), items: z.array(bilingualSchema).min(1) }),
  z.object({
    kind: z.literal("table"),
    caption: bilingualSchema,
    columns: z.array(bilingualSchema).min(2),
    rows: z.array(z.array(bilingualSchema)).min(1),
  }),
  z.object({ kind: z.literal("subheading"), id, text: bilingualSchema }),
  z.object({ kind: z.literal("callout"), heading: bilingualSchema, text: bilingualSchema }),
  z.object({
    kind: z.literal("plan-cards"),
    cards: z.array(z.object({ id, title: bilingualSchema, text: bilingualSchema, link: linkSchema.optional() })).min(1),
  }),
  z.object({ kind: z.literal("links"), links: z.array(linkSchema).min(1) }),
  z.object({
    kind: z.literal("widget"),
    widget: z.enum(["gvn-comparison", "annual-example", "excess-example", "hdg-premiums", "hdg-scenarios"]),
  }),
]);

export const pageSchema = z.object({
  id: z.enum(MEDIGAP_PAGE_IDS),
  path: z.string().regex(/^\/medigap[a-z0-9/-]*$/),
  title: bilingualSchema,
  description: bilingualSchema,
  lede: bilingualSchema,
  back: linkSchema,
  onThisPage: z.boolean(),
  sections: z.array(z.object({ id, heading: bilingualSchema, blocks: z.array(blockSchema).min(1) })).min(2),
  related: z.array(linkSchema).min(2).max(5),
});
