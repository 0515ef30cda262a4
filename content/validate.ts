/**
 * Build-time checks of all content (zod schemas, cross references). Returns a
 * list of problems; empty means valid. Run by `npm run validate` and a unit test.
 * zod runs only here (build/test), never in the shipped pages.
 */
import { z } from "zod";
import { HELP_LINES, OFFICIAL_SITES } from "./contacts.ts";

const bilingual = z.object({ en: z.string().min(1), es: z.string().min(1) });
const helpLineSchema = z.object({
  id: z.enum(["medicare", "ssa"]),
  name: bilingual,
  display: z.string().min(1),
  tel: z.string().regex(/^\+1\d{10}$/),
  tty: z.string().regex(/^1-\d{3}-\d{3}-\d{4}$/),
  status: z.enum(["V", "S"]),
});
const officialSiteSchema = z.object({
  id: z.string().min(1),
  name: bilingual,
  url: z.object({ en: z.url({ protocol: /^https$/ }), es: z.url({ protocol: /^https$/ }) }),
});

function check(label: string, schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${label}: ${i.path.join(".")} ${i.message}`);
}

export async function validateContent(): Promise<string[]> {
  return [
    ...check("content/contacts HELP_LINES", z.array(helpLineSchema), HELP_LINES),
    ...check("content/contacts OFFICIAL_SITES", z.array(officialSiteSchema), OFFICIAL_SITES),
  ];
}
