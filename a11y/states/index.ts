/**
 * Extra page states the a11y gate scans in addition to a page's default state.
 * A route opts in through `a11yStates: ["id", ...]` in content/routes/table.ts; the
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
  "irmaa-page-result": {
    description: "/irmaa-income-brackets calculator pressed: Recalculate, the result summary and figures are shown.",
    apply: async (page) => {
      await fillIrmaaPageCalculator(page, "150000");
      await page.locator('#calculator button[type="submit"]').click();
      await page.locator("#irmaa-page-result [role='status'] p").waitFor();
      await scrollTopSettled(page);
    },
  },
  "irmaa-page-error": {
    description:
      "/irmaa-income-brackets calculator with a negative income: the error summary and the error beside the field.",
    apply: async (page) => {
      await fillIrmaaPageCalculator(page, "-5");
      await page.locator('#calculator button[type="submit"]').click();
      await page.locator('#irmaa-page-income[aria-invalid="true"]').waitFor();
      await scrollTopSettled(page);
    },
  },
  "disclosures-expanded": {
    description:
      'Every visible "+ n more" disclosure in the main content opened (narrow screens; on wide screens all items already show).',
    apply: async (page) => {
      const collapsed = page.locator('main button[aria-expanded="false"]:visible');
      for (let i = await collapsed.count(); i > 0; i--) {
        await collapsed.first().click();
        if ((await collapsed.count()) >= i) break;
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    },
  },
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
  "reader-question-saved": {
    description: 'The "Have a Medicare Question?" box: a question typed and saved, the lasting confirmation shown.',
    apply: async (page) => {
      const box = page.locator(".mg-reader-question");
      await box.locator("textarea").fill("Does Medicare cover hearing aids?");
      await box.locator('button[type="submit"]').click();
      await box.locator("output .mg-alert").waitFor();
      await scrollTopSettled(page);
    },
  },
};

/** The IRMAA page calculator (app/pages/costs): "single" chosen by keyboard, the income typed. */
async function fillIrmaaPageCalculator(page: Page, income: string): Promise<void> {
  await page.locator('#calculator input[type="radio"][value="single"]').focus();
  await page.keyboard.press("Space");
  await page.locator("#irmaa-page-income").fill(income);
}

/** Back to the top, two frames later (see "sections-expanded"). */
async function scrollTopSettled(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}
