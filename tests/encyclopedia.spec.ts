import { expect, test, type Page } from "./page-errors/fixture.ts";
import { getTerms } from "../content/glossary/index.ts";
import { foldText } from "@medicare-guide/content/text/fold";
import { fetchHtml, gotoReady } from "./helpers.ts";

/** The encyclopedia's journeys: live filter, announcement, no match, related terms, anchors, both languages. */

const EN = getTerms("en");
const ES = getTerms("es");
const ANCHORS = ["premium", "irmaa", "magi", "part-d", "medicare-advantage"];

const searchBox = (page: Page, name: string) => page.getByRole("search", { name }).getByRole("textbox");
const termHeadings = (page: Page) => page.locator("main h3.mg-term__title");
const politeAnnouncer = (page: Page) => page.locator('[data-mg-announcer="polite"]');
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** The element's top edge is on screen, below any sticky header. */
async function expectAtTopOfView(page: Page, id: string) {
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

test.describe("encyclopedia without JavaScript", () => {
  for (const [lang, path, terms] of [
    ["en", "/encyclopedia", EN],
    ["es", "/es/encyclopedia", ES],
  ] as const) {
    test(`${path}: the whole list, the letter index and every term anchor are in the HTML`, async ({ baseURL }) => {
      const { status, html } = await fetchHtml(baseURL!, path);
      expect(status).toBe(200);
      expect(html.match(/<h3[^>]*class="mg-term__title"/g)?.length).toBe(terms.length);
      for (const term of terms) expect(html, term.id).toContain(`id="${term.id}"`);
      for (const letter of new Set(terms.map((t) => t.letter))) {
        const id = `letter-${letter === "Ñ" ? "n-tilde" : letter.toLowerCase()}`;
        expect(html).toContain(`href="#${id}"`);
        expect(html).toContain(`id="${id}"`);
      }
      expect(html).toContain(`href="${lang === "es" ? "/es" : ""}/find-your-path"`);
    });
  }

  test.describe("anchors", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    for (const id of ANCHORS) {
      test(`/encyclopedia#${id} scrolls to the term with JavaScript off`, async ({ page }) => {
        await page.goto(`/encyclopedia#${id}`);
        await expectAtTopOfView(page, id);
      });
    }
    test("/es/encyclopedia#irmaa scrolls to the term with JavaScript off", async ({ page }) => {
      await page.goto("/es/encyclopedia#irmaa");
      await expectAtTopOfView(page, "irmaa");
      await expect(page.locator("#irmaa")).toHaveText(/IRMAA \(ajuste mensual/);
    });
  });
});

test.describe("encyclopedia with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("typing filters the list live (term and definition, any case) and the count is announced politely", async ({
    page,
  }) => {
    await gotoReady(page, "/encyclopedia");
    await expect(termHeadings(page)).toHaveCount(EN.length);
    await searchBox(page, "Search the encyclopedia").pressSequentially("irMAA");
    const expected = EN.filter((t) => `${t.term} ${t.definition}`.toLowerCase().includes("irmaa"));
    await expect(termHeadings(page)).toHaveCount(expected.length);
    await expect(page.locator("#irmaa")).toBeVisible();
    await expect(page.locator("#copay")).toHaveCount(0);
    const message = `${expected.length} terms match “irMAA”.`;
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(politeAnnouncer(page)).toHaveText(message);
    await expect(politeAnnouncer(page)).toHaveAttribute("aria-live", "polite");
    // The letter index follows the filter.
    const letters = page.getByRole("navigation", { name: "Jump to a letter:" }).getByRole("link");
    await expect(letters).toHaveCount(new Set(expected.map((t) => t.letter)).size);
  });

  test("no match shows the spec's message with the query; clearing brings the list back", async ({ page }) => {
    await gotoReady(page, "/encyclopedia");
    await searchBox(page, "Search the encyclopedia").pressSequentially("qwerty");
    const message = 'No terms found matching "qwerty". Try a different search term.';
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(termHeadings(page)).toHaveCount(0);
    await expect(politeAnnouncer(page)).toHaveText(message);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(termHeadings(page)).toHaveCount(EN.length);
    await expect(searchBox(page, "Search the encyclopedia")).toBeFocused();
  });

  test("the query is shown as text, never as markup", async ({ page }) => {
    await gotoReady(page, "/encyclopedia");
    await searchBox(page, "Search the encyclopedia").fill("<b>x</b>");
    await expect(
      page.getByText('No terms found matching "<b>x</b>". Try a different search term.', { exact: true }),
    ).toBeVisible();
    await expect(page.locator("main b")).toHaveCount(0);
  });

  test("Enter in the search box keeps the visitor on the page", async ({ page }) => {
    await gotoReady(page, "/encyclopedia");
    const box = searchBox(page, "Search the encyclopedia");
    await box.pressSequentially("premium");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/encyclopedia$/);
    await expect(page.locator("#premium")).toBeVisible();
  });

  test("a related-term link moves to the term and focuses its heading (keyboard)", async ({ page }) => {
    await gotoReady(page, "/encyclopedia");
    const related = page.locator(".mg-term", { has: page.locator("#irmaa") }).getByRole("link", { name: /^MAGI/ });
    await related.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => activeId(page)).toBe("magi");
    await expect(page).toHaveURL(/#magi$/);
    await expectAtTopOfView(page, "magi");
    // Tab continues from the term: the next stop is inside the MAGI entry.
    await page.keyboard.press("Tab");
    const inMagi = await page.evaluate(() =>
      Boolean(document.activeElement?.closest(".mg-term")?.querySelector("#magi")),
    );
    expect(inMagi).toBe(true);
  });

  test("a related term hidden by the filter: the filter is cleared, then the term is focused", async ({ page }) => {
    await gotoReady(page, "/encyclopedia");
    await searchBox(page, "Search the encyclopedia").pressSequentially("Plan G (Medigap)");
    await expect(termHeadings(page)).toHaveCount(1);
    await page
      .locator(".mg-term", { has: page.locator("#plan-g") })
      .getByRole("link", { name: /^Plan N/ })
      .click();
    await expect.poll(() => activeId(page)).toBe("plan-n");
    await expect(searchBox(page, "Search the encyclopedia")).toHaveValue("");
    await expect(termHeadings(page)).toHaveCount(EN.length);
    await expectAtTopOfView(page, "plan-n");
  });

  test("the letter index moves focus to the letter's heading", async ({ page }) => {
    await gotoReady(page, "/encyclopedia");
    await page
      .getByRole("navigation", { name: "Jump to a letter:" })
      .getByRole("link", { name: "S", exact: true })
      .click();
    await expect.poll(() => activeId(page)).toBe("letter-s");
    await expectAtTopOfView(page, "letter-s");
  });

  test("anchors from other pages work after hydration too", async ({ page }) => {
    for (const id of ANCHORS) {
      await gotoReady(page, `/encyclopedia#${id}`);
      await expectAtTopOfView(page, id);
    }
  });

  test("Learn More links and the closing call to action", async ({ page }) => {
    await gotoReady(page, "/encyclopedia");
    const magiMore = page
      .locator(".mg-term", { has: page.locator("#magi") })
      .getByRole("link", { name: /^Learn more about MAGI/ });
    await expect(magiMore).toHaveAttribute("target", "_blank");
    await expect(magiMore).toHaveAttribute("rel", /noopener/);
    const cta = page.getByRole("link", { name: "Find Your Medicare Path" }).last();
    await expect(cta).toHaveAttribute("href", "/find-your-path");
  });
});

test.describe("enciclopedia en español", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("filters without caring about accents, announces in Spanish, shows the Spanish no-match message", async ({
    page,
  }) => {
    await gotoReady(page, "/es/encyclopedia");
    const box = searchBox(page, "Buscar en la enciclopedia");
    await box.pressSequentially("periodo de inscripcion");
    const expected = ES.filter((t) => foldText(`${t.term} ${t.definition}`).includes("periodo de inscripcion"));
    expect(expected.length).toBeGreaterThan(1);
    await expect(termHeadings(page)).toHaveCount(expected.length);
    await expect(page.locator("#iep")).toBeVisible();
    const message = `${expected.length} términos coinciden con “periodo de inscripcion”.`;
    await expect(politeAnnouncer(page)).toHaveText(message);
    await box.fill("");
    await box.pressSequentially("zzz");
    await expect(
      page.getByText('No se encontraron términos que coincidan con "zzz". Pruebe con otra palabra.', { exact: true }),
    ).toBeVisible();
  });

  test("related terms are named in Spanish and move focus", async ({ page }) => {
    await gotoReady(page, "/es/encyclopedia");
    await page
      .locator(".mg-term", { has: page.locator("#irmaa") })
      .getByRole("link", { name: "Prima", exact: true })
      .click();
    await expect.poll(() => activeId(page)).toBe("premium");
    await expect(page.getByRole("link", { name: "Encuentre su camino en Medicare" }).last()).toHaveAttribute(
      "href",
      "/es/find-your-path",
    );
  });
});

test.describe("encyclopedia at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });
  test("no horizontal scrolling", async ({ page }) => {
    for (const path of ["/encyclopedia", "/es/encyclopedia"]) {
      await gotoReady(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
