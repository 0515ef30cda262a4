import { describe, expect, it } from "vitest";
import { mainText, scoreText, sentenceCount, syllablesEn, syllablesEs } from "./readability.ts";

describe("syllables", () => {
  it("English", () => {
    expect(syllablesEn("the")).toBe(1);
    expect(syllablesEn("Medicare")).toBe(3);
    expect(syllablesEn("important")).toBe(3);
    expect(syllablesEn("table")).toBe(2);
    expect(syllablesEn("enrollment")).toBe(3);
  });
  it("Spanish", () => {
    expect(syllablesEs("casa")).toBe(2);
    expect(syllablesEs("prima")).toBe(2);
    expect(syllablesEs("deducible")).toBe(4);
    expect(syllablesEs("seguro")).toBe(3);
    expect(syllablesEs("cuidado")).toBe(3);
    expect(syllablesEs("día")).toBe(2);
    expect(syllablesEs("poeta")).toBe(3);
  });
});

describe("scores", () => {
  it("counts sentences at punctuation and line breaks", () => {
    expect(sentenceCount("One. Two! Three?\nFour")).toBe(4);
    expect(sentenceCount("")).toBe(0);
  });
  it("plain English scores low, dense English high", () => {
    expect(scoreText("You can sign up now. It is free. Call us if you need help.", "en").meetsTarget).toBe(true);
    const dense = scoreText(
      "Notwithstanding the aforementioned considerations, beneficiaries experiencing substantial modifications in their modified adjusted gross income attributable to qualifying life-changing circumstances may request reconsideration.",
      "en",
    );
    expect(dense.grade).toBeGreaterThan(12);
    expect(dense.meetsTarget).toBe(false);
  });
  it("plain Spanish is easy (Fernández-Huerta >= 60)", () => {
    const s = scoreText(
      "Usted paga la prima cada mes. Si no sabe qué plan le va bien, llame gratis. Le ayudan sin costo.",
      "es",
    );
    expect(s.score).toBeGreaterThan(60);
    expect(s.meetsTarget).toBe(true);
  });
  it("empty text is not a failure", () => {
    expect(scoreText("", "en").meetsTarget).toBe(true);
  });
});

describe("mainText", () => {
  it("keeps only readable text of <main>", () => {
    const html = `<header>Nav</header><main><h1>Title</h1><p>Hello <b>there</b>.</p><script>x()</script><p hidden>secret</p><span aria-hidden="true">404</span></main>`;
    const text = mainText(html);
    expect(text).toContain("Title");
    expect(text).toContain("Hello");
    expect(text).not.toContain("Nav");
    expect(text).not.toContain("x()");
    expect(text).not.toContain("secret");
    expect(text).not.toContain("404");
  });

  it("drops an element for its hidden attribute, not for 'hidden' in a class name", () => {
    const text = mainText(`<main><div class="mg-print-hidden"><p>Kept words here.</p></div><p>After.</p></main>`);
    expect(text).toContain("Kept words here.");
    expect(text).toContain("After.");
  });

  it("drops a hidden element with everything nested in it, and only it", () => {
    const text = mainText(
      `<main><div hidden><div>Inner</div>Still hidden</div><section aria-hidden="true"><section>x</section>Also hidden</section><p>After.</p></main>`,
    );
    expect(text).not.toMatch(/Inner|Still hidden|Also hidden/);
    expect(text).toContain("After.");
  });

  it("decodes every character reference, and ends blocks with a line break (a sentence each)", () => {
    const text = mainText(`<main><h2>Don&rsquo;t wait</h2><ul><li>Part&nbsp;A &amp; Part&#160;B</li></ul></main>`);
    expect(
      text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    ).toEqual(["Don’t wait", "Part A & Part B"]);
  });
});
