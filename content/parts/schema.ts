/** zod schemas of the Parts A-D comparison page (build and tests only). */
import { z } from "zod";

const text = z.string().trim().min(1);
const bilingual = z.object({ en: text, es: text });
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be kebab-case" });

export const partCardSchema = z.object({
  id: z.enum(["part-a", "part-b", "part-c", "part-d"]),
  part: z.enum(["A", "B", "C", "D"]),
  title: bilingual,
  summary: bilingual,
  premium: bilingual,
  deductible: bilingual,
  covers: z.array(bilingual).min(3),
  doesntCover: z.array(bilingual).min(1),
});

export const comparisonRowSchema = z.object({ id, feature: bilingual, original: bilingual, advantage: bilingual });
export const prosConsSchema = z.object({
  id: z.enum(["original", "advantage"]),
  title: bilingual,
  pros: z.array(bilingual).min(1),
  cons: z.array(bilingual).min(1),
});
export const partDYearSchema = z.object({
  year: z.union([z.literal(2024), z.literal(2025), z.literal(2026)]),
  deductible: bilingual,
  gap: bilingual,
  limit: bilingual,
});
export const guideSectionSchema = z.object({ id, heading: bilingual, paragraphs: z.array(bilingual).min(1) });

export const partsContentSchema = z.object({
  parts: z.array(partCardSchema).length(4),
  comparison: z.array(comparisonRowSchema).min(1),
  prosCons: z.array(prosConsSchema).length(2),
  partDYears: z.array(partDYearSchema).min(1),
  gapGuide: z.array(guideSectionSchema).min(1),
});
