import { expect, test } from "./page-errors/fixture.ts";
import { KNOWN_ISSUES, LEGAL_PAGE_IDS, LEGAL_PAGES } from "../content/pages/index.ts";
import { CONTACT_EMAIL } from "../content/pages/contact.ts";
import { localizePath } from "@medicare-guide/content/routes";
import { fetchHtml, gotoReady } from "./helpers.ts";

/** HTML text as a visitor reads it (entities decoded, tags dropped). */
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

test.describe("legal pages without JavaScript", () => {
  for (const id of LEGAL_PAGE_IDS) {
    for (const lang of ["en", "es"] as const) {
      const page = LEGAL_PAGES[id][lang];
      const path = localizePath(`/${id}`, lang);
      test(`${path}: title, date, contents and every section are in the HTML`, async ({ baseURL }) => {
        const { status, html } = await fetchHtml(baseURL!, path);
        expect(status).toBe(200);
        const text = decode(html);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${page.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
        expect(text).toContain(lang === "en" ? "Last updated:" : "Última actualización:");
        expect(html).toContain(`<time dateTime="${page.updated}"`);
        expect(html).toMatch(/<nav[^>]*class="mg-otp__nav"[^>]*aria-labelledby="[^"]+"/);
        for (const section of page.sections) {
          expect(html).toContain(`id="${section.id}"`);
          expect(html).toContain(`href="#${section.id}"`);
          expect(text).toContain(section.heading);
        }
        expect(html).toContain(`mailto:${CONTACT_EMAIL}`);
      });
    }
  }

  test("the accessibility statement lists the known issues in both languages", async ({ baseURL }) => {
    for (const lang of ["en", "es"] as const) {
      const text = decode((await fetchHtml(baseURL!, localizePath("/accessibility", lang))).html);
      for (const issue of KNOWN_ISSUES) expect(text).toContain(issue[lang]);
      expect(text).toContain("WCAG");
    }
  });
});

test.describe("legal pages in the browser", () => {
  test("the header's Terms of Use link lands on the #terms-of-use section of the disclaimer", async ({ page }) => {
    await gotoReady(page, "/");
    await page.locator(".mg-header__directory-button").focus();
    await page.keyboard.press("Enter");
    await page.locator("#site-directory").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL(/\/disclaimer#terms-of-use$/);
    const heading = page.getByRole("heading", { level: 2, name: "Terms of use" });
    await expect(heading).toBeInViewport();
    await gotoReady(page, "/es/disclaimer#mission");
    await expect(page.getByRole("heading", { level: 2, name: "Nuestra misión" })).toBeInViewport();
  });

  test("the table of contents works from the keyboard", async ({ page }) => {
    await gotoReady(page, "/editorial-policy");
    const toc = page.getByRole("navigation", { name: "On this page" });
    const link = toc.getByRole("link", { name: "Report a mistake" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#corrections$/);
    await expect(page.getByRole("heading", { level: 2, name: "Report a mistake" })).toBeInViewport();
  });

  test("privacy policy: Back returns to the previous page of the site", async ({ page }) => {
    await gotoReady(page, "/disclaimer");
    await page.locator("#terms-of-use").getByRole("link", { name: "privacy policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/disclaimer$/);
  });

  test("privacy policy: Back goes home when there is no previous page (Spanish: /es)", async ({ page }) => {
    await gotoReady(page, "/privacy-policy");
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await gotoReady(page, "/es/privacy-policy");
    const back = page.getByRole("link", { name: "Volver", exact: true });
    await expect(back).toHaveAttribute("href", "/es");
    await back.click();
    await expect(page).toHaveURL(/\/es$/);
  });

  test("what the privacy policy promises: no cookies are set while browsing", async ({ page, context }) => {
    for (const path of ["/", "/privacy-policy", "/contact-us", "/es/disclaimer"]) await gotoReady(page, path);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("");
  });

  test("official sites open in a new tab and say so; the help line is a phone link", async ({ page }) => {
    await gotoReady(page, "/disclaimer");
    const section = page.locator("#official-help");
    const medicare = section.getByRole("link", { name: /^Medicare\.gov/ });
    await expect(medicare).toHaveAttribute("target", "_blank");
    await expect(medicare).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(medicare).toContainText("(opens in a new tab)");
    await expect(section.getByRole("link", { name: /1-800-MEDICARE/ })).toHaveAttribute("href", "tel:+18006334227");
  });

  test("Spanish pages link to Spanish pages", async ({ page }) => {
    await gotoReady(page, "/es/editorial-policy");
    await expect(page.locator("#corrections").getByRole("link", { name: "Contáctenos" })).toHaveAttribute(
      "href",
      "/es/contact-us",
    );
  });
});
