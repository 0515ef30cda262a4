// @vitest-environment node
/**
 * One Spanish name per official term across content and locales: the glossary in
 * ../shared/facts/medicare-figures.md gives CMS's Spanish term; the variants below
 * appeared in drafts and must not come back (a reader should never wonder whether two
 * names mean two programs).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

/** Variant -> the term used everywhere instead. */
const VARIANTS: Record<string, string> = {
  "Asistencia sobre Seguros de Salud": "Asistencia sobre Seguros Médicos (SHIP, glossary 43)",
  "Asistencia de Seguro Médico": "Asistencia sobre Seguros Médicos (SHIP, glossary 43)",
  "Medicare Tradicional": "Medicare Original",
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules") return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|json|md)$/.test(name) && !name.endsWith(".test.ts") ? [path] : [];
  });
}

it("content and Spanish locales use one Spanish name per official term", () => {
  const found: string[] = [];
  for (const path of [...files(join(ROOT, "content")), ...files(join(ROOT, "locales", "es"))]) {
    if (path.endsWith("NOTES.md")) continue; // the notes name the variants on purpose
    const text = readFileSync(path, "utf8");
    for (const [variant, use] of Object.entries(VARIANTS)) {
      if (text.includes(variant)) found.push(`${relative(ROOT, path)}: "${variant}" -> use ${use}`);
    }
  }
  expect(found).toEqual([]);
});
