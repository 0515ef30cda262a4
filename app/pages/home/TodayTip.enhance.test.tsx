/**
 * Today's Medicare Tip on the home page, a reading page (issue 29): the prerendered tip is the build day's;
 * TodayTip.enhance.ts shows the visitor's own day's tip from the page's <template> of every tip.
 */
import { afterEach, describe, expect, it } from "vitest";
import { tipIndexForDate, tipsFor } from "@medicare-guide/content/tips/index";
import { prerenderInSite } from "../../test/render.tsx";
import { TodayTip } from "./TodayTip.tsx";
import { enhanceTodayTip } from "./TodayTip.enhance.ts";

function prerender(lang: "en" | "es", buildIndex: number): HTMLElement {
  prerenderInSite(<TodayTip tips={tipsFor(lang)} buildIndex={buildIndex} />, { lang });
  return document.querySelector<HTMLElement>("[data-mg-tip]")!;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("TodayTip on a reading page", () => {
  for (const lang of ["en", "es"] as const) {
    const tips = tipsFor(lang);
    const visitorsDay = new Date(2026, 10, 30, 9, 0);
    const today = tipIndexForDate(visitorsDay, tips.length);
    const buildDay = (today + 1) % tips.length;

    it(`${lang}: the build day's tip without JavaScript, the visitor's own day's tip once enhanced`, () => {
      const shown = prerender(lang, buildDay);
      expect(shown.textContent).toBe(tips[buildDay]);
      enhanceTodayTip(document, visitorsDay);
      expect(shown.textContent).toBe(tips[today]);
      // The only tip on the page a reader meets: the others stay in the inert template.
      expect(document.body.textContent).not.toContain(tips[buildDay]);
    });
  }

  it("the heading is the card's, in the page's language", () => {
    prerender("es", 0);
    expect(document.querySelector("h2")?.textContent).toBe("Consejo de Medicare de hoy");
  });
});
