import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { termMarkIds } from "@medicare-guide/content/glossary/term-marks";
import { toolHelpTerms, toolHelpTexts } from "./tool-help-terms.ts";

const LOCALES = join(import.meta.dirname, "../../../locales");
const TOOL_FILES = readdirSync(join(LOCALES, "en")).filter((f) => /^tool-.*\.json$/.test(f));
const read = (lang: string, file: string) => JSON.parse(readFileSync(join(LOCALES, lang, file), "utf8"));

/** Every string in a value, deeply. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];

describe("defined words in the tools' help (lede and FAQ answers)", () => {
  it("every tool's help explains at least one word, and only glossary words (an unknown id throws)", () => {
    for (const file of TOOL_FILES.filter((f) => f !== "tool-calendar.json"))
      for (const lang of ["en", "es"] as const) {
        const terms = toolHelpTerms(read(lang, file), lang);
        expect(terms.length, `${lang}/${file}`).toBeGreaterThan(0);
        for (const term of terms) expect(term.definition.length).toBeGreaterThan(0);
      }
    expect(() => toolHelpTerms({ lede: "A {{term:not-a-term|word}}." }, "en")).toThrow(/Unknown glossary term/);
  });

  it("marks only where the page turns them into toggletips: the lede and FAQ answers, each word once", () => {
    for (const file of TOOL_FILES)
      for (const lang of ["en", "es"]) {
        const all = read(lang, file);
        const help = toolHelpTexts(all);
        const elsewhere = strings(all).filter((s) => !help.includes(s) && termMarkIds(s).length > 0);
        expect(elsewhere, `${lang}/${file}`).toEqual([]);
        const ids = help.flatMap(termMarkIds);
        expect(new Set(ids).size, `${lang}/${file}: a word marked twice`).toBe(ids.length);
      }
  });

  it("English and Spanish explain the same words", () => {
    for (const file of TOOL_FILES) {
      const ids = (lang: string) => toolHelpTexts(read(lang, file)).flatMap(termMarkIds).sort();
      expect({ file, ids: ids("es") }).toEqual({ file, ids: ids("en") });
    }
  });
});
