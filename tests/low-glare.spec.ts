import { expect, test } from "./page-errors/fixture.ts";
import { gotoReady } from "./helpers.ts";

/**
 * Low glare (issue 17): a third contrast choice (light text >= 7:1 on a dark
 * background), applied before first paint by the inline bootstrap, and chosen by
 * prefers-color-scheme: dark only while the visitor has made no choice.
 */

const theme = (page: import("@playwright/test").Page) => page.locator("html");

test.describe("system dark setting, no choice made", () => {
  test.use({ colorScheme: "dark" });

  test("low glare applies before any module runs, dark and never pure black or pure white", async ({ page }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/news");
    await expect(theme(page)).toHaveAttribute("data-theme", "low-glare");
    const colours = await page.evaluate(() => {
      const html = getComputedStyle(document.documentElement);
      const body = getComputedStyle(document.body);
      return { scheme: html.colorScheme, bg: body.backgroundColor, fg: body.color };
    });
    expect(colours.scheme).toBe("dark");
    expect(colours.bg).not.toBe("rgb(0, 0, 0)");
    expect(colours.bg).not.toBe("rgb(255, 255, 255)");
    expect(colours.fg).not.toBe("rgb(255, 255, 255)");
  });

  test("a contrast the visitor chose wins over the system setting", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("mg-display", '{"textSize":"standard","contrast":"standard"}'));
    await gotoReady(page, "/");
    await expect(theme(page)).not.toHaveAttribute("data-theme", /.+/);
  });

  test("the settings show low glare as the current contrast", async ({ page }) => {
    await gotoReady(page, "/es");
    // The header's native disclosure (it works before hydration too).
    await page.locator("header summary", { hasText: "Tamaño del texto y contraste" }).click();
    const group = page.getByRole("group", { name: "Contraste" });
    await expect(group.getByRole("radio", { name: /^Poco brillo/ })).toBeChecked();
  });
});

test("choosing low glare applies it at once, remembers it, and the light system setting does not undo it", async ({
  page,
}) => {
  await gotoReady(page, "/");
  await expect(theme(page)).not.toHaveAttribute("data-theme", /.+/);
  await page.locator("header summary", { hasText: "Text size and contrast" }).click();
  const group = page.getByRole("group", { name: "Contrast" });
  await group.getByText(/^Low glare/).click();
  await expect(group.getByRole("radio", { name: /^Low glare/ })).toBeChecked();
  await expect(theme(page)).toHaveAttribute("data-theme", "low-glare");
  await page.keyboard.press("Escape");
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  await expect(theme(page)).toHaveAttribute("data-theme", "low-glare");
});
