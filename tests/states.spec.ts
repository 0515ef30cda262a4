import { expect, test, type Page } from "./page-errors/fixture.ts";
import { getStatePrograms } from "../content/states/index.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";

/** /state-medicare-links: 54 rows in a captioned table, a live filter with a polite count, both languages. */

const bodyRows = (page: Page) => page.locator("main table tbody tr");
const announcer = (page: Page) => page.locator('[data-mg-announcer="polite"]');
const decode = (html: string) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

test.describe("state programs without JavaScript", () => {
  for (const [lang, path] of [
    ["en", "/state-medicare-links"],
    ["es", "/es/state-medicare-links"],
  ] as const) {
    test(`${path}: the whole 54-row table is in the HTML, with caption and header scopes`, async ({ baseURL }) => {
      const { status, html } = await fetchHtml(baseURL!, path);
      expect(status).toBe(200);
      const text = decode(html);
      const tbody = html.slice(html.indexOf("<tbody"), html.indexOf("</tbody>"));
      expect(tbody.match(/<tr[\s>]/g)?.length).toBe(54);
      expect(tbody.match(/<th[^>]*scope="row"/g)?.length).toBe(54);
      expect(html.match(/<th[^>]*scope="col"/g)?.length).toBe(4);
      expect(html).toMatch(/<caption[^>]*>[^<]+<\/caption>/);
      for (const row of getStatePrograms(lang)) {
        expect(text).toContain(row.state);
        expect(text).toContain(row.program);
        // A phone only where an official source gives it (content/states/sources.ts), as a tel: link.
        if (row.phone) expect(html).toContain(`href="tel:${row.phone.tel}"`);
      }
      expect(html.match(/href="tel:\+1(?!8006334227)/g)?.length).toBe(
        getStatePrograms(lang).filter((r) => r.phone).length,
      );
      expect(html).toContain('href="https://www.shiphelp.org/"');
      expect(html).toContain(lang === "en" ? 'href="/resources"' : 'href="/es/resources"');
      expect(html).toContain(lang === "en" ? 'href="/contact-us"' : 'href="/es/contact-us"');
      // The filter needs JavaScript, so it is not in the HTML.
      expect(html).not.toContain("mg-state-links__filter");
    });
  }
});

test.describe("state programs filter", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("filters live by state name, shows and politely announces the count", async ({ page }) => {
    await gotoReady(page, "/state-medicare-links");
    await expect(bodyRows(page)).toHaveCount(54);
    const box = page.getByRole("searchbox", { name: "Find your state or territory" });
    await box.click();
    await page.keyboard.type("dakota");
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(page.locator("main tbody th")).toHaveText(["North Dakota", "South Dakota"]);
    await expect(page.getByText("Showing 2 of 54 states and territories.")).toBeVisible();
    await expect(announcer(page)).toHaveText("Showing 2 of 54 states and territories.");
    await expect(announcer(page)).toHaveAttribute("aria-live", "polite");
    await box.fill("");
    await expect(bodyRows(page)).toHaveCount(54);
  });

  test("no match: the table goes and a message names the text", async ({ page }) => {
    await gotoReady(page, "/state-medicare-links");
    await page.getByRole("searchbox", { name: "Find your state or territory" }).fill("Atlantis");
    await expect(page.locator("main table")).toHaveCount(0);
    await expect(page.getByText("No state or territory matches “Atlantis”.", { exact: false })).toBeVisible();
  });

  test("program links open in a new tab; the national directory link is there", async ({ page }) => {
    await gotoReady(page, "/state-medicare-links");
    // Illinois: a verified row, linking the program's own page (content/states/sources.ts).
    const illinois = bodyRows(page).filter({ hasText: "Illinois" }).getByRole("link");
    await expect(illinois).toHaveAttribute("href", "https://ilaging.illinois.gov/ship/aboutship.html");
    await expect(illinois).toHaveAttribute("target", "_blank");
    await expect(illinois).toHaveAttribute("rel", "noopener noreferrer nofollow");
    // California: not verified, so it opens the national locator rather than a guessed address.
    await expect(bodyRows(page).filter({ hasText: "California" }).getByRole("link")).toHaveAttribute(
      "href",
      "https://www.shiphelp.org/",
    );
    await expect(page.getByRole("link", { name: /Find your SHIP in the national directory/ })).toHaveAttribute(
      "href",
      "https://www.shiphelp.org/",
    );
  });

  test("Spanish: Spanish names, accents ignored", async ({ page }) => {
    await gotoReady(page, "/es/state-medicare-links");
    await expect(page.getByText("Se muestran los 54 estados y territorios.")).toBeVisible();
    await page.getByRole("searchbox", { name: "Busque su estado o territorio" }).fill("nueva");
    await expect(page.locator("main tbody th")).toHaveText(["Nueva Jersey", "Nueva York"]);
    await page.getByRole("searchbox", { name: "Busque su estado o territorio" }).fill("islas virgenes");
    await expect(page.locator("main tbody th")).toHaveText(["Islas Vírgenes de EE. UU."]);
    await expect(announcer(page)).toHaveText("Se muestra 1 de 54 estados y territorios.");
  });

  test("at 320 px the page does not scroll sideways (the table scrolls inside its own region)", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoReady(page, "/state-medicare-links");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const region = page.getByRole("region", { name: /State Health Insurance Assistance Programs/ });
    await expect(region).toHaveAttribute("tabindex", "0");
  });
});
