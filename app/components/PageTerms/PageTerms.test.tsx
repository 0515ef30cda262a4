import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PageTerm } from "@medicare-guide/content/glossary/term-marks";
import { renderArticleBody } from "@medicare-guide/content/news/render";
import { useHtmlTermTips } from "./HtmlTermTips.tsx";
import { TermText } from "./TermText.tsx";
import { WordsOnThisPage } from "./WordsOnThisPage.tsx";
import { renderInSite } from "../../test/render.tsx";

const IRMAA: PageTerm = {
  id: "irmaa",
  term: "IRMAA (long name)",
  definition: "An extra amount.",
  href: "/encyclopedia#irmaa",
};

function inLang(ui: React.ReactElement, lang: "en" | "es" = "en") {
  return renderInSite(ui, { lang });
}

describe("TermText", () => {
  it("renders marked words as toggletips and the rest as text", async () => {
    inLang(
      <p>
        <TermText text="You may pay {{term:irmaa|IRMAA}} on top." terms={[IRMAA]} />
      </p>,
    );
    const word = screen.getByRole("button", { name: "IRMAA" });
    expect(word.closest("p")?.textContent).toMatch(/^You may pay IRMAA/);
    await userEvent.click(word);
    expect(word.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("An extra amount.")).toBeTruthy();
  });

  it("shows a mark the page did not list as its words only", () => {
    inLang(<TermText text="{{term:magi|MAGI}} counts" terms={[IRMAA]} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("MAGI counts")).toBeTruthy();
  });
});

describe("WordsOnThisPage", () => {
  it("lists each word with its definition and entry link, under a heading, in Spanish too", () => {
    inLang(<WordsOnThisPage terms={[IRMAA]} />, "es");
    expect(screen.getByRole("heading", { level: 2, name: "Palabras en esta página" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "IRMAA (long name)" }).getAttribute("href")).toBe("/encyclopedia#irmaa");
    expect(screen.getByText("An extra amount.").tagName).toBe("DD");
  });

  it("renders nothing for a page without defined words", () => {
    const { container } = inLang(<WordsOnThisPage terms={[]} />);
    expect(container.innerHTML).toBe("");
  });
});

function Article({ html, terms }: { html: string; terms: PageTerm[] }) {
  const [attach, tips] = useHtmlTermTips(terms);
  return (
    <>
      {/* oxlint-disable-next-line react/no-danger -- the test renders build-time article HTML, as the page does */}
      <div ref={attach} dangerouslySetInnerHTML={{ __html: html }} />
      {tips}
    </>
  );
}

describe("toggletips in article HTML", () => {
  it("the renderer links the first use only, and the page swaps that link for a toggletip", async () => {
    const body = renderArticleBody("IRMAA is {{term:irmaa|IRMAA}}. Again {{term:irmaa|IRMAA}}.", "en", {
      newTabLabel: "(new tab)",
    });
    expect(body.html.match(/data-term="irmaa"/g)).toHaveLength(1);
    expect(body.html).toContain(
      '<a class="mg-toggletip__fallback" data-term="irmaa" href="/encyclopedia#irmaa">IRMAA</a>',
    );
    expect(body.text).toBe("IRMAA is IRMAA. Again IRMAA.");
    inLang(<Article html={body.html} terms={body.terms} />);
    const word = screen.getByRole("button", { name: "IRMAA" });
    await userEvent.click(word);
    expect(document.getElementById(word.getAttribute("aria-controls")!)?.textContent).toContain(
      body.terms[0]!.definition,
    );
  });

  it("an unknown term id fails the render (and so the build)", () => {
    expect(() => renderArticleBody("A {{term:not-a-term|word}}.", "es", { newTabLabel: "" })).toThrow(
      /Unknown glossary term/,
    );
  });
});
