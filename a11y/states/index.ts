/**
 * Extra page states the a11y gate scans in addition to a page's default state.
 * A route opts in through `a11yStates: ["id", ...]` in app/site-routes.ts; the
 * gate reloads the page, applies the state and scans it again (axe, targets,
 * reflow). Add a state here when a page hides content behind an interaction
 * (errors after submit, expanded sections, a result panel).
 */
import type { Page } from "@playwright/test";

export interface A11yState {
  /** What the state shows, for the report. */
  description: string;
  /** Puts the freshly loaded, hydrated page into the state. */
  apply: (page: Page) => Promise<void>;
}

export const A11Y_STATES: Readonly<Record<string, A11yState>> = {
  "form-errors": {
    description: "The page's first form submitted empty: inline errors and the error summary are shown.",
    apply: async (page) => {
      const submit = page.locator("main form").first().locator('button[type="submit"], input[type="submit"]').first();
      await submit.click();
      await page.locator('main [role="alert"], main .mg-error-summary, main [aria-invalid="true"]').first().waitFor();
    },
  },
  "sections-expanded": {
    description: "Every collapsed accordion section and <details> in the main content opened.",
    apply: async (page) => {
      await page.evaluate(() => {
        for (const details of document.querySelectorAll<HTMLDetailsElement>("main details")) details.open = true;
      });
      const collapsed = page.locator('main button[aria-expanded="false"]');
      for (let i = await collapsed.count(); i > 0; i--) {
        await collapsed.first().click();
        if ((await collapsed.count()) >= i) break; // single-open accordion: stop rather than loop
      }
      // Clicking scrolled the page; scan from the top like every other state, so the sticky
      // header's overlap at an arbitrary scroll position is not measured as a small target.
      // (Focus under the header is checked separately by the Tab walk, WCAG 2.4.11.)
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    },
  },
};
