/** zod schemas of the Medicare 101 hub (build and tests only). */
import { z } from "zod";

const text = z.string().trim().min(1);
const bilingual = z.object({ en: text, es: text });
const sitePath = z.string().regex(/^\/[^\s]*$/, { message: "must be a path of this site" });
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be kebab-case" });

export const topicSchema = z.object({
  id,
  href: sitePath,
  title: bilingual,
  summary: bilingual,
  related: z.array(z.object({ href: sitePath, label: bilingual })).max(2),
});

export const toolSchema = z.object({ id, href: sitePath, title: bilingual, description: bilingual });

export const topicsSchema = z.array(topicSchema).min(1);
export const toolsSchema = z.array(toolSchema).min(1);
