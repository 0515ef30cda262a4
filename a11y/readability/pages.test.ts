// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readableText, readingLevelProblems, scorePage } from "./pages.ts";

const html = (main: string) =>
  `<html><body><nav>Skip Home Tools</nav><main>${main}</main><footer>Footer words</footer></body></html>`;

describe("page reading level", () => {
  it("scores the main text only, without navigation, tables or code", () => {
    const text = readableText(
      html(
        `<nav aria-label="Breadcrumb"><a>Home</a></nav><h1>Costs</h1><p>You pay a premium.</p><table><tr><td>Unprecedented administrative complexity</td></tr></table><pre><code>npm run build</code></pre>`,
      ),
    );
    expect(text).toContain("You pay a premium.");
    expect(text).not.toMatch(/Breadcrumb|Home|Unprecedented|npm|Footer/);
  });

  it("leaves out a nested table whole, and keeps the text after it", () => {
    const text = readableText(
      html(
        `<table><tr><td><table><tr><td>Inner cell</td></tr></table>Outer cell words</td></tr></table><p>You pay a premium.</p>`,
      ),
    );
    expect(text).not.toMatch(/Inner cell|Outer cell/);
    expect(text).toContain("You pay a premium.");
  });

  it("uses Flesch-Kincaid in English and Fernández-Huerta in Spanish, with their targets", () => {
    const en = scorePage(html("<p>You pay a premium each month. It is taken from your check.</p>"), "/", "en");
    expect(en).toMatchObject({ formula: "Flesch-Kincaid grade", meetsTarget: true });
    const hard = scorePage(
      html(
        "<p>Comprehensive institutional reimbursement methodologies necessitate extraordinarily sophisticated administrative documentation procedures.</p>",
      ),
      "/x",
      "en",
    );
    expect(hard.meetsTarget).toBe(false);
    const es = scorePage(html("<p>Usted paga una prima cada mes. La sacan de su cheque.</p>"), "/es", "es");
    expect(es).toMatchObject({ formula: "Fernández-Huerta ease", meetsTarget: true });
  });

  it("blocks a held page above its target unless an exception with a reason lists it", () => {
    const hard = scorePage(
      html(
        "<p>Comprehensive institutional reimbursement methodologies necessitate extraordinarily sophisticated administrative documentation procedures.</p>",
      ),
      "/news/x",
      "en",
    );
    const easy = scorePage(html("<p>You pay a premium each month.</p>"), "/path/y", "en");
    expect(readingLevelProblems([hard, easy], ["/news/x", "/path/y"], [])).toEqual([
      expect.stringMatching(/^\/news\/x: Flesch-Kincaid grade/),
    ]);
    expect(readingLevelProblems([hard], ["/news/x"], [{ path: "/news/x", reason: "Quotes the rule." }])).toEqual([]);
    // Pages not held (home, FAQ) are reported, never blocked.
    expect(readingLevelProblems([hard], [], [])).toEqual([]);
    expect(readingLevelProblems([hard], ["/news/x"], [{ path: "/news/x", reason: " " }])).toHaveLength(1);
    expect(readingLevelProblems([easy], ["/path/y"], [{ path: "/path/y", reason: "Was hard." }])).toEqual([
      expect.stringMatching(/meets its target now/),
    ]);
  });
});
