/** zod schemas of the costs content (build and tests only). */
import { z } from "zod";
import { isFigureKey } from "../figures/index.ts";

const text = z.string().trim().min(1);
const bilingual = z.object({ en: text, es: text });
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be kebab-case" });
const sitePath = z.string().regex(/^\/[^\s]*$/, { message: "must be a path of this site" });
const figureKey = z.string().refine(isFigureKey, { message: "must be a figure key of content/figures" });

export const costItemSchema = z.object({
  id,
  figures: z.array(figureKey).min(1),
  label: bilingual,
  note: bilingual.optional(),
  unavailable: bilingual.optional(),
});

export const keyFigureSchema = z.object({
  id,
  title: bilingual,
  amount: z.object({ en: text.includes("{{amount}}"), es: text.includes("{{amount}}") }),
  figures: z.array(figureKey).min(1),
  text: bilingual,
});

export const costCardSchema = z.object({
  id,
  title: bilingual,
  intro: bilingual,
  items: z.array(costItemSchema).min(1),
});

export const guideSectionSchema = z.object({
  id,
  title: bilingual,
  paragraphs: z.array(bilingual).min(1),
  list: z.array(bilingual).optional(),
  link: z.object({ href: sitePath, label: bilingual }).optional(),
});

export const keyFiguresSchema = z.array(keyFigureSchema).min(4);
export const costCardsSchema = z.array(costCardSchema).length(4);
export const irmaaGuideSchema = z.array(guideSectionSchema).min(1);
