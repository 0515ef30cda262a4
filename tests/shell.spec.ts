import { expect, test } from "./page-errors/fixture.ts";
import { gotoReady } from "./helpers.ts";

test.describe("site shell at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("skip link is first and moves focus to the main content", async ({ page }) => {
    await gotoReady(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("the language switch keeps the page and marks its language", async ({ page }) => {
    await gotoReady(page, "/");
    const switchLink = page.getByRole("link", { name: "Español" });
    await expect(switchLink).toHaveAttribute("lang", "es");
    await switchLink.click();
    await page.waitForURL("**/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("lang", "en");
  });

  test("the directory opens on hover, closes 350 ms after the pointer leaves", async ({ page }) => {
    await gotoReady(page, "/");
    const button = page.locator(".mg-header__directory-button");
    const directory = page.locator("#site-directory");
    await expect(directory).toBeHidden();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "News" }).hover();
    await expect(directory).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // Moving onto the panel keeps it open (WCAG 1.4.13 hoverable).
    await directory.getByRole("link", { name: "Official resources" }).hover();
    await page.waitForTimeout(500);
    await expect(directory).toBeVisible();
    await page.mouse.move(640, 700);
    await page.waitForTimeout(150);
    await expect(directory).toBeVisible();
    await page.waitForTimeout(400);
    await expect(directory).toBeHidden();
  });

  test("the directory opens and closes by keyboard; Escape returns focus", async ({ page }) => {
    await gotoReady(page, "/");
    const button = page.locator(".mg-header__directory-button");
    await button.focus();
    await page.keyboard.press("Enter");
    const directory = page.locator("#site-directory");
    await expect(directory).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(directory.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(directory).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(directory).toBeVisible();
    await page.keyboard.press("Space");
    await expect(directory).toBeHidden();
  });

  test("search: empty does nothing; a term goes to /search?q= and the box clears", async ({ page }) => {
    await gotoReady(page, "/");
    const box = page.getByRole("searchbox", { name: "Search the site" });
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await box.fill("  Part B & IRMAA ");
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=/);
    expect(new URL(page.url()).search).toBe("?q=Part%20B%20%26%20IRMAA");
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("");
  });

  test("Spanish search goes to the Spanish search page", async ({ page }) => {
    await gotoReady(page, "/es");
    const box = page.getByRole("searchbox", { name: "Buscar en el sitio" });
    await box.fill("prima");
    await box.press("Enter");
    await page.waitForURL(/\/es\/search\?q=prima/);
  });

  test("text size and contrast apply at once and persist before first paint", async ({ page }) => {
    await gotoReady(page, "/");
    // A native disclosure (works before hydration too): its summary opens the two radio groups.
    const trigger = page.locator("header summary", { hasText: "Text size and contrast" });
    await trigger.click();
    const group = page.getByRole("group", { name: "Text size" });
    await expect(group).toBeVisible();
    // A visitor clicks the option's text (the whole row is the target).
    await page.locator("header").getByText("Larger text", { exact: true }).click();
    await page.locator("header").getByText("High contrast", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Larger text" })).toBeChecked();
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "high-contrast");
    await page.keyboard.press("Escape");
    await expect(group).toBeHidden();
    await expect(trigger).toBeFocused();
    // Reload: the attributes are set by the inline script, before hydration.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "high-contrast");
  });

  test("the footer shows the current year and the disclaimer", async ({ page }) => {
    await gotoReady(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText("not affiliated");
  });

  test("unknown pages log the missing path and link home", async ({ page }) => {
    const logs: string[] = [];
    page.on("console", (m) => logs.push(m.text()));
    await gotoReady(page, "/does-not-exist");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    expect(logs.some((l) => l.includes("/does-not-exist"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("site shell at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the Menu drawer opens from the right, holds search and groups, closes on a link", async ({ page }) => {
    await gotoReady(page, "/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("searchbox")).toBeVisible();
    await expect(drawer.getByText("Medicare 101", { exact: true }).first()).toBeVisible();
    const box = await drawer.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBeGreaterThanOrEqual(319);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await drawer.getByRole("link", { name: "Home" }).click();
    await expect(drawer).toBeHidden();
  });

  test("scroll-to-top appears past 300 px and the floating quiz button past 25%", async ({ page }) => {
    // At 320 px the floating quiz button stays hidden (no room beside Back to top); 400 px shows both.
    await page.setViewportSize({ width: 400, height: 700 });
    await gotoReady(page, "/");
    await expect(page.getByRole("button", { name: "Back to top" })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
    const total = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(total * 0.3));
    const quiz = page.locator(".mg-floating-quiz");
    await expect(quiz).toBeVisible();
    await expect(quiz).toHaveAttribute(
      "href",
      "/find-your-path?utm_source=homepage&utm_medium=sidebar_cta&utm_campaign=quiz_engagement",
    );
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("400% zoom (320 x 200): no floating bar covers the text; the footer's Back to top link goes to the top", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 200 });
    await gotoReady(page, "/faq");
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(page.locator(".mg-floating-bar")).toBeHidden();
    const top = page.getByRole("contentinfo").getByRole("link", { name: "Back to top" });
    await top.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("no horizontal scrolling at 320 px", async ({ page }) => {
    for (const path of ["/", "/es", "/nope"]) {
      await gotoReady(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
