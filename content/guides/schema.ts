/** zod schemas of the guides listing (build and tests only). */
import { z } from "zod";
import { GUIDE_CATEGORIES } from "./types.ts";

const text = z.string().trim().min(1);
const bilingual = z.object({ en: text, es: text });

export const guideSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be kebab-case" }),
  category: z.enum(GUIDE_CATEGORIES),
  featured: z.boolean(),
  url: z.string().regex(/^(\/|https:\/\/)/, { message: "must be a site path (/...) or an https address" }),
  urlEs: z.url({ protocol: /^https$/ }).optional(),
  title: bilingual,
  excerpt: bilingual,
});

export const guidesSchema = z.array(guideSchema).min(1);
export const categoryNamesSchema = z.record(z.enum(GUIDE_CATEGORIES), bilingual);
