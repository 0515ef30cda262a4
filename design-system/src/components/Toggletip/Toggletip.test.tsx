import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Toggletip } from "./Toggletip.tsx";
import { examples } from "./Toggletip.examples.tsx";

const DEFINITION = "A fixed amount you pay for a service.";

function setup(lang: "en" | "es" = "en") {
  renderWithLang(
    <p>
      You pay a{" "}
      <Toggletip href="/encyclopedia#copay" definition={DEFINITION}>
        copay
      </Toggletip>{" "}
      at each visit. <a href="/next">Next</a>
    </p>,
    lang,
  );
  const term = screen.getByRole("button", { name: "copay" });
  const panel = document.getElementById(term.getAttribute("aria-controls") ?? "")!;
  return { term, panel };
}

describe("Toggletip", () => {
  it("is a plain link to the full entry before JavaScript runs (server HTML)", () => {
    const html = renderToString(
      <Toggletip href="/encyclopedia#copay" definition={DEFINITION}>
        copay
      </Toggletip>,
    );
    expect(html).toBe('<a href="/encyclopedia#copay" class="mg-toggletip__fallback">copay</a>');
  });

  it("is a collapsed button inside the sentence, its explanation hidden but in the page", () => {
    const { term, panel } = setup();
    expect(term.tagName).toBe("BUTTON");
    expect(term.getAttribute("aria-expanded")).toBe("false");
    expect(term.closest("p")).not.toBeNull();
    expect(panel.hidden).toBe(true);
    expect(panel.closest("p")).toBe(term.closest("p"));
  });

  it("opens on Enter and on Space, and a second press closes it with focus staying on the word", async () => {
    const { term, panel } = setup();
    await userEvent.tab();
    expect(document.activeElement).toBe(term);
    await userEvent.keyboard("{Enter}");
    expect(term.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain(DEFINITION);
    await userEvent.keyboard(" ");
    expect(term.getAttribute("aria-expanded")).toBe("false");
    expect(panel.hidden).toBe(true);
    await userEvent.keyboard(" ");
    expect(term.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(term);
    expect(term.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(term);
  });

  it("Escape closes it from the word or from the link inside, and focus returns to the word", async () => {
    const { term, panel } = setup();
    await userEvent.click(term);
    await userEvent.keyboard("{Escape}");
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(term);
    await userEvent.click(term);
    await userEvent.tab();
    const more = screen.getByRole("link", { name: "Read the full entry" });
    expect(document.activeElement).toBe(more);
    expect(more.getAttribute("href")).toBe("/encyclopedia#copay");
    await userEvent.keyboard("{Escape}");
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(term);
  });

  it("does not open on hover or focus alone", async () => {
    const { term, panel } = setup();
    await userEvent.hover(term);
    act(() => term.focus());
    expect(panel.hidden).toBe(true);
  });

  it("names the link to the full entry in Spanish", async () => {
    const { term } = setup("es");
    await userEvent.click(term);
    expect(screen.getByRole("link", { name: "Lea la entrada completa" }).getAttribute("href")).toBe(
      "/encyclopedia#copay",
    );
  });
});

describeExamplesAxe("Toggletip", examples);
