import { describe, expect, it } from "vitest";
import { localizeHref, markdownHeadingLevels, markdownLinks, markdownToText, renderArticleBody } from "./render.ts";

const opts = { newTabLabel: "(opens in a new tab)" };

describe("renderArticleBody", () => {
  it("escapes raw HTML instead of passing it through (html: false)", () => {
    const { html } = renderArticleBody('Hi <script>alert(1)</script> <img src=x onerror="y">', "en", opts);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  it("does not turn bare URLs into links (linkify off) and drops javascript: links", () => {
    expect(renderArticleBody("See https://example.com now", "en", opts).html).not.toContain("<a");
    const bad = renderArticleBody("[x](javascript:alert(1))", "en", opts).html;
    expect(bad).not.toContain("<a");
    expect(bad).not.toContain('href="javascript');
  });

  it("fills in figures before rendering, in the page's language", () => {
    const { html, text } = renderArticleBody(
      "The premium is {{fig:partB.premium}}; it was {{fig:partB.premium@2025}}.",
      "es",
      opts,
    );
    expect(html).toMatch(/<p>The premium is \$\d/);
    expect(text).not.toContain("{{");
  });

  it("fails loudly on an unverified figure or an unknown key", () => {
    expect(() => renderArticleBody("{{fig:ma.moop.combined}}", "en", opts)).toThrow(/unverified/);
    expect(() => renderArticleBody("{{fig:nope}}", "en", opts)).toThrow(/Unknown Medicare figure/);
  });

  it("localizes internal links and marks external links as opening in a new tab", () => {
    const { html } = renderArticleBody("[Tools](/tools) and [SHIP](https://www.shiphelp.org/)", "es", opts);
    expect(html).toContain('<a href="/es/tools">Tools</a>');
    expect(html).toContain('href="https://www.shiphelp.org/" target="_blank" rel="noopener noreferrer nofollow"');
    expect(html).toContain('SHIP <span class="mg-visually-hidden">(opens in a new tab)</span></a>');
  });

  it("gives table column headers a scope and puts tables in a focusable region named by their heading", () => {
    const { html } = renderArticleBody("## Part B premiums\n\n| A | B |\n| --- | --- |\n| 1 | 2 |", "en", opts);
    expect(html).toContain('<th scope="col">A</th>');
    expect(html).toContain('<h2 id="part-b-premiums">Part B premiums</h2>');
    expect(html).toContain('<section class="mg-news-table" aria-labelledby="part-b-premiums" tabindex="0">');
    expect(html.trim().endsWith("</table>\n</section>")).toBe(true);
  });

  it("gives headings unique ids, accents folded", () => {
    const { html } = renderArticleBody("## Período de inscripción\n\n## Período de inscripción", "es", opts);
    expect(html).toContain('id="periodo-de-inscripcion"');
    expect(html).toContain('id="periodo-de-inscripcion-2"');
  });
});

describe("helpers", () => {
  it("localizeHref adds /es to site paths only", () => {
    expect(localizeHref("/tools#x", "es")).toBe("/es/tools#x");
    expect(localizeHref("/", "es")).toBe("/es");
    expect(localizeHref("/es/tools", "es")).toBe("/es/tools");
    expect(localizeHref("/tools", "en")).toBe("/tools");
    expect(localizeHref("https://x.org/", "es")).toBe("https://x.org/");
    expect(localizeHref("//x.org/", "es")).toBe("//x.org/");
  });

  it("markdownToText keeps the words and drops the markup", () => {
    expect(markdownToText("## Title\n\nSome **bold** [link](/x).\n\n- item")).toBe("Title\nSome bold link.\nitem");
  });

  it("lists links and heading levels", () => {
    expect(markdownLinks("[a](/a) and [b](https://b.org)")).toEqual(["/a", "https://b.org"]);
    expect(markdownHeadingLevels("## A\n\n### B\n\n## C")).toEqual([2, 3, 2]);
  });
});
