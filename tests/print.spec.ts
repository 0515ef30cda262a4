import { expect, test, type Page } from "./page-errors/fixture.ts";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import { gotoReady } from "./helpers.ts";
import { ROUTE_TEMPLATES } from "./route-templates.ts";

/**
 * Print-first output, once per route template (each page module of the route table, plus the not-found
 * page) in both languages, with the page emulated as print media and then printed to PDF: the print-only
 * header (site, page title, address, print date) and footer (plan year, sources as footnotes, help line
 * with TTY, national SHIP locator); black on white in every theme; the larger-text choice kept (Spanish
 * runs use larger text and high contrast); no site navigation, buttons or floating bar; table rows never
 * split; links on this site followed by their address.
 */

const TEMPLATES = ROUTE_TEMPLATES;

const WORDS = {
  en: { printed: "Printed on", planYear: /plan year \d{4}/, sources: "Sources", ship: "SHIP" },
  es: { printed: "Impreso el", planYear: /año del plan \d{4}/, sources: "Fuentes", ship: "SHIP" },
};

interface PrintFacts {
  header: string;
  footer: string;
  shown: string[];
  notBlack: string[];
  background: string;
  rootFontPx: number;
  splitRows: number;
  linkAfter: { href: string; after: string } | null;
}

/** What the print media shows, read in one pass over the page. */
async function printFacts(page: Page): Promise<PrintFacts> {
  return page.evaluate(() => {
    // checkVisibility(): false for display:none (and inside it), which is what print hides. Accordion triggers
    // carry section headings and a defined word's toggletip button is a word of its sentence: both stay.
    const chrome = [".mg-header", ".mg-footer", ".mg-floating-bar", ".mg-site-breadcrumbs", ".mg-quick-links"];
    const shown = [
      ...chrome.filter((sel) => [...document.querySelectorAll(sel)].some((el) => el.checkVisibility())),
      ...[
        ...document.querySelectorAll(
          ".mg-button, main nav, button:not(.mg-accordion__trigger):not(.mg-toggletip__term)",
        ),
      ]
        .filter((el) => el.checkVisibility())
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    ];
    const notBlack = [...document.body.querySelectorAll("*")]
      .filter((el) => el.checkVisibility() && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()))
      .filter((el) => getComputedStyle(el).color !== "rgb(0, 0, 0)")
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${getComputedStyle(el).color}`)
      .slice(0, 5);
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')].find((el) =>
      el.checkVisibility(),
    );
    return {
      header: document.querySelector<HTMLElement>(".mg-print-header")?.innerText ?? "",
      footer: document.querySelector<HTMLElement>(".mg-print-footer")?.innerText ?? "",
      shown,
      notBlack,
      background: getComputedStyle(document.body).backgroundColor,
      rootFontPx: parseFloat(getComputedStyle(document.documentElement).fontSize),
      splitRows: [...document.querySelectorAll("tr")].filter((tr) => getComputedStyle(tr).breakInside !== "avoid")
        .length,
      linkAfter: link
        ? { href: link.getAttribute("href") ?? "", after: getComputedStyle(link, "::after").content }
        : null,
    };
  });
}

async function expectPrintFirst(page: Page, lang: Lang, largeText: boolean) {
  await page.emulateMedia({ media: "print" });
  const facts = await printFacts(page);
  const words = WORDS[lang];
  const address = new URL(page.url()).pathname;
  expect(facts.header).toContain(words.printed);
  expect(facts.header).toMatch(new RegExp(`https?://[^\\s]+${address.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`));
  expect(facts.footer).toMatch(words.planYear);
  expect(facts.footer).toContain(words.sources);
  expect(facts.footer).toContain("TTY 1-877-486-2048");
  expect(facts.footer).toContain(words.ship);
  expect(facts.footer).toContain("https://www.shiphelp.org/");
  expect(facts.shown, "no site navigation, buttons or floating bar on paper").toEqual([]);
  expect(facts.notBlack, "black text").toEqual([]);
  expect(facts.background).toMatch(/^rgba?\((255, 255, 255|0, 0, 0, 0)/);
  expect(facts.rootFontPx).toBeCloseTo(largeText ? 16 * 1.3 : 16, 1);
  expect(facts.splitRows, "table rows never split across pages").toBe(0);
  if (facts.linkAfter) expect(facts.linkAfter.after).toContain(facts.linkAfter.href);
  // The first page is enough to prove the page prints (the checks above read the whole print layout); whole
  // long pages (the encyclopedia) would cost seconds each. a11y/manual/print-pdf-2026-11-27.json looked at a whole PDF.
  const pdf = await page.pdf({ format: "Letter", pageRanges: "1" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(5_000);
}

for (const lang of ["en", "es"] as const) {
  test.describe(`print (${lang})`, () => {
    // Spanish runs print with larger text and high contrast chosen: both must survive printing (as black on white).
    const largeText = lang === "es";
    test.beforeEach(async ({ page }) => {
      if (largeText)
        await page.addInitScript(() =>
          localStorage.setItem("mg-display", JSON.stringify({ textSize: "large", contrast: "high" })),
        );
    });
    for (const template of TEMPLATES) {
      test(`${template.name}`, async ({ page }) => {
        await gotoReady(page, localizePath(template.path, lang));
        await expect(page.locator(".mg-print-header")).toContainText(WORDS[lang].printed);
        await expectPrintFirst(page, lang, largeText);
      });
    }
  });
}

test("a tool result prints its answers and dates, not the form or the download controls", async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 10, 23, 10));
  await gotoReady(page, "/tools/coverage-timeline");
  const birth = page.getByRole("group", { name: /What is your date of birth/ });
  await birth.getByRole("textbox", { name: "Month" }).fill("2");
  await birth.getByRole("textbox", { name: "Day" }).fill("15");
  await birth.getByRole("textbox", { name: "Year" }).fill("1961");
  await page.getByRole("button", { name: "Generate My Timeline" }).click();
  await expect(page.getByRole("link", { name: /Add my dates to my calendar/ })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Your Medicare timeline" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Initial Enrollment Period/ })).toBeVisible();
  await expect(page.locator(".mg-tool__form")).toBeHidden();
  await expect(page.getByRole("link", { name: /Add my dates to my calendar/ })).toBeHidden();
  await expect(page.getByRole("button", { name: /Download my timeline/ })).toBeHidden();
  await expectPrintFirst(page, "en", false);
});

test("after a client-side navigation the print-out names the new page", async ({ page }) => {
  await gotoReady(page, "/es/faq");
  await page.locator("header a[href='/es/news']:visible").first().click();
  await expect(page).toHaveURL(/\/es\/news$/);
  await expect(page.locator(".mg-print-header")).toContainText("/es/news", { useInnerText: false });
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".mg-print-header")).toContainText(
    /Página: Noticias\s*Dirección: https?:\/\/[^/\s]+\/es\/news/,
  );
});
