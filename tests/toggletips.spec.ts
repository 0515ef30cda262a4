import { expect, test, type Page } from "./page-errors/fixture.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";

/**
 * Glossary toggletips (issue 17 "Understand in place"): the first use of a defined
 * word in an article, guidance page, cost page or tool's help is a button in the sentence that opens the
 * encyclopedia's definition in the text flow; Escape or a second press closes it
 * with focus back on the word; without JavaScript it is a link to the entry; the
 * page ends with "Words on this page".
 */

const PAGES = [
  {
    lang: "en",
    path: "/news/2026-irmaa-surcharge-update",
    term: "IRMAA",
    id: "irmaa",
    more: "Read the full entry",
    words: "Words on this page",
  },
  {
    lang: "es",
    path: "/es/news/2026-irmaa-surcharge-update",
    term: "IRMAA",
    id: "irmaa",
    more: "Lea la entrada completa",
    words: "Palabras en esta página",
  },
  {
    lang: "en",
    path: "/path/irmaa-planning",
    term: "MAGI",
    id: "magi",
    more: "Read the full entry",
    words: "Words on this page",
  },
  {
    lang: "es",
    path: "/es/path/irmaa-planning",
    term: "MAGI",
    id: "magi",
    more: "Lea la entrada completa",
    words: "Palabras en esta página",
  },
  // Cost pages: a key figure's text and the IRMAA guide's paragraphs (content/costs).
  {
    lang: "en",
    path: "/medicare-costs-2026",
    term: "deductible",
    id: "deductible",
    more: "Read the full entry",
    words: "Words on this page",
  },
  {
    lang: "es",
    path: "/es/medicare-costs-2025",
    term: "IRMAA",
    id: "irmaa",
    more: "Lea la entrada completa",
    words: "Palabras en esta página",
  },
  {
    lang: "es",
    path: "/es/irmaa-income-brackets",
    term: "MAGI",
    id: "magi",
    more: "Lea la entrada completa",
    words: "Palabras en esta página",
  },
  // Tools' help: the lede (the FAQ's answers are in closed accordions).
  {
    lang: "en",
    path: "/tools/irmaa-calculator",
    term: "IRMAA",
    id: "irmaa",
    more: "Read the full entry",
    words: "Words on this page",
  },
  {
    lang: "es",
    path: "/es/tools/coverage-timeline",
    term: "Período de Inscripción Inicial",
    id: "iep",
    more: "Lea la entrada completa",
    words: "Palabras en esta página",
  },
] as const;

const wordsList = (page: Page, name: string) => page.getByRole("region", { name });

for (const p of PAGES) {
  const entry = `${p.lang === "es" ? "/es" : ""}/encyclopedia#${p.id}`;

  test(`without JavaScript the word is a link to its entry, and the page lists its words (${p.path})`, async ({
    baseURL,
  }) => {
    const { html } = await fetchHtml(baseURL!, p.path);
    expect(html).toContain(`class="mg-toggletip__fallback"`);
    expect(html).toMatch(new RegExp(`<a[^>]*href="${entry}"[^>]*>${p.term}</a>`));
    expect(html).toContain(p.words);
    // No mark is left in what is shown (the hydration data in scripts still carries them, for the toggletips).
    const shown = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
    expect(shown.match(/.{0,40}\{\{term:.{0,40}/g) ?? []).toEqual([]);
  });

  test(`keyboard: Enter opens the definition in the sentence, Escape closes it with focus back (${p.path})`, async ({
    page,
  }) => {
    await gotoReady(page, p.path);
    const word = page.getByRole("main").getByRole("button", { name: p.term, exact: true }).first();
    await expect(word).toHaveAttribute("aria-expanded", "false");
    const panel = page.locator(`[id="${await word.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeHidden();
    // The definition is the encyclopedia's: the same text as the page's word list, which comes from the glossary.
    const definition = await wordsList(page, p.words).locator(`dt:has(a[href="${entry}"]) + dd`).textContent();
    expect(definition?.length).toBeGreaterThan(20);

    await word.focus();
    await page.keyboard.press("Enter");
    await expect(word).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(definition!);
    // In the text flow: inside the same paragraph or list item as the word, right after it.
    expect(await panel.evaluate((el) => el.previousElementSibling?.tagName)).toBe("BUTTON");
    await expect(panel.getByRole("link", { name: p.more })).toHaveAttribute("href", entry);

    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: p.more })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(word).toBeFocused();
    await expect(word).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Space");
    await expect(panel).toBeHidden();
    await expect(word).toBeFocused();
  });

  test(`320 px: the open definition wraps in the page, nothing scrolls sideways (${p.path})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await gotoReady(page, p.path);
    const word = page.getByRole("main").getByRole("button", { name: p.term, exact: true }).first();
    await word.click();
    const panel = page.locator(`[id="${await word.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await word.click();
    await expect(panel).toBeHidden();
    await expect(word).toBeFocused();
  });
}

test("only the first use of a word is a toggletip; hover alone opens nothing", async ({ page }) => {
  await gotoReady(page, "/news/2026-irmaa-surcharge-update");
  const words = page.locator(".mg-article__body .mg-toggletip__term");
  const names = await words.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  await words.first().hover();
  await expect(words.first()).toHaveAttribute("aria-expanded", "false");
});
