import { z } from "zod";
import { check } from "../validate.ts";
import { interpolateFigures } from "../figures/index.ts";
import { TIPS } from "./tips.ts";

const tipSchema = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), en: z.string().min(20), es: z.string().min(20) });

/** Schema, unique ids, and every figure token resolves in both languages. */
export function validate(): string[] {
  const problems = check("content/tips", z.array(tipSchema).min(7), TIPS);
  const ids = new Set<string>();
  for (const tip of TIPS) {
    if (ids.has(tip.id)) problems.push(`content/tips: id ${tip.id} is used twice`);
    ids.add(tip.id);
    for (const lang of ["en", "es"] as const) {
      try {
        interpolateFigures(tip[lang], lang);
      } catch (error) {
        problems.push(`content/tips ${tip.id} (${lang}): ${(error as Error).message}`);
      }
    }
  }
  return problems;
}
