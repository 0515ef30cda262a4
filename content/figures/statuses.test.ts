// The figures that stay S (secondary sources only), counted the way NOTES.md's issue 25 table counts them: a
// standing rule once (it repeats in every year), a yearly figure per year, an IRMAA table per part and year.
// Issue 25 ("Primary sources"): at most 10 entries may stay S, each named in the note, and each only while two
// sources give the same figure and name the primary document they report. This list may only shrink: a new S
// entry, or one that quietly changes, must be written into NOTES.md (and here) first.
import { describe, expect, it } from "vitest";
import type { FigureEntry } from "./types.ts";
import { RULE_KEYS } from "./years/define.ts";
import { PLAN_YEAR_FILES } from "./years/index.ts";

interface SEntry {
  name: string;
  sources: readonly string[];
}

function secondaryEntries(): SEntry[] {
  const out = new Map<string, SEntry>();
  const add = (name: string, sourceId: string, also: readonly string[] = []): void => {
    out.set(name, { name, sources: [sourceId, ...also] });
  };
  for (const file of PLAN_YEAR_FILES) {
    for (const [key, entry] of Object.entries(file.figures) as [string, FigureEntry][]) {
      if (entry.status !== "S") continue;
      add(RULE_KEYS.has(key) ? key : `${key}@${file.year}`, entry.sourceId, entry.alsoSourceIds);
    }
    for (const part of ["partB", "partD"] as const) {
      const table = file.irmaa[part];
      if (table.status === "S") add(`irmaa.${part}@${file.year}`, table.sourceId, table.alsoSourceIds);
    }
  }
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}

describe("figures that stay S (issue 25)", () => {
  it("are exactly the 10 entries NOTES.md names (the issue allows 10)", () => {
    expect(secondaryEntries().map((e) => e.name)).toEqual([
      "irmaa.partD@2024",
      "irmaa.partD@2026",
      "medigap.highDeductible.deductible@2025",
      "medigap.highDeductible.deductible@2026",
      "partD.basePremium@2025",
      "partD.basePremium@2026",
      "partD.deductible.max@2024",
      "partD.deductible.max@2025",
      "partD.deductible.max@2026",
      "partD.oopCap@2026",
    ]);
  });

  it("each cite at least two sources", () => {
    const thin = secondaryEntries().filter((e) => new Set(e.sources).size < 2);
    expect(thin.map((e) => e.name)).toEqual([]);
  });
});
