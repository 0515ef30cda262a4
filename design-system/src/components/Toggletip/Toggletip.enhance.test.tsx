// @vitest-environment jsdom
/**
 * A defined word on a reading page (issue 29): the enhancement works on exactly the HTML Toggletip prerenders.
 */
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { I18nextProvider } from "react-i18next";
import { createTestI18n } from "../../../test/i18n.ts";
import { NeverHydratesProvider } from "../../never-hydrates.tsx";
import { Toggletip } from "./Toggletip.tsx";
import { enhanceToggletips } from "./Toggletip.enhance.ts";

const DEFINITION = "A fixed amount you pay for a service.";

function prerendered(lang: "en" | "es"): void {
  document.body.innerHTML = `${renderToString(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <NeverHydratesProvider value>
        <p>
          You pay a{" "}
          <Toggletip href="/encyclopedia#copay" definition={DEFINITION}>
            copay
          </Toggletip>{" "}
          at each visit.
        </p>
      </NeverHydratesProvider>
    </I18nextProvider>,
  )}<a href="/next">Next</a>`;
}

const word = () => document.querySelector<HTMLButtonElement>("button.mg-toggletip__term")!;
const panel = () => document.getElementById(word().getAttribute("aria-controls")!)!;
const escape = (target: Element) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("Toggletip.enhance", () => {
  it("the link gives way to the word as a collapsed button in the sentence; a press shows the explanation", () => {
    prerendered("en");
    expect(document.querySelector("button")).toBeNull();
    enhanceToggletips(document);
    expect(document.querySelector("a.mg-toggletip__fallback")).toBeNull();
    expect(document.querySelector("template")).toBeNull();
    expect(word().textContent).toBe("copay");
    expect(word().closest("p")?.textContent).toContain("You pay a copay");
    expect(word().getAttribute("aria-expanded")).toBe("false");
    expect(panel().hidden).toBe(true);
    word().click();
    expect(word().getAttribute("aria-expanded")).toBe("true");
    expect(panel().hidden).toBe(false);
    expect(panel().textContent).toBe(`${DEFINITION} Read the full entry`);
    expect(panel().querySelector("a")?.getAttribute("href")).toBe("/encyclopedia#copay");
    word().click();
    expect(panel().hidden).toBe(true);
  });

  it("Escape on the explanation's link closes it with focus back on the word; Spanish words", () => {
    prerendered("es");
    enhanceToggletips(document);
    word().click();
    const more = panel().querySelector("a")!;
    expect(more.textContent).toBe("Lea la entrada completa");
    more.focus();
    escape(more);
    expect(panel().hidden).toBe(true);
    expect(word().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(word());
  });
});
