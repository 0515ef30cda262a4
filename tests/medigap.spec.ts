import { expect, test } from "./page-errors/fixture.ts";
import { formatFigure } from "../content/figures/index.ts";
import { getMedigapPage, MEDIGAP_PAGE_IDS } from "../content/medigap/index.ts";
import { localizePath } from "@medicare-guide/content/routes";
import { fetchHtml, gotoReady } from "./helpers.ts";

/** The five Medigap pages (spec part 2): prerendered content, tables, On This Page on the hub, links, both languages. */

const decode = (html: string) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

test.describe("Medigap pages without JavaScript", () => {
  for (const id of MEDIGAP_PAGE_IDS) {
    for (const lang of ["en", "es"] as const) {
      const content = getMedigapPage(id, lang);
      const path = localizePath(content.path, lang);
      test(`${path}: h1, every section, captioned tables and article data are in the HTML`, async ({ baseURL }) => {
        const { status, html } = await fetchHtml(baseURL!, path);
        expect(status).toBe(200);
        const text = decode(html);
        expect(text).toMatch(new RegExp(`<h1[^>]*>${content.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
        for (const section of content.sections) expect(text).toContain(`id="${section.id}"`);
        const tables = html.match(/<table[\s>]/g)?.length ?? 0;
        expect(html.match(/<caption[\s>]/g)?.length ?? 0).toBe(tables);
        expect(html).toContain('"@type":"Article"');
        expect(text).not.toMatch(/\{\{|\{[a-zA-Z]+\}/);
        for (const link of content.related)
          expect(html).toContain(`href="${link.external ? link.href : localizePath(link.href, lang)}"`);
      });
    }
  }

  test("the hub holds the plans, the Medigap vs Medicare Advantage table and this year's figures", async ({
    baseURL,
  }) => {
    const { html } = await fetchHtml(baseURL!, "/medigap");
    const text = decode(html);
    expect(text).toContain("Medigap and Medicare Advantage compared");
    expect(html).toMatch(/<th[^>]*scope="col"[^>]*>Medicare Advantage<\/th>/);
    expect(html).toMatch(/<th[^>]*scope="row"[^>]*>Provider network<\/th>/);
    expect(text).toContain(formatFigure("medigap.highDeductible.deductible", "en"));
    expect(text).toContain("High-deductible Plan G");
  });
});

test.describe("Medigap hub: On This Page", () => {
  test("wide screen: keyboard through the navigation moves to the section and marks it current", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoReady(page, "/medigap");
    const nav = page.getByRole("navigation", { name: "On this page" });
    await expect(nav).toBeVisible();
    const first = nav.getByRole("link", { name: "What is Medigap?" });
    await first.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const target = nav.getByRole("link", { name: "Medigap or Medicare Advantage?" });
    await expect(target).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "Medigap or Medicare Advantage?" })).toBeFocused();
    await expect(page).toHaveURL(/#medigap-vs-advantage$/);
    await expect(target).toHaveAttribute("aria-current", "location");
  });

  test("small screen, Spanish: the button opens a drawer that closes after choosing a section", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoReady(page, "/es/medigap");
    const button = page.getByRole("button", { name: "En esta página" });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "En esta página" });
    await expect(dialog).toBeVisible();
    const link = dialog.getByRole("link", { name: "Próximos pasos" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: "Próximos pasos" })).toBeFocused();
  });
});

test.describe("Medigap links and layout", () => {
  test("next steps on the hub lead to Plan G vs. Plan N, which links back to the hub", async ({ page }) => {
    await gotoReady(page, "/medigap");
    const main = page.getByRole("main");
    await main.locator("#next-steps").getByRole("link", { name: "Compare Plan G and Plan N" }).click();
    await page.waitForURL("**/medigap/plan-g-vs-n");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan G vs. Plan N");
    await page.getByRole("main").getByRole("link", { name: "Back to Medigap" }).click();
    await page.waitForURL(/\/medigap$/);
  });

  test("Spanish: guaranteed issue rights link to the state SHIP list (site) and shiphelp.org (new tab)", async ({
    page,
  }) => {
    await gotoReady(page, "/es/medigap/guaranteed-issue-rights");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Derechos de emisión garantizada de Medigap");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /shiphelp\.org/ })).toHaveAttribute("target", "_blank");
    await main.getByRole("link", { name: "Encuentre el SHIP y los programas de su estado" }).click();
    await page.waitForURL("**/es/state-medicare-links");
  });

  test("the comparison block is the same on /medigap-plans and /medigap/plan-g-vs-n; the quiz prompt goes to /find-your-path", async ({
    page,
  }) => {
    await gotoReady(page, "/medigap-plans");
    const caption = page.getByRole("main").locator("caption", { hasText: "What Plan G and Plan N pay" });
    await expect(caption).toHaveCount(1);
    await expect(page.getByRole("main").getByText("Typical premium (illustrative estimate):")).toHaveCount(2);
    await page.getByRole("main").getByRole("link", { name: "Take the Find My Medicare Path quiz" }).click();
    await page.waitForURL("**/find-your-path");
    await gotoReady(page, "/medigap/plan-g-vs-n");
    await expect(page.getByRole("main").locator("caption", { hasText: "What Plan G and Plan N pay" })).toHaveCount(1);
  });

  for (const id of MEDIGAP_PAGE_IDS) {
    test(`${id} reflows at 320 px (no sideways scrolling)`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await gotoReady(page, localizePath(getMedigapPage(id, "es").path, "es"));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
