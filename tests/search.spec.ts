import { expect, test, type Page } from "./page-errors/fixture.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";
import { axeViolations } from "./axe.ts";

/** Site search: spec "Search" and sections 4, 8, 9 (live, case-insensitive, count announced, query is text). */

const politeAnnouncer = (page: Page) => page.locator('[data-mg-announcer="polite"]');

test.describe("search without JavaScript", () => {
  for (const [lang, prompt] of [
    ["en", "Start Your Search"],
    ["es", "Comience su búsqueda"],
  ] as const) {
    test(`the prerendered page shows the prompt and a working GET form (${lang})`, async ({ baseURL }) => {
      const prefix = lang === "es" ? "/es" : "";
      const { status, html } = await fetchHtml(baseURL!, `${prefix}/search?q=irmaa`);
      expect(status).toBe(200);
      expect(html).toContain(prompt);
      expect(html).toMatch(new RegExp(`<search[^>]*><form[^>]*action="${prefix}/search"[^>]*method="get"`));
      expect(html).toMatch(/<input[^>]*name="q"/);
      // The no-JavaScript answer (issue 17 "Search everything"): every page listed, and a note saying why.
      expect(html).toContain(lang === "es" ? "Todas las páginas del sitio" : "Every page on this site");
      expect(html).toMatch(/<noscript>.*JavaScript/);
      expect(html).toContain(`href="${prefix}/medigap"`);
      expect(html).toContain(`href="${prefix}/tools/irmaa-calculator"`);
      expect(html).toContain(`href="${prefix}/faq"`);
      // Content pages only (issue 25): the e-mail links' confirmation and error pages are no page to browse to.
      expect(html).not.toContain(`href="${prefix}/email-preferences`);
    });
  }
});

test.describe("search everything (issue 17)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the index is fetched by /search only, once, and never by other pages", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/search-index/")) fetched.push(new URL(r.url()).pathname);
    });
    await gotoReady(page, "/news");
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    await gotoReady(page, "/es/search?q=medigap");
    await expect(page.locator(".mg-search-page__count")).toBeVisible();
    expect(fetched).toEqual(["/search-index/es.json"]);
  });

  test("a typo finds Medigap: /search?q=medigpa, the Medigap pages first", async ({ page }) => {
    await gotoReady(page, "/search?q=medigpa");
    const first = page.getByRole("main").getByRole("heading", { level: 2 }).first();
    await expect(first).toHaveText(/^Medigap pages \(\d+\)$/);
    const medigap = page.getByRole("region", { name: /Medigap pages/ });
    await expect(medigap.getByRole("link", { name: "Medigap (Medicare Supplement Insurance)" })).toHaveAttribute(
      "href",
      "/medigap",
    );
  });

  test("FAQ questions and tools are results, matched words marked", async ({ page }) => {
    await gotoReady(page, "/search?q=irmaa");
    await expect(
      page.getByRole("region", { name: /Tools/ }).getByRole("link", { name: "IRMAA Calculator" }),
    ).toHaveAttribute("href", "/tools/irmaa-calculator");
    await expect(
      page
        .getByRole("region", { name: /Frequently asked questions/ })
        .getByRole("link")
        .first(),
    ).toHaveAttribute("href", "/faq");
    const marks = page.locator(".mg-search-page__list mark");
    expect(await marks.count()).toBeGreaterThan(3);
    expect((await marks.allTextContents()).every((t) => /^irmaa/i.test(t))).toBe(true);
  });

  test("a long group shows five, and 'Show all' reveals the rest with focus on the first revealed", async ({
    page,
  }) => {
    await gotoReady(page, "/search?q=part%20d");
    const group = page.getByRole("region", { name: /^News articles/ });
    await expect(group.getByRole("listitem")).toHaveCount(5);
    await group.getByRole("button", { name: /^Show all \d+: News articles$/ }).click();
    expect(await group.getByRole("listitem").count()).toBeGreaterThan(5);
    await expect(group.getByRole("listitem").nth(5).getByRole("link")).toBeFocused();
  });

  test("Spanish: /es/search?q=inscripcion finds pages about inscripción and marks the accented word", async ({
    page,
  }) => {
    await gotoReady(page, "/es/search?q=inscripcion");
    await expect(page.getByRole("link", { name: "Calendario de inscripción en Medicare" })).toHaveAttribute(
      "href",
      "/es/enrollment-timeline",
    );
    await expect(page.getByRole("region", { name: /^Herramientas/ })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Preguntas frecuentes/ })).toBeVisible();
    const marks = await page.locator(".mg-search-page__list mark").allTextContents();
    expect(marks).toContain("inscripción");
    await expect(politeAnnouncer(page)).toHaveText(/^\d+ resultados para “inscripcion”$/);
  });

  test("results are content pages: 'inscripcion' no longer answers with the e-mail pages (issue 25)", async ({
    page,
  }) => {
    await gotoReady(page, "/es/search?q=inscripcion");
    await expect(page.locator(".mg-search-page__count")).toBeVisible();
    const hrefs = await page
      .locator(".mg-search-page__list a.mg-search-page__link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => /^\/es\/(email-preferences|search)(\/|$)/.test(href))).toEqual([]);
  });

  for (const [lang, query, back] of [
    ["en", "compared", /Back to|←/],
    ["es", "comparación", /Volver a|←/],
  ] as const) {
    test(`snippets quote the page's text, never its back link (${lang}, issue 25)`, async ({ page }) => {
      await gotoReady(page, `${lang === "es" ? "/es" : ""}/search?q=${encodeURIComponent(query)}`);
      const passages = page.locator(".mg-search-page__list li > p");
      await expect(passages.first()).toBeVisible();
      const texts = await passages.allTextContents();
      expect(texts.filter((text) => back.test(text))).toEqual([]);
    });
  }

  test("an index that cannot load says so, and the list of every page stays", async ({ page }) => {
    await page.route("**/search-index/**", (route) => route.fulfill({ status: 503, body: "" }));
    await gotoReady(page, "/search?q=medigap");
    await expect(page.getByText(/^The search could not load\./)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Every page on this site" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No results found" })).toHaveCount(0);
  });
});

test.describe("search with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("reads q from the URL, shows articles and terms, and links to them", async ({ page }) => {
    await gotoReady(page, "/search?q=IRMAA");
    const field = page.getByRole("searchbox", { name: "Search for" });
    await expect(field).toHaveValue("IRMAA");
    await expect(page.getByText(/^\d+ results for “IRMAA”$/)).toBeVisible();
    const articles = page.getByRole("region", { name: /News articles/ });
    await expect(
      articles.getByRole("link", { name: "2026 IRMAA Brackets: Income Limits and Premiums" }),
    ).toHaveAttribute("href", "/news/irmaa-brackets-2026-update");
    const terms = page.getByRole("region", { name: /Encyclopedia terms/ });
    await expect(terms.getByRole("link").first()).toHaveAttribute("href", /^\/encyclopedia#/);
    await expect(terms.locator('a[href="/encyclopedia#irmaa"]')).toHaveCount(1);
  });

  test("filters live as you type, keeps the URL in step and announces the count politely", async ({ page }) => {
    await gotoReady(page, "/search");
    await expect(page.getByRole("heading", { name: "Start Your Search" })).toBeVisible();
    const field = page.getByRole("searchbox", { name: "Search for" });
    await field.focus();
    await page.keyboard.type("prescription payment plan");
    await expect(page).toHaveURL(/\/search\?q=prescription\+payment\+plan$/);
    const count = page.locator(".mg-search-page__count");
    await expect(count).toHaveText(/^\d+ results? for “prescription payment plan”$/);
    await expect(politeAnnouncer(page)).toHaveText((await count.textContent()) ?? "");
    await expect(field).toBeFocused();
    // Keyboard: the next stops are the button, then the first result.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.locator(".mg-search-page__list a").first()).toBeFocused();
  });

  test("is case-insensitive and clears back to the prompt", async ({ page }) => {
    await gotoReady(page, "/search?q=medigap");
    const lower = await page.locator(".mg-search-page__count").textContent();
    await page.getByRole("searchbox", { name: "Search for" }).fill("MEDIGAP");
    await expect(page.locator(".mg-search-page__count")).toHaveText(lower!.replace("medigap", "MEDIGAP"));
    await page.getByRole("searchbox", { name: "Search for" }).fill("   ");
    await expect(page.getByRole("heading", { name: "Start Your Search" })).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("no match: 'No results found' with links to Medicare 101, Encyclopedia, News and Tools", async ({ page }) => {
    await gotoReady(page, "/search?q=zzqqxx");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await expect(page.getByText("Nothing matched “zzqqxx”.", { exact: false })).toBeVisible();
    for (const [name, href] of [
      ["Medicare 101", "/medicare-101"],
      ["Medicare Encyclopedia", "/encyclopedia"],
      ["Medicare News", "/news"],
      ["Medicare Tools", "/tools"],
    ]) {
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(politeAnnouncer(page)).toHaveText("No results found");
  });

  test("the query is shown as text, never as markup", async ({ page }) => {
    let dialog = false;
    page.on("dialog", (d) => {
      dialog = true;
      void d.dismiss();
    });
    const attack = '<img src=x onerror="alert(1)">';
    await gotoReady(page, `/search?q=${encodeURIComponent(attack)}`);
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await expect(page.getByText(`Nothing matched “${attack}”.`, { exact: false })).toBeVisible();
    expect(await page.locator("main img").count()).toBe(0);
    expect(dialog).toBe(false);
  });

  test("the header search box searches from another page, and again from this one", async ({ page }) => {
    await gotoReady(page, "/news");
    const header = page.getByRole("banner").getByRole("searchbox");
    await header.fill("Extra Help");
    await header.press("Enter");
    await page.waitForURL(/\/search\?q=Extra(%20|\+)Help$/);
    await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("Extra Help");
    await expect(page.locator(".mg-search-page__count")).toContainText("“Extra Help”");
    await header.fill("premium");
    await header.press("Enter");
    await page.waitForURL(/\/search\?q=premium$/);
    await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("premium");
  });

  test("Spanish: accents ignored, Spanish messages", async ({ page }) => {
    await gotoReady(page, "/es/search?q=inscripcion");
    const field = page.getByRole("searchbox", { name: "Buscar", exact: true });
    await expect(field).toHaveValue("inscripcion");
    await expect(page.locator(".mg-search-page__count")).toHaveText(/^\d+ resultados? para “inscripcion”$/);
    await expect(page.locator(".mg-search-page__list a").first()).toHaveAttribute("href", /^\/es\//);
    await field.fill("zzqqxx");
    await expect(page.getByRole("heading", { name: "No se encontraron resultados" })).toBeVisible();
    await field.fill("");
    await expect(page.getByRole("heading", { name: "Comience su búsqueda" })).toBeVisible();
  });

  for (const width of [320, 1280]) {
    test(`the results and no-match states pass axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/search?q=part%20d", "/es/search?q=zzqqxx"]) {
        await gotoReady(page, path);
        await expect(page.locator(".mg-search-page__count, #search-none").first()).toBeVisible();
        expect((await axeViolations(page)).map((v) => `${path} ${v}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    });
  }
});
