/** zod schemas of the enrollment timeline page (build and tests only). */
import { z } from "zod";
import { STEP_STATUSES } from "./types.ts";

const text = z.string().trim().min(1);
const bilingual = z.object({ en: text, es: text });
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be kebab-case" });

export const stepSchema = z.object({
  id,
  offset: z.number().int().min(-3).max(3),
  month: bilingual,
  status: z.enum(STEP_STATUSES),
  title: bilingual,
  description: bilingual,
});
export const infoItemSchema = z.object({ id, heading: bilingual, text: bilingual });
export const checklistItemSchema = z.object({ id, text: bilingual });

export const timelineContentSchema = z.object({
  /** Spec: 7 steps, 3 months before to 3 months after the 65th-birthday month. */
  steps: z.array(stepSchema).length(7),
  apply: z.array(infoItemSchema).min(1),
  penalties: z.array(infoItemSchema).min(2),
  /** Spec: a 5-step checklist. */
  checklist: z.array(checklistItemSchema).length(5),
});
