/**
 * Build-time checks of all content (zod schemas, cross references). Returns a
 * list of problems; empty means valid. Run by `npm run validate` and a unit test.
 * zod runs only here (build/test), never in the shipped pages.
 *
 * Each content folder may have its own `validate.ts` exporting
 * `validate(): string[] | Promise<string[]>`; they are discovered here, so adding
 * content never edits this file.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
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

/** Turns a zod result into readable problems. */
export function check(label: string, schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${label}: ${i.path.join(".")} ${i.message}`);
}

export async function validateContent(): Promise<string[]> {
  const problems = [
    ...check("content/contacts HELP_LINES", z.array(helpLineSchema), HELP_LINES),
    ...check("content/contacts OFFICIAL_SITES", z.array(officialSiteSchema), OFFICIAL_SITES),
  ];
  const here = fileURLToPath(new URL(".", import.meta.url));
  for (const entry of await readdir(here, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "node_modules") continue;
    const file = join(here, entry.name, "validate.ts");
    const files = await readdir(join(here, entry.name));
    if (!files.includes("validate.ts")) continue;
    const mod = (await import(pathToFileURL(file).href)) as { validate?: () => string[] | Promise<string[]> };
    if (typeof mod.validate !== "function") {
      problems.push(`content/${entry.name}/validate.ts must export validate()`);
      continue;
    }
    problems.push(...(await mod.validate()));
  }
  return problems;
}
