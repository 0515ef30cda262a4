import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PATHS_EN } from "../paths/en.ts";
import { PATHS_ES } from "../paths/es.ts";
import { COST_CARDS, IRMAA_GUIDE, KEY_FIGURES } from "../costs/data.ts";
import { TERM_IDS } from "./index.ts";
import { hasTermMarkSyntax, termMarkIds } from "./term-marks.ts";

/** Every string in a value, deeply. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const here = dirname(fileURLToPath(import.meta.url));
const newsDir = (lang: string) => join(here, "..", "news", lang, "/");
const SOURCES: [string, string][] = [
  ...["en", "es"].flatMap((lang) =>
    readdirSync(newsDir(lang))
      .filter((f) => f.endsWith(".md"))
      .map((f): [string, string] => [`news/${lang}/${f}`, readFileSync(newsDir(lang) + f, "utf8")]),
  ),
  ["paths/en.ts", strings(PATHS_EN).join("\n")],
  ["paths/es.ts", strings(PATHS_ES).join("\n")],
  ["costs/data.ts", strings([KEY_FIGURES, COST_CARDS, IRMAA_GUIDE]).join("\n")],
];

describe("term marks in content", () => {
  it("name only terms the encyclopedia defines (an unknown id fails here and in the build)", () => {
    const known = new Set(TERM_IDS);
    const unknown = SOURCES.flatMap(([file, text]) =>
      termMarkIds(text)
        .filter((id) => !known.has(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it("are all well formed (no {{term:...}} the pattern does not take)", () => {
    const broken = SOURCES.filter(([, text]) =>
      hasTermMarkSyntax(text.replace(/\{\{term:[a-z0-9-]+(?:\|[^{}|]+)?\}\}/g, "")),
    );
    expect(broken.map(([file]) => file)).toEqual([]);
  });

  it("are used: every article and guidance page explains at least one word in place", () => {
    expect(SOURCES.filter(([, text]) => termMarkIds(text).length === 0).map(([file]) => file)).toEqual([]);
  });
});
