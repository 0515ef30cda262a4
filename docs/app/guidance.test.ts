// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ComponentGuidance } from "@medicare-guide/design-system";
import { componentNames } from "./component-list.ts";
import { COMPONENT_GUIDANCE, guidanceOf } from "./guidance.ts";
import { quoteTranscripts } from "./transcripts.ts";

// The component folders the docs have a page for (Field/, the parts the form fields share, has none).
const folders = componentNames();

/**
 * Components nobody operates: not a tab stop, no keys of their own. Their docs
 * have no keyboard rows and say "Not interactive" in the screen reader notes.
 */
const NON_INTERACTIVE = new Set(["Alert", "Callout", "Heading", "LiveRegion", "Meter", "ProgressBar", "Prose"]);
const interactive = folders.filter((name) => !NON_INTERACTIVE.has(name));
const nonInteractive = folders.filter((name) => NON_INTERACTIVE.has(name));

const docOf = guidanceOf;

/** Every piece of text in a doc, to check that none is blank. */
function allText(doc: ComponentGuidance): string[] {
  return [
    ...doc.whenToUse,
    ...doc.whenNotToUse,
    ...doc.keyboard.flatMap((row) => [row.keys, row.action]),
    ...doc.screenReader,
    ...doc.content.en,
    ...doc.content.es,
    ...doc.knownIssues,
  ];
}

describe("component guidance (<Name>/<Name>.docs.ts)", () => {
  it("finds the component folders", () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it("has guidance for every component folder, and none for a folder that does not exist", () => {
    expect(Object.keys(COMPONENT_GUIDANCE).sort()).toEqual(folders);
  });

  it.each(folders)("%s: fills every section", (name) => {
    const doc = docOf(name);
    expect(doc.whenToUse.length).toBeGreaterThan(0);
    expect(doc.whenNotToUse.length).toBeGreaterThan(0);
    expect(doc.screenReader.length).toBeGreaterThan(0);
    expect(doc.content.en.length).toBeGreaterThan(0);
    expect(allText(doc).filter((text) => text.trim() === "")).toEqual([]);
  });

  it.each(folders)("%s: has as many content bullets in Spanish as in English", (name) => {
    const doc = docOf(name);
    expect(doc.content.es.length).toBe(doc.content.en.length);
  });

  it.each(interactive)("%s: documents at least one keyboard interaction", (name) => {
    expect(docOf(name).keyboard.length).toBeGreaterThan(0);
  });

  it.each(nonInteractive)("%s: has no keyboard rows and says it is not interactive", (name) => {
    const doc = docOf(name);
    expect(doc.keyboard).toEqual([]);
    expect(doc.screenReader.some((line) => /not interactive/i.test(line))).toBe(true);
  });

  // Each excerpt is quoted from the committed transcripts in both languages; a re-recorded journey that no
  // longer says the words throws here (and in the docs build) instead of quoting other steps.
  it.each(folders.filter((name) => docOf(name).heard?.length))(
    "%s: quotes its Orca steps in English and Spanish",
    (name) => {
      const quoted = quoteTranscripts(docOf(name).heard!);
      expect(quoted.map((q) => q.lang)).toEqual(docOf(name).heard!.flatMap(() => ["en", "es"]));
      for (const q of quoted) expect(q.lines.filter((line) => line.startsWith("> ")).length).toBeGreaterThan(0);
    },
  );
});
