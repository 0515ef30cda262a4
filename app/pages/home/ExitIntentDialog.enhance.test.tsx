/**
 * The exit-intent invitation on the home page, a reading page (issue 29): the HTML ExitIntentDialog.tsx prerenders,
 * opened and closed by ExitIntentDialog.enhance.ts (spec section 4: armed after 10 s, once, through the top, the
 * session flag). jsdom has no modal dialogs: showModal/close are stood in for by what the browser does to `open`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prerenderInSite } from "../../test/render.tsx";
import { ExitIntentDialog } from "./ExitIntentDialog.tsx";
import { enhanceExitIntent } from "./ExitIntentDialog.enhance.ts";
import { EXIT_INTENT_DELAY_MS, EXIT_INTENT_SESSION_KEY } from "./exit-intent.ts";

function prerender(lang: "en" | "es" = "en"): HTMLDialogElement {
  prerenderInSite(<ExitIntentDialog />, { lang });
  return document.querySelector<HTMLDialogElement>("dialog")!;
}

const leaveThroughTop = () =>
  document.dispatchEvent(new MouseEvent("mouseout", { clientY: -1, relatedTarget: null, bubbles: true }));

beforeEach(() => {
  vi.useFakeTimers();
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  document.body.innerHTML = "";
});

describe("ExitIntentDialog on a reading page", () => {
  it("prerenders a closed native dialog named by its title, with the quiz link (exit_intent) and two ways to close", () => {
    const dialog = prerender();
    expect(dialog.open).toBe(false);
    const title = document.getElementById(dialog.getAttribute("aria-labelledby")!);
    expect(title?.tagName).toBe("H2");
    expect(title?.textContent).toBe("Before you go: find your Medicare path");
    expect(dialog.querySelector("a")?.getAttribute("href")).toMatch(/utm_medium=exit_intent/);
    const closers = [...dialog.querySelectorAll("button[data-mg-dialog-close]")].map((b) => b.textContent);
    expect(closers).toEqual(["Close", "Maybe later"]);
  });

  it("in Spanish: its words and the Spanish quiz address", () => {
    const dialog = prerender("es");
    expect(dialog.querySelector("h2")?.textContent).toBe("Antes de irse: encuentre su camino en Medicare");
    expect(dialog.querySelector("a")?.getAttribute("href")).toMatch(/^\/es\/find-your-path\?/);
    expect([...dialog.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Cerrar", "Quizás más tarde"]);
  });

  it("opens only once armed (10 s), when the pointer leaves through the top, with focus on the dialog", () => {
    const dialog = prerender();
    enhanceExitIntent(document);
    leaveThroughTop();
    expect(dialog.open).toBe(false);
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS);
    // Leaving through a side, or onto another element, is not leaving the page.
    document.dispatchEvent(new MouseEvent("mouseout", { clientY: 200, relatedTarget: null, bubbles: true }));
    expect(dialog.open).toBe(false);
    leaveThroughTop();
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(dialog);
    expect(sessionStorage.getItem(EXIT_INTENT_SESSION_KEY)).toBe("true");
  });

  it("Maybe later, Close and a press on the backdrop close it; it never opens again on this page", () => {
    const dialog = prerender();
    enhanceExitIntent(document);
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS);
    leaveThroughTop();
    dialog.querySelectorAll<HTMLButtonElement>("button")[1]!.click(); // Maybe later
    expect(dialog.open).toBe(false);
    sessionStorage.clear(); // even with the flag gone (blocked storage), once per page
    leaveThroughTop();
    expect(dialog.open).toBe(false);

    sessionStorage.clear();
    const again = prerender();
    enhanceExitIntent(document);
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS);
    leaveThroughTop();
    expect(again.open).toBe(true);
    again.querySelector<HTMLButtonElement>("button")!.click(); // Close
    expect(again.open).toBe(false);

    const third = prerender();
    sessionStorage.clear();
    enhanceExitIntent(document);
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS);
    leaveThroughTop();
    third.querySelector("p")!.click(); // inside: stays open
    expect(third.open).toBe(true);
    third.click(); // the backdrop
    expect(third.open).toBe(false);
  });

  it("already shown in this session: never armed", () => {
    sessionStorage.setItem(EXIT_INTENT_SESSION_KEY, "true");
    const dialog = prerender();
    enhanceExitIntent(document);
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS);
    leaveThroughTop();
    expect(dialog.open).toBe(false);
  });
});
