// @vitest-environment node
import { describe, expect, it } from "vitest";
import { componentNames } from "../app/component-list.ts";
import { COMPONENT_DOCS } from "./index.ts";
import type { ComponentDoc } from "./types.ts";

// The component folders the docs have a page for (Field/, the parts the form fields share, has none).
const folders = componentNames();

/**
 * Components nobody operates: not a tab stop, no keys of their own. Their docs
 * have no keyboard rows and say "Not interactive" in the screen reader notes.
 */
const NON_INTERACTIVE = new Set(["Alert", "Callout", "Heading", "LiveRegion", "Meter", "ProgressBar", "Prose"]);
const interactive = folders.filter((name) => !NON_INTERACTIVE.has(name));
const nonInteractive = folders.filter((name) => NON_INTERACTIVE.has(name));

function docOf(name: string): ComponentDoc {
  const doc = COMPONENT_DOCS[name];
  if (!doc) throw new Error(`No doc for ${name}: add docs/content/components/${name}.ts`);
  return doc;
}

/** Every piece of text in a doc, to check that none is blank. */
function allText(doc: ComponentDoc): string[] {
  return [
    doc.summary,
    ...doc.whenToUse,
    ...doc.whenNotToUse,
    ...doc.keyboard.flatMap((row) => [row.keys, row.action]),
    ...doc.screenReader,
    ...doc.content.en,
    ...doc.content.es,
    ...doc.knownIssues,
  ];
}

describe("component docs", () => {
  it("finds the component folders", () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it("has a doc for every component folder, and none for a folder that does not exist", () => {
    expect(Object.keys(COMPONENT_DOCS).sort()).toEqual(folders);
  });

  it.each(folders)("%s: is named after its folder and fills every section", (name) => {
    const doc = docOf(name);
    expect(doc.name).toBe(name);
    expect(doc.summary.trim().length).toBeGreaterThan(20);
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
});
