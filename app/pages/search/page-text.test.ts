import { describe, expect, it } from "vitest";
import { pageText } from "./page-text.ts";

/** A prerendered page as the site writes it: header, breadcrumbs, a back link, share links, the article, a footer. */
const PAGE = `<!DOCTYPE html><html lang="en"><head><title>T | Medicare Guide</title>
<meta name="description" content="Plans &amp; costs"/></head>
<body><header><a href="/">Home</a></header><main id="main-content">
<nav aria-label="Breadcrumb"><a href="/">Home</a> <a href="/medigap">Medigap</a></nav>
<p class="mg-medigap__back" data-page-text="skip"><a href="/medicare-101"><span aria-hidden="true">←</span> Back to Medicare 101</a></p>
<article><p class="mg-news-badge"><span class="mg-visually-hidden">Category: </span>Costs</p>
<h1 id="x">Medigap <!-- -->plans</h1><p>You pay 20<b>%</b> &nbsp;of the <b>cost</b>.</p>
<p>Words like <button class="mg-toggletip__term">coinsurance</button><span class="mg-toggletip__panel">A share of the cost.</span> stay.</p>
<section class="mg-share" data-page-text="skip"><h2>Share this article</h2><a href="mailto:?">Share by email</a></section>
<div data-listen="skip"><button>Listen to this page</button></div>
<h2><button aria-expanded="false">Who can buy it?</button></h2><div hidden>Hidden answer</div>
<form><label>Income <input name="income" value="typed"></label><select><option>Single</option></select><button>Calculate</button></form>
<p>a</p><p>b</p></article>
<script>var x = "secret";</script><svg><title>icon</title></svg><template><p>template</p></template>
</main><footer>Footer text</footer></body></html>`;

describe("page text (site search)", () => {
  const page = pageText(PAGE);

  it("reads the h1 and the decoded meta description", () => {
    expect(page.title).toBe("Medigap plans");
    expect(page.description).toBe("Plans & costs");
  });

  it("is the main text as a reader meets it: inline marks run on, blocks are apart", () => {
    expect(page.text).toBe(
      "Costs Medigap plans You pay 20% of the cost. Words like coinsurance stay. Who can buy it? Income a b",
    );
  });

  it("never holds navigation, a back link, share or listen controls, buttons, hidden or screen-reader-only text", () => {
    for (const words of [
      "Home",
      "Back to Medicare 101",
      "←",
      "Category",
      "Share",
      "Listen",
      "Hidden answer",
      "Calculate",
      "Single",
      "A share of the cost",
      "secret",
      "icon",
      "template",
      "Footer",
    ])
      expect(page.text).not.toContain(words);
  });

  it("falls back to the document title when main has no h1, and to nothing without main", () => {
    expect(pageText("<title>Only a title</title><main><p>x</p></main>").title).toBe("Only a title");
    expect(pageText("<p>no main</p>")).toEqual({ title: "", description: "", text: "" });
  });
});
