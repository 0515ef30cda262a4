import { expect, test, type Page } from "./page-errors/fixture.ts";
import { getGuideCategories, getGuides } from "../content/guides/index.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";

/** /guides: search, topic and sort filters (spec rules), featured only when unfiltered, polite count, both languages. */

const announcer = (page: Page) => page.locator('[data-mg-announcer="polite"]');
const guideTitles = (page: Page) => page.locator("main .mg-guides__main h3");
const decode = (html: string) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

test.describe("guides without JavaScript", () => {
  for (const [lang, path] of [
    ["en", "/guides"],
    ["es", "/es/guides"],
  ] as const) {
    test(`${path}: the whole list is in the HTML: featured, then every category`, async ({ baseURL }) => {
      const { status, html } = await fetchHtml(baseURL!, path);
      expect(status).toBe(200);
      const text = decode(html);
      const guides = getGuides(lang);
      for (const guide of guides) {
        expect(text).toContain(guide.title);
        expect(text).toContain(guide.excerpt);
      }
      expect(text).toContain(lang === "en" ? "Featured guides" : "Guías destacadas");
      for (const category of getGuideCategories(lang))
        expect(text).toMatch(new RegExp(`<h2[^>]*>${category.name}</h2>`));
      expect(html.match(/<h3[\s>]/g)?.length).toBe(guides.length);
      // The filters need JavaScript, so they are not in the HTML.
      expect(html).not.toContain("mg-guides__filters");
    });
  }
});

test.describe("guides filters", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("search (keyboard): the Featured section goes, matching guides stay, the count is announced politely", async ({
    page,
  }) => {
    await gotoReady(page, "/guides");
    // The visible count; the polite announcer (read below) may hold the same words by then.
    const count = page.locator(".mg-guides__count");
    await expect(count).toHaveText("Showing all 32 guides.");
    await expect(page.getByRole("region", { name: "Featured guides" })).toBeVisible();
    await page.getByRole("searchbox", { name: /Search guides/ }).focus();
    await page.keyboard.type("IRMAA");
    await expect(page.getByRole("region", { name: "Featured guides" })).toHaveCount(0);
    await expect(guideTitles(page)).toHaveText([
      "IRMAA: what people with higher incomes pay",
      "Can I appeal my IRMAA?",
    ]);
    await expect(count).toHaveText("2 guides found.");
    await expect(count).toBeVisible();
    await expect(announcer(page)).toHaveText("2 guides found.");
  });

  test("no match: the spec's message, announced; Show all guides brings everything back", async ({ page }) => {
    await gotoReady(page, "/guides");
    await page.getByRole("searchbox", { name: /Search guides/ }).fill("xyzzy");
    await expect(page.locator(".mg-guides__empty")).toHaveText("No guides found matching your search criteria.");
    await expect(guideTitles(page)).toHaveCount(0);
    await expect(announcer(page)).toHaveText("No guides found matching your search criteria.");
    await page.getByRole("button", { name: "Show all guides" }).click();
    await expect(guideTitles(page)).toHaveCount(32);
  });

  test("topic (keyboard only): one category, no Featured section", async ({ page }) => {
    await gotoReady(page, "/guides");
    const topic = page.getByRole("button", { name: /Topic/ });
    await topic.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(topic).toBeFocused();
    await expect(topic).toContainText("FAQs");
    await expect(page.locator("main .mg-guides__main h2")).toHaveText(["FAQs"]);
    await expect(guideTitles(page)).toHaveCount(3);
    await expect(announcer(page)).toHaveText("3 guides found.");
  });

  test("sort (keyboard): alphabetical by title, most popular puts featured guides first", async ({ page }) => {
    await gotoReady(page, "/guides");
    await page.getByRole("searchbox", { name: /Search guides/ }).fill("plan");
    const newest = page.getByRole("radio", { name: "Newest" });
    await newest.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Alphabetical" })).toBeChecked();
    const medigap = page.getByRole("region", { name: "Medigap" }).locator("h3");
    const alpha = await medigap.allInnerTexts();
    expect(alpha).toEqual([...alpha].sort((a, b) => a.localeCompare(b)));
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("radio", { name: "Most popular" })).toBeChecked();
    await expect(medigap.first()).toHaveText("Medigap Plan G vs. Plan N");
  });

  test("Spanish: accents ignored, Spanish message", async ({ page }) => {
    await gotoReady(page, "/es/guides");
    const box = page.getByRole("searchbox", { name: /Buscar guías/ });
    await box.fill("inscripcion");
    await expect(guideTitles(page).filter({ hasText: "Cuándo inscribirse en Medicare" })).toHaveCount(1);
    await box.fill("xyzzy");
    await expect(page.locator(".mg-guides__empty")).toHaveText(
      "No se encontraron guías que coincidan con su búsqueda.",
    );
    await expect(announcer(page)).toHaveText("No se encontraron guías que coincidan con su búsqueda.");
  });

  test("official guides open in a new tab; site guides stay in the language", async ({ page }) => {
    await gotoReady(page, "/es/guides");
    const official = page.getByRole("link", { name: /Busque qué cubre Medicare/ });
    await expect(official).toHaveAttribute("href", "https://es.medicare.gov/coverage");
    await expect(official).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: "Compare todos los planes Medigap" })).toHaveAttribute(
      "href",
      "/es/medigap-plans",
    );
  });

  test("reflows at 320 px (no sideways scrolling), filters included", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoReady(page, "/guides");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
