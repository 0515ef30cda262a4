/**
 * Every Spanish string and content file holds to the terminology (content/terminology/es.ts): no rejected
 * variant appears in locales/es, in the Spanish content files (content/**\/es.ts, content/**\/es/) or on
 * the Spanish side of bilingual content (`es: "..."`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SPANISH_TERMS } from "./es.ts";

const ROOT = join(import.meta.dirname, "..", "..");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** Spanish text by file: whole Spanish files, or the `es:` strings of bilingual ones. */
function spanishTexts(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const file of files(join(ROOT, "locales", "es"))) out.push({ file, text: readFileSync(file, "utf8") });
  for (const file of files(join(ROOT, "content"))) {
    if (/\.test\.ts$|terminology\/|\/en(\/|\.ts$)/.test(file)) continue;
    const text = readFileSync(file, "utf8");
    if (/\/es(\/|\.ts$)/.test(file)) out.push({ file, text });
    else if (file.endsWith(".ts")) {
      const strings = [...text.matchAll(/\bes:\s*(?:"((?:[^"\\]|\\.)*)"|`([^`]*)`)/g)].map((m) => m[1] ?? m[2] ?? "");
      if (strings.length > 0) out.push({ file, text: strings.join("\n") });
    }
  }
  return out;
}

describe("Spanish terminology", () => {
  const texts = spanishTexts();
  it("reads the Spanish files", () => expect(texts.length).toBeGreaterThan(40));
  it.each(SPANISH_TERMS.map((term) => [term.concept, term] as const))("%s", (_concept, term) => {
    const found = texts.flatMap(({ file, text }) =>
      term.rejected.flatMap((pattern) => {
        const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
        return [...text.matchAll(global)].map(
          (m) => `${file.slice(ROOT.length + 1)}: "${m[0]}" (use "${term.approved}")`,
        );
      }),
    );
    expect(found).toEqual([]);
  });
  it("every term names its source", () => {
    for (const term of SPANISH_TERMS) expect(term.source.length).toBeGreaterThan(20);
  });
});
