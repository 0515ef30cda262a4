import { expect, test, type Locator, type Page } from "./page-errors/fixture.ts";
import { localizePath } from "@medicare-guide/content/routes";
import { ROUTE_TEMPLATES } from "./route-templates.ts";

/**
 * The first screen on a phone shows the page (issue 29, item 5). At 390 x 844 with standard text the page's
 * h1 starts within the top 320 px on every route template in both languages (the header stacked four rows
 * and the quick links four more: an article's title started at 813 px, 951 in Spanish); with larger text it is
 * still on the first screen; at 320 px nothing scrolls sideways; and every control of the narrow header, and
 * the one-line breadcrumbs, is a target of at least 44 x 44 px.
 *
 * Measured once the page has loaded, whether or not it has hydrated: the layout is CSS only, the same before
 * and without JavaScript (the display control, which needs JavaScript, is the widest case and is shown).
 */

const PHONE = { width: 390, height: 844 };
const NARROWEST = { width: 320, height: 844 };
const H1_LIMIT = 320;
const TARGET = 44;
const LARGE_TEXT_TEMPLATES = /^(news\/ArticlePage|parts\/PartsPage|contact\/ContactPage|costs\/MedicareCostsPage)$/;

interface Layout {
  h1Top: number | null;
  sideways: boolean;
}

async function layout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const h1 = document.querySelector("main h1");
    return {
      h1Top: h1 ? Math.round(h1.getBoundingClientRect().top + window.scrollY) : null,
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}

/** The element's box; tried again if hydration swapped it (the Menu link becomes a button) while it was read. */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await locator.waitFor({ state: "visible" });
    const found = await locator.boundingBox();
    if (found) return found;
  }
  throw new Error(`${String(locator)} is not shown`);
}

/** Visible links, buttons and summaries of the header and breadcrumbs smaller than the target, with their size. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((target) => {
    const controls = document.querySelectorAll<HTMLElement>(
      ".mg-header a, .mg-header button, .mg-header summary, .mg-site-breadcrumbs a",
    );
    return [...controls]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < target - 0.5 || box.height < target - 0.5)
      .map(({ el, box }) => `${el.textContent?.trim()} ${Math.round(box.width)}x${Math.round(box.height)}`);
  }, TARGET);
}

for (const lang of ["en", "es"] as const) {
  test.describe(`${lang}: 390 x 844`, () => {
    test.use({ viewport: PHONE });

    test(`standard text: every template's h1 starts within ${H1_LIMIT} px, nothing scrolls sideways`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const late: string[] = [];
      for (const template of ROUTE_TEMPLATES) {
        const path = localizePath(template.path, lang);
        await page.goto(path);
        const { h1Top, sideways } = await layout(page);
        if (h1Top === null || h1Top > H1_LIMIT || sideways)
          late.push(`${path} (${template.name}): h1 at ${h1Top} px${sideways ? ", scrolls sideways" : ""}`);
      }
      expect(late, "pages whose heading is not on a phone's first screen").toEqual([]);
    });

    test("larger text: the tallest templates' h1 is on the first screen; at 320 px nothing scrolls sideways", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.addInitScript(() => localStorage.setItem("mg-display", JSON.stringify({ textSize: "large" })));
      const problems: string[] = [];
      // The templates with the most above their heading (back link, badge, section index; widest labels). The
      // a11y gate checks reflow at 320 px on every route; the standard-text test above covers every template.
      for (const template of ROUTE_TEMPLATES.filter((t) => LARGE_TEXT_TEMPLATES.test(t.name))) {
        const path = localizePath(template.path, lang);
        await page.setViewportSize(PHONE);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
        const { h1Top } = await layout(page);
        // On the first screen: its first line (about 60 px at this size) above the bottom edge.
        if (h1Top === null || h1Top > PHONE.height - 60) problems.push(`${path}: h1 at ${h1Top} px`);
        await page.setViewportSize(NARROWEST);
        if ((await layout(page)).sideways) problems.push(`${path}: scrolls sideways at 320 px`);
      }
      expect(problems).toEqual([]);
    });

    test("the narrow header is one row of logo and Menu, then one of language and display; targets >= 44 px", async ({
      page,
    }) => {
      await page.goto(localizePath("/medigap/high-deductible-g", lang));
      const header = page.locator(".mg-header");
      const logo = header.locator(".mg-header__logo");
      const menu = header.locator(".mg-header__menu-button");
      const language = header.locator(".mg-language-switch");
      const display = header.locator(".mg-display__summary");
      const logoBox = await boxOf(logo);
      const menuBox = await boxOf(menu);
      const languageBox = await boxOf(language);
      const displayBox = await boxOf(display);
      // Menu beside the logo; language and display together on the row below.
      expect(menuBox.y).toBeLessThan(logoBox.y + logoBox.height);
      expect(languageBox.y).toBeGreaterThanOrEqual(logoBox.y + logoBox.height - 1);
      expect(Math.abs(displayBox.y - languageBox.y)).toBeLessThan(languageBox.height);
      // The breadcrumbs are one line: the parent page only.
      const crumbs = page.locator(".mg-site-breadcrumbs li").filter({ visible: true });
      await expect(crumbs).toHaveCount(1);
      await expect(crumbs.getByRole("link")).toHaveAttribute("href", localizePath("/medigap", lang));
      // Quick links: after the page on a phone, still there (one copy in the accessibility tree).
      const quick = page.getByRole("navigation", { name: /^(Quick links|Enlaces rápidos)/ });
      await expect(quick).toHaveCount(1);
      await expect(quick).toHaveClass(/mg-quick-links--end/);
      expect(await smallTargets(page)).toEqual([]);
      await page.setViewportSize(NARROWEST);
      expect(await smallTargets(page)).toEqual([]);
    });
  });
}
