import { expect, test, type Page } from "./page-errors/fixture.ts";
import { formatFigure } from "../content/figures/index.ts";
import { getPartsContent } from "../content/parts/index.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";

/** /parts-abcd-comparison: four part cards, "+ n more" disclosure on narrow screens, anchors, coverage gap guide, both languages. */

const decode = (html: string) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

/** The element's top edge is on screen, below the sticky header. */
async function expectBelowHeader(page: Page, id: string) {
  await expect
    .poll(async () =>
      page.evaluate((target) => {
        const el = document.getElementById(target);
        if (!el) return "missing";
        const top = el.getBoundingClientRect().top;
        const header = document.querySelector(".mg-header");
        const sticky =
          header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().bottom : 0;
        return top >= sticky - 1 && top < window.innerHeight / 2
          ? "in view"
          : `top ${Math.round(top)}, header ${Math.round(sticky)}`;
      }, id),
    )
    .toBe("in view");
}

/** Tabs until the focused element matches, at most `max` presses. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await isTarget()) return;
  }
  throw new Error("target never focused");
}

test.describe("parts comparison without JavaScript", () => {
  for (const [lang, path] of [
    ["en", "/parts-abcd-comparison"],
    ["es", "/es/parts-abcd-comparison"],
  ] as const) {
    test(`${path}: every card item, the anchors and the Part D caps are in the HTML, with no disclosure button`, async ({
      baseURL,
    }) => {
      const { status, html } = await fetchHtml(baseURL!, path);
      expect(status).toBe(200);
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
      // The disclosure buttons wait, inert, in <template>s for the enhancement module (issue 29).
      const shown = main.replace(/<template data-mg-show-more="">[\s\S]*?<\/template>/g, "");
      const text = decode(main);
      const content = getPartsContent(lang);
      for (const card of content.parts) {
        expect(html).toContain(`id="${card.id}"`);
        for (const item of [...card.covers, ...card.doesntCover]) expect(text).toContain(item);
      }
      for (const id of ["comparison", "part-d-coverage-gap"]) expect(html).toContain(`id="${id}"`);
      expect(text).toContain(formatFigure("partD.oopCap", lang, 2025));
      expect(text).toContain(formatFigure("partD.oopCap", lang, 2026));
      expect(shown).not.toContain("aria-expanded");
      expect(shown).not.toContain("data-collapsed");
      expect(main).toMatch(/<th scope="col"/);
      expect(main).toMatch(/<caption/);
      expect(text).not.toContain("{{fig:");
    });
  }

  test.describe("anchors", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    for (const id of ["part-d", "part-d-coverage-gap", "comparison"]) {
      test(`#${id} lands below the sticky header with JavaScript off`, async ({ page }) => {
        await page.goto(`/parts-abcd-comparison#${id}`);
        await expectBelowHeader(page, id);
      });
    }
  });
});

test.describe("parts comparison at 320 px (keyboard)", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("'+ n more' shows the first 3 items, then reveals the rest; focus stays on the button", async ({ page }) => {
    await gotoReady(page, "/parts-abcd-comparison");
    const list = page.getByRole("list", { name: "What Part B covers" });
    // locator("li"), not getByRole: the role query skips the items hidden by the disclosure.
    const items = list.locator("li");
    const total = getPartsContent("en").parts[1]!.covers.length;
    await expect(items).toHaveCount(total);
    await expect(items.nth(2)).toBeVisible();
    await expect(items.nth(3)).toBeHidden();
    await expect(
      page.getByRole("button", { name: `+ ${total - 3} more in the list: What Part B covers` }),
    ).toHaveAttribute("aria-expanded", "false");
    // The same button after it is pressed (its name changes to "Show fewer ...").
    const button = page.locator(`button[aria-controls="${await list.getAttribute("id")}"]`);
    await tabTo(page, () => button.evaluate((el) => el === document.activeElement));
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toBeFocused();
    for (let i = 3; i < total; i++) await expect(items.nth(i)).toBeVisible();
    await expect(button).toContainText("Show fewer");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(items.nth(3)).toBeHidden();
    await expect(button).toBeFocused();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("Spanish: '+ n más' works the same", async ({ page }) => {
    await gotoReady(page, "/es/parts-abcd-comparison");
    const list = page.getByRole("list", { name: "Qué cubre la Parte A" });
    await page.getByRole("button", { name: /^\+ 3 más en la lista: Qué cubre la Parte A$/ }).focus();
    const button = page.locator(`button[aria-controls="${await list.getAttribute("id")}"]`);
    await expect(list.locator("li").nth(3)).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toContainText("Mostrar menos");
    await expect(list.locator("li").nth(5)).toBeVisible();
    await expect(button).toBeFocused();
  });

  test("#part-d from another page lands below the sticky header", async ({ page }) => {
    await page.goto("/parts-abcd-comparison#part-d");
    await page.waitForSelector("html[data-mg-ready]");
    await expectBelowHeader(page, "part-d");
  });
});

test.describe("parts comparison at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the grid shows every item and no disclosure button", async ({ page }) => {
    await gotoReady(page, "/parts-abcd-comparison");
    const items = page.getByRole("list", { name: "What Part B covers" }).locator("li");
    const total = await items.count();
    expect(total).toBeGreaterThan(3);
    for (let i = 0; i < total; i++) await expect(items.nth(i)).toBeVisible();
    await expect(page.getByRole("button", { name: /more in the list/ }).first()).toBeHidden();
    await expect(page.getByRole("link", { name: "Learn about Medigap plans" })).toHaveAttribute("href", "/medigap");
  });

  test("/parts-comparison redirects here", async ({ page }) => {
    await page.goto("/parts-comparison");
    await expect(page).toHaveURL(/\/parts-abcd-comparison$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medicare Parts A, B, C and D compared");
  });
});
