/**
 * The home page's scroll banner on a reading page (issue 29): the HTML ScrollBanner.tsx prerenders, shown and hidden
 * by ScrollBanner.enhance.ts (spec section 9: visible past 40 percent of the scroll, hidden otherwise; Dismiss).
 */
import { afterEach, describe, expect, it } from "vitest";
import { prerenderInSite } from "../../test/render.tsx";
import { ScrollBanner } from "./ScrollBanner.tsx";
import { enhanceScrollBanner } from "./ScrollBanner.enhance.ts";

function prerender(lang: "en" | "es" = "en"): HTMLElement {
  prerenderInSite(<ScrollBanner />, { lang });
  return document.querySelector<HTMLElement>("aside")!;
}

/** A page 3000 px tall in an 1000 px window (2000 px of scroll), scrolled to `y`. */
function scrollTo(y: number): void {
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 3000 });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 1000 });
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

afterEach(() => {
  scrollTo(0);
  document.body.innerHTML = "";
});

describe("ScrollBanner on a reading page", () => {
  it("prerenders a hidden, labelled complementary landmark with the quiz link (scroll_banner) and Dismiss", () => {
    const banner = prerender();
    expect(banner.hidden).toBe(true);
    expect(banner.getAttribute("aria-label")).toBe("Medicare path quiz");
    expect(banner.querySelector("a")?.getAttribute("href")).toMatch(/utm_medium=scroll_banner/);
    expect(banner.querySelector("button")?.textContent).toBe("Dismiss");
  });

  it("in Spanish: its words and the Spanish quiz address", () => {
    const banner = prerender("es");
    expect(banner.getAttribute("aria-label")).toBe("Cuestionario de Medicare");
    expect(banner.querySelector("a")?.getAttribute("href")).toMatch(/^\/es\/find-your-path\?/);
    expect(banner.querySelector("button")?.textContent).toBe("Cerrar");
  });

  it("shows past 40% of the scroll and hides above it", () => {
    const banner = prerender();
    scrollTo(0);
    enhanceScrollBanner(document);
    expect(banner.hidden).toBe(true);
    scrollTo(900); // 45%
    expect(banner.hidden).toBe(false);
    scrollTo(600); // 30%
    expect(banner.hidden).toBe(true);
  });

  it("already past 40% when the page is enhanced (a reload lower down): shown at once", () => {
    const banner = prerender();
    scrollTo(1500);
    enhanceScrollBanner(document);
    expect(banner.hidden).toBe(false);
  });

  it("Dismiss hides it for the rest of the visit to the page", () => {
    const banner = prerender();
    scrollTo(1200);
    enhanceScrollBanner(document);
    banner.querySelector("button")!.click();
    expect(banner.hidden).toBe(true);
    scrollTo(1800);
    expect(banner.hidden).toBe(true);
  });
});
