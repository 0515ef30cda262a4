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
    // Focus on the dialog itself, so its title and text are read first; the page behind is inert.
    await expect(dialog).toBeFocused();
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

  test("exit intent in Spanish: its words, focus back where it was after Escape, Close closes", async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, "/es");
    const cta = page.locator("main").getByRole("link", { name: "Encontrar mi camino en Medicare" }).first();
    await cta.focus();
    await page.clock.runFor(10_500);
    const leave = () =>
      page.evaluate(() =>
        document.dispatchEvent(new MouseEvent("mouseout", { clientY: -1, relatedTarget: null, bubbles: true })),
      );
    await leave();
    const dialog = page.getByRole("dialog", { name: "Antes de irse: encuentre su camino en Medicare" });
    await expect(dialog).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Quizás más tarde" })).toBeVisible();
    await expect(dialog.getByRole("link")).toHaveAttribute("href", /^\/es\/find-your-path\?.*utm_medium=exit_intent/);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(cta).toBeFocused();
    // Once per session: a new tab-less session (storage cleared) sees it again, and Close closes it.
    await page.evaluate(() => sessionStorage.clear());
    await gotoReady(page, "/es");
    await page.clock.runFor(10_500);
    await leave();
    await dialog.getByRole("button", { name: "Cerrar" }).click();
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
