import { expect, test } from "./page-errors/fixture.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";

test.describe("home page", () => {
  test("without JavaScript: hero call to action with the spec's tracking, today's tip, trust blocks, disclaimer", async ({
    baseURL,
  }) => {
    for (const [path, tip] of [
      ["/", "Today's Medicare Tip"],
      ["/es", "Consejo de Medicare de hoy"],
    ] as const) {
      const { html } = await fetchHtml(baseURL!, path);
      expect(html).toContain("utm_source=homepage&amp;utm_medium=hero_cta&amp;utm_campaign=quiz_engagement");
      expect(html.replaceAll("&#x27;", "'")).toContain(tip);
      expect(html).not.toContain("{{fig:");
    }
  });

  test("exit intent: armed after 10 s, opens once when the pointer leaves through the top, Maybe later closes", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoReady(page, "/");
    const dialog = page.getByRole("dialog", { name: /Before you go/ });
    await page.mouse.move(600, 300);
    await page.mouse.move(600, 0);
    await page.dispatchEvent("html", "mouseout", { clientY: -1, relatedTarget: null });
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(10_500);
    await page.evaluate(() =>
      document.dispatchEvent(new MouseEvent("mouseout", { clientY: -1, relatedTarget: null, bubbles: true })),
    );
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Find My Medicare Path" })).toHaveAttribute(
      "href",
      /utm_medium=exit_intent/,
    );
    await dialog.getByRole("button", { name: "Maybe later" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("exitIntentShown"))).toBe("true");
    await page.evaluate(() =>
      document.dispatchEvent(new MouseEvent("mouseout", { clientY: -1, relatedTarget: null, bubbles: true })),
    );
    await expect(dialog).toHaveCount(0);
    // A new page load in the same session does not show it again.
    await gotoReady(page, "/");
    await page.clock.runFor(10_500);
    await page.evaluate(() =>
      document.dispatchEvent(new MouseEvent("mouseout", { clientY: -1, relatedTarget: null, bubbles: true })),
    );
    await expect(dialog).toHaveCount(0);
  });

  test("scroll banner: shows past 40%, hides above it, can be dismissed", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoReady(page, "/");
    const banner = page.getByRole("complementary", { name: "Medicare path quiz" });
    await expect(banner).toHaveCount(0);
    const total = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(total * 0.45));
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link")).toHaveAttribute("href", /utm_medium=scroll_banner/);
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(total * 0.3));
    await expect(banner).toHaveCount(0);
    await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(total * 0.6));
    await banner.getByRole("button", { name: "Dismiss" }).click();
    await expect(banner).toHaveCount(0);
  });
});
