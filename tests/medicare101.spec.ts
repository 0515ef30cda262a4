import { expect, test } from "./page-errors/fixture.ts";
import { formatFigure } from "../content/figures/index.ts";
import { getTopics } from "../content/medicare101/index.ts";
import { localizePath } from "@medicare-guide/content/routes";
import { fetchHtml, gotoReady } from "./helpers.ts";

/** /medicare-101: intro, ten topic cards linking to their pages, tools, the quiz call to action, both languages. */

const decode = (html: string) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

test.describe("Medicare 101 without JavaScript", () => {
  for (const [lang, path] of [
    ["en", "/medicare-101"],
    ["es", "/es/medicare-101"],
  ] as const) {
    test(`${path}: every topic card, its link and this year's figures are in the HTML`, async ({ baseURL }) => {
      const { status, html } = await fetchHtml(baseURL!, path);
      expect(status).toBe(200);
      const text = decode(html);
      const topics = getTopics(lang);
      expect(topics).toHaveLength(10);
      for (const topic of topics) {
        expect(text).toContain(topic.title);
        expect(text).toContain(topic.summary);
        expect(text).toContain(`href="${localizePath(topic.href, lang)}"`);
      }
      expect(html.match(/<h3[\s>]/g)?.length).toBe(10);
      expect(text).toContain(formatFigure("partB.premium", lang));
      expect(text).not.toContain("{{fig:");
      expect(html).toContain(`href="${localizePath("/find-your-path", lang)}"`);
      expect(html).toContain(`href="${localizePath("/news", lang)}"`);
    });
  }
});

test.describe("Medicare 101", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the whole card is one link (keyboard); 'Help paying' opens the Extra Help group on /resources", async ({
    page,
  }) => {
    await gotoReady(page, "/medicare-101");
    const card = page.getByRole("link", { name: "Help paying for Medicare" });
    await card.focus();
    await expect(card).toBeFocused();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/resources#extra-help");
    await expect(page.getByRole("button", { name: "Extra Help & Savings" })).toHaveAttribute("aria-expanded", "true");
  });

  test("the quiz call to action goes to /find-your-path", async ({ page }) => {
    await gotoReady(page, "/medicare-101");
    await page.getByRole("main").getByRole("link", { name: "Find Your Medicare Path", exact: true }).click();
    await page.waitForURL("**/find-your-path");
  });

  test("Spanish: Spanish cards and paths", async ({ page }) => {
    await gotoReady(page, "/es/medicare-101");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medicare básico");
    await expect(page.getByRole("link", { name: "Parte D: Cobertura de medicamentos" })).toHaveAttribute(
      "href",
      "/es/parts-abcd-comparison#part-d",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Encuentre su camino en Medicare", exact: true }),
    ).toHaveAttribute("href", "/es/find-your-path");
  });

  test("reflows at 320 px (no sideways scrolling)", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoReady(page, "/medicare-101");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
