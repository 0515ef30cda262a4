import { expect, test, type Page } from "./page-errors/fixture.ts";
import { getResourceGroups } from "../content/resources/index.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";

/** /resources: six groups, several open at once, all closed at first, official links in new tabs, both languages. */

const groupButtons = (page: Page) => page.locator("main h2 > button.mg-accordion__trigger");
const decode = (html: string) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

test.describe("resources without JavaScript", () => {
  for (const [lang, path] of [
    ["en", "/resources"],
    ["es", "/es/resources"],
  ] as const) {
    test(`${path}: every group, item and official link is in the HTML, all groups closed`, async ({ baseURL }) => {
      const { status, html } = await fetchHtml(baseURL!, path);
      expect(status).toBe(200);
      const text = decode(html);
      const groups = getResourceGroups(lang);
      expect(groups).toHaveLength(6);
      expect(html.match(/<h2[^>]*class="mg-accordion__heading"/g)?.length).toBe(6);
      expect(html.match(/aria-expanded="false"/g)?.length).toBeGreaterThanOrEqual(6);
      for (const group of groups) {
        expect(text).toContain(group.title);
        for (const item of group.items) {
          expect(text).toContain(item.name);
          expect(text).toContain(item.description);
          expect(text).toContain(`href="${item.url}"`);
        }
      }
      for (const [, attrs] of html.matchAll(/<a([^>]+href="https:[^"]+"[^>]*)>/g)) {
        if (attrs!.includes("mg-link--external")) {
          expect(attrs).toContain('target="_blank"');
          expect(attrs).toContain('rel="noopener noreferrer nofollow"');
        }
      }
      expect(html).toContain(lang === "en" ? 'href="/state-medicare-links"' : 'href="/es/state-medicare-links"');
    });
  }
});

test.describe("resources accordion", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("several groups open at once; each can be closed", async ({ page }) => {
    await gotoReady(page, "/resources");
    const b = groupButtons(page);
    await expect(b).toHaveCount(6);
    await expect(page.locator('main h2 > button[aria-expanded="true"]')).toHaveCount(0);
    await b.nth(0).click();
    await b.nth(4).click();
    await expect(b.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(b.nth(4)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: "Official Medicare" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Fraud & Scam Protection" })).toBeVisible();
    await b.nth(0).click();
    await expect(b.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(b.nth(4)).toHaveAttribute("aria-expanded", "true");
  });

  test("keyboard: arrows, Home and End move between groups; Enter and Space open; Tab reaches the links", async ({
    page,
  }) => {
    await gotoReady(page, "/resources");
    const b = groupButtons(page);
    await b.nth(0).focus();
    await page.keyboard.press("ArrowDown");
    await expect(b.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(b.nth(5)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(b.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(b.nth(5)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(b.nth(0)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(b.nth(0)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press(" ");
    await expect(b.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(b.nth(0)).toHaveAttribute("aria-expanded", "true");
    await b.nth(0).focus();
    await page.keyboard.press("Tab");
    const link = page.getByRole("main").getByRole("link", { name: "Medicare.gov (opens in a new tab)" });
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  });

  test("a #group in the address opens that group", async ({ page }) => {
    await gotoReady(page, "/resources#extra-help");
    await expect(page.getByRole("button", { name: "Extra Help & Savings" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: /Extra Help with drug costs/ })).toHaveAttribute(
      "href",
      "https://www.ssa.gov/medicare/part-d-extra-help",
    );
    await expect(page.locator('main h2 > button[aria-expanded="true"]')).toHaveCount(1);
  });

  test("the state programs button goes to /state-medicare-links", async ({ page }) => {
    await gotoReady(page, "/resources");
    await page.getByRole("link", { name: "See state programs" }).click();
    await page.waitForURL("**/state-medicare-links");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("Spanish: Spanish titles and the Spanish Medicare site", async ({ page }) => {
    await gotoReady(page, "/es/resources");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recursos de Medicare verificados");
    await page.getByRole("button", { name: "Medicare oficial" }).click();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Medicare.gov en español (se abre en una pestaña nueva)" }),
    ).toHaveAttribute("href", "https://es.medicare.gov/");
    await page.getByRole("button", { name: "Ayuda Adicional y ahorros" }).click();
    await expect(page.locator('main h2 > button[aria-expanded="true"]')).toHaveCount(2);
  });

  test("reflows at 320 px with every group open (no sideways scrolling)", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoReady(page, "/resources");
    const b = groupButtons(page);
    for (let i = 0; i < 6; i++) await b.nth(i).click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
