import { describe, expect, it } from "vitest";
import { cssFirst } from "./css-first.ts";

const head = (inner: string) =>
  `<!DOCTYPE html><html lang="en" dir="ltr"><head>${inner}</head><body><p>x</p></body></html>`;
const META =
  '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="color-scheme" content="light dark"/>';
const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>';
const SCRIPT = "<script>(function(){})()</script>";
const LD = '<script type="application/ld+json">{"@type":"FAQPage"}</script>';
const CSS = '<link rel="stylesheet" href="/assets/shell-C.css#"/><link rel="stylesheet" href="/assets/FaqPage-D.css"/>';
const TITLE = '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><title>FAQ</title>';

describe("cssFirst", () => {
  it("puts the stylesheets right after the leading metas, then the module preloads, then the rest in order", () => {
    // React's order before: hoisted tags (title, preloads), the inline script, JSON-LD, then the stylesheets.
    const before = head(META + TITLE + PRELOADS + SCRIPT + LD + CSS);
    expect(cssFirst(before)).toBe(head(META + CSS + PRELOADS + TITLE + SCRIPT + LD));
  });

  it("keeps every tag and the body exactly once", () => {
    const before = head(META + TITLE + PRELOADS + SCRIPT + LD + CSS);
    const after = cssFirst(before);
    expect(after.length).toBe(before.length);
    expect([...after.matchAll(/<(link|script|meta|title)\b/g)].length).toBe(
      [...before.matchAll(/<(link|script|meta|title)\b/g)].length,
    );
    expect(after.endsWith("</head><body><p>x</p></body></html>")).toBe(true);
  });

  it("leaves a page without a head, or already in order, as it is", () => {
    expect(cssFirst("<p>fragment</p>")).toBe("<p>fragment</p>");
    const ordered = head(META + CSS + PRELOADS + TITLE + SCRIPT);
    expect(cssFirst(ordered)).toBe(ordered);
  });

  it("moves nothing out of the body", () => {
    const html = `${head(META + CSS)}`.replace("<p>x</p>", '<link rel="stylesheet" href="/late.css"/>');
    expect(cssFirst(html)).toBe(html);
  });
});
