import { expect, test, type Page } from "./page-errors/fixture.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";

/** Presses Tab until the focused element matches, up to a limit (keyboard-only journeys). */
async function tabTo(page: Page, name: string | RegExp, role: "link" | "button" = "link", max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const matches = await page.evaluate(
      ({ wanted, isRegex, tag }) => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el.tagName !== tag) return false;
        const text = (el.textContent ?? "").trim();
        return isRegex ? new RegExp(wanted).test(text) : text === wanted;
      },
      {
        wanted: typeof name === "string" ? name : name.source,
        isRegex: typeof name !== "string",
        tag: role === "link" ? "A" : "BUTTON",
      },
    );
    if (matches) return;
  }
  throw new Error(`Tab never reached ${role} ${String(name)}`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

test.describe("On this page: without JavaScript", () => {
  for (const path of ["/medicare-101", "/es/medicare-101", "/privacy-policy", "/es/accessibility"]) {
    test(`${path}: a plain list of in-page links in the HTML`, async ({ baseURL }) => {
      const { html } = await fetchHtml(baseURL!, path);
      const nav = /<nav class="mg-otp__nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      expect(nav).toContain(path.startsWith("/es") ? "En esta página" : "On this page");
      const anchors = [...nav.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
      expect(anchors.length).toBeGreaterThan(2);
      for (const id of anchors) expect(html).toContain(`id="${id}"`);
      // No drawer button that could not work without JavaScript.
      expect(html).not.toContain("mg-otp__open");
    });
  }
});

test.describe("On this page: wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("keyboard: a section link scrolls to the section, focuses its heading and marks it current (en)", async ({
    page,
  }) => {
    await gotoReady(page, "/medicare-101");
    const nav = page.getByRole("navigation", { name: "On this page" });
    await expect(nav).toBeVisible();
    await expect(nav).toHaveCSS("position", "static");
    await expect(page.locator(".mg-otp-layout__aside")).toHaveCSS("position", "sticky");
    await tabTo(page, "Not sure where to start?");
    await page.keyboard.press("Enter");
    const heading = page.locator("#m101-quiz");
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/#m101-quiz$/);
    await expect(nav.getByRole("link", { name: "Not sure where to start?" })).toHaveAttribute(
      "aria-current",
      "location",
    );
    // The heading lands clear of the sticky header.
    const headerBottom = await page
      .locator("header")
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    // The side column stays in view while the page scrolls.
    await expect(nav).toBeInViewport();
  });

  test("legal page in Spanish: the column works the same", async ({ page }) => {
    await gotoReady(page, "/es/privacy-policy");
    const nav = page.getByRole("navigation", { name: "En esta página" });
    const links = nav.getByRole("link");
    const last = links.last();
    const label = (await last.textContent())!.trim();
    await tabTo(page, label);
    await page.keyboard.press("Enter");
    const href = await last.getAttribute("href");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await focusedText(page)).toBe(label);
  });
});

test.describe("On this page: small screen", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the button opens a drawer; choosing a section closes it and focuses the heading (en)", async ({ page }) => {
    await gotoReady(page, "/medicare-101");
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
    await tabTo(page, "On this page", "button");
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "On this page" });
    await expect(drawer).toBeVisible();
    await tabTo(page, "Latest Medicare updates");
    await page.keyboard.press("Enter");
    await expect(drawer).toBeHidden();
    await expect(page.locator("#m101-updates")).toBeFocused();
    await expect(page.locator("#m101-updates")).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("Escape closes the drawer and focus returns to the button (es)", async ({ page }) => {
    await gotoReady(page, "/es/privacy-policy");
    await tabTo(page, "En esta página", "button");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "En esta página" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "En esta página" })).toBeFocused();
  });
});

test.describe("Quick links", () => {
  test("content pages carry the quick links row; home and tools do not (keyboard, en + es)", async ({ page }) => {
    await gotoReady(page, "/faq");
    const nav = page.getByRole("navigation", { name: "Quick links" });
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "Medicare Basics",
      "Medigap Plans",
      "Medicare Advantage",
      "Part D Coverage",
      "Guides",
    ]);
    await tabTo(page, "Medicare Basics");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/medicare-101$/);
    await expect(
      page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Medicare Basics" }),
    ).toHaveAttribute("aria-current", "page");

    await gotoReady(page, "/es/guides");
    const es = page.getByRole("navigation", { name: "Enlaces rápidos" });
    await expect(es.getByRole("link", { name: "Guías" })).toHaveAttribute("aria-current", "page");
    await expect(es.getByRole("link", { name: "Cobertura de la Parte D" })).toHaveAttribute(
      "href",
      "/es/parts-abcd-comparison#part-d",
    );

    for (const path of ["/", "/tools", "/contact-us"]) {
      await gotoReady(page, path);
      await expect(page.getByRole("navigation", { name: "Quick links" })).toHaveCount(0);
    }
  });

  test("the row wraps at 320 px without sideways scrolling, every link at least 44 px tall", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoReady(page, "/es/medicare-101");
    const links = page.getByRole("navigation", { name: "Enlaces rápidos" }).getByRole("link");
    for (const box of await links.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.right).toBeLessThanOrEqual(320);
    }
  });
});
