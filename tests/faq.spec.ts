import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./page-errors/fixture.ts";
import { answerText, getFaqs } from "../content/faq/index.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";

/** The FAQ: ten questions, a single-open accordion that can be closed, keyboard support, both languages. */

const questions = (page: Page) => page.locator("main h2 > button.mg-accordion__trigger");
const expandedCount = (page: Page) => page.locator('main h2 > button[aria-expanded="true"]').count();

const decode = (html: string) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

test.describe("FAQ without JavaScript", () => {
  for (const [lang, path] of [
    ["en", "/faq"],
    ["es", "/es/faq"],
  ] as const) {
    test(`${path}: every question and answer is in the HTML, with FAQPage data`, async ({ baseURL }) => {
      const { status, html } = await fetchHtml(baseURL!, path);
      expect(status).toBe(200);
      const text = decode(html);
      const faqs = getFaqs(lang);
      expect(faqs).toHaveLength(10);
      for (const faq of faqs) {
        expect(text).toContain(faq.question);
        for (const block of faq.answer)
          for (const part of typeof block === "string" ? [block] : block) expect(text).toContain(part);
      }
      expect(html.match(/<h2[^>]*class="mg-accordion__heading"/g)?.length).toBe(10);
      expect(html).toContain('"@type":"FAQPage"');
      expect(text).toContain(answerText(faqs[1]!.answer).slice(0, 40));
    });
  }
});

test.describe("FAQ accordion", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("one answer open at a time, and it can be closed", async ({ page }) => {
    await gotoReady(page, "/faq");
    await expect(questions(page)).toHaveCount(10);
    expect(await expandedCount(page)).toBe(0);
    const first = questions(page).nth(0);
    const second = questions(page).nth(1);
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: await first.innerText() })).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    expect(await expandedCount(page)).toBe(1);
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    expect(await expandedCount(page)).toBe(0);
  });

  test("keyboard: arrows, Home and End move between questions; Enter and Space open and close", async ({ page }) => {
    await gotoReady(page, "/faq");
    const q = questions(page);
    await q.nth(0).focus();
    await page.keyboard.press("ArrowDown");
    await expect(q.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(q.nth(9)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(q.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(q.nth(9)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(q.nth(0)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(q.nth(0)).toHaveAttribute("aria-expanded", "true");
    // Tab goes into the open answer's links, not to the next question.
    await page.keyboard.press("Tab");
    const inPanel = await page.evaluate(() => Boolean(document.activeElement?.closest(".mg-accordion__panel")));
    expect(inPanel).toBe(true);
    await q.nth(0).focus();
    await page.keyboard.press("Space");
    await expect(q.nth(0)).toHaveAttribute("aria-expanded", "false");
  });

  test("an answer shows 2026 figures and working links", async ({ page }) => {
    await gotoReady(page, "/faq");
    await page.getByRole("button", { name: "How much does Part B cost in 2026?" }).click();
    const panel = page.getByRole("region", { name: "How much does Part B cost in 2026?" });
    await expect(panel).toContainText(/\$\d{3}\.\d{2} a month in 2026/);
    await expect(panel.getByRole("link", { name: "Part B in the encyclopedia" })).toHaveAttribute(
      "href",
      "/encyclopedia#part-b",
    );
  });
});

test.describe("preguntas frecuentes en español", () => {
  test("single-open accordion in Spanish, with Spanish links", async ({ page }) => {
    await gotoReady(page, "/es/faq");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const when = page.getByRole("button", { name: "¿Cuándo debo inscribirme en Medicare?" });
    const irmaa = page.getByRole("button", {
      name: "¿Qué es el ajuste mensual relacionado con el ingreso (IRMAA) y tendré que pagarlo?",
    });
    await when.click();
    await irmaa.click();
    await expect(when).toHaveAttribute("aria-expanded", "false");
    await expect(irmaa).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("region", {
      name: "¿Qué es el ajuste mensual relacionado con el ingreso (IRMAA) y tendré que pagarlo?",
    });
    await expect(panel.getByRole("link", { name: "El IRMAA en la enciclopedia" })).toHaveAttribute(
      "href",
      "/es/encyclopedia#irmaa",
    );
    await page.keyboard.press("End");
    await expect(page.getByRole("button", { name: "¿Dónde puedo recibir ayuda gratuita e imparcial?" })).toBeFocused();
  });
});

test.describe("FAQ at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });
  test("no horizontal scrolling with an answer open", async ({ page }) => {
    await gotoReady(page, "/es/faq");
    await questions(page).nth(3).click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

const strings = (lang: string, ns: string) =>
  JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, "utf8")) as { lede: string; title: string };

// Issue 10, "ship only the current language's strings", then issue 29: the FAQ is a reading page, which never
// hydrates, so no script it loads carries FAQ strings in either language (they are in its HTML).
test.describe("page strings in the page's language only (issues 10, 29)", () => {
  for (const [lang, path, other] of [
    ["en", "/faq", "es"],
    ["es", "/es/faq", "en"],
  ] as const) {
    test(`${path}: no script carries FAQ strings, in either language; a page reached by a link shows its own`, async ({
      page,
    }) => {
      const scripts: Promise<string>[] = [];
      page.on("response", (response) => {
        // A script still arriving when the test ends (the next page's, after the link) is read as empty.
        if (response.url().endsWith(".js")) scripts.push(response.text().catch(() => ""));
      });
      await gotoReady(page, path);
      const bodies = await Promise.all(scripts);
      // The scripts were read (the enhancement module at least), and the page shows its own words.
      expect(bodies.length).toBeGreaterThan(0);
      await expect(page.locator("main")).toContainText(strings(lang, "faq").lede.slice(0, 40));
      for (const language of [lang, other])
        expect(bodies.some((body) => body.includes(strings(language, "faq").lede.slice(0, 40)))).toBe(false);

      // A client-side navigation to a page whose strings are not loaded yet: its heading is its text, never a key.
      const title = strings(lang, "encyclopedia").title;
      await page
        .locator(`a[href="${lang === "es" ? "/es" : ""}/encyclopedia"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${lang === "es" ? "/es" : ""}/encyclopedia$`));
      await expect(page.locator("h1")).toHaveText(title);
    });
  }
});
