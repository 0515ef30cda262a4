import { expect, test } from "./page-errors/fixture.ts";
import { NEWS_SLUGS } from "../content/news/slugs.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";

/** News list and articles: spec "News" (featured + 5, share, dates, related, unknown slug -> /news). */

const FEATURED = "open-enrollment-reminder-2026"; // the newest article (published 2026-10-01)
const UPDATED = "open-enrollment-reminder-2026"; // updated 2026-11-16
const NOT_UPDATED = "medicare-advantage-network-changes";

test.describe("news without JavaScript", () => {
  for (const lang of ["en", "es"] as const) {
    const prefix = lang === "es" ? "/es" : "";
    test(`/news lists the featured article, the next five and the quiz call to action (${lang})`, async ({
      baseURL,
    }) => {
      const { status, html } = await fetchHtml(baseURL!, `${prefix}/news`);
      expect(status).toBe(200);
      expect(html).toContain(lang === "en" ? "More Medicare Updates" : "Más novedades de Medicare");
      const articleLinks = [...html.matchAll(/<a[^>]+href="([^"]*\/news\/[^"]+)"/g)].map((m) => m[1]);
      expect(articleLinks[0]).toBe(`${prefix}/news/${FEATURED}`);
      expect(new Set(articleLinks).size).toBe(6);
      expect(html).toMatch(
        /href="[^"]*\/find-your-path\?utm_source=homepage&amp;utm_medium=\w+&amp;utm_campaign=quiz_engagement"/,
      );
    });

    test(`every article is prerendered with its header, body, share links and JSON-LD (${lang})`, async ({
      baseURL,
    }) => {
      for (const slug of NEWS_SLUGS) {
        const { status, html } = await fetchHtml(baseURL!, `${prefix}/news/${slug}`);
        expect(status, slug).toBe(200);
        expect(html, slug).not.toContain("{{fig");
        expect(html, slug).toContain('"@type":"Article"');
        expect(html, slug).toContain('class="mg-news-badge"');
        expect(html, slug).toMatch(/href="mailto:\?subject=/);
        expect(html, slug).toContain("https://www.facebook.com/sharer/sharer.php?u=");
        expect(html, slug).toContain("https://x.com/intent/tweet?url=");
        expect(html, slug).toContain(`href="${prefix}/news"`);
        expect(html, slug).toMatch(/<div [^>]*class="mg-prose mg-article__body"[^>]*><p>/);
      }
    });
  }

  test("dates: long US and Spanish form; 'Updated' only when it differs", async ({ baseURL }) => {
    const en = (await fetchHtml(baseURL!, `/news/${UPDATED}`)).html;
    expect(en).toContain('<time dateTime="2026-10-01">October 1, 2026</time>');
    expect(en).toContain('<time dateTime="2026-11-16">November 16, 2026</time>');
    expect(en).toContain("Updated");
    expect(en).toContain("By Medicare Guide Editorial Team");
    const es = (await fetchHtml(baseURL!, `/es/news/${UPDATED}`)).html;
    expect(es).toContain("1 de octubre de 2026");
    expect(es).toContain("Actualizado el");
    expect(es).toContain("Por el Equipo editorial de la Guía de Medicare");
    const plain = (await fetchHtml(baseURL!, `/news/${NOT_UPDATED}`)).html;
    expect(plain).toContain("September 21, 2026");
    expect(plain).not.toMatch(/>Updated</);
  });

  test("the breadcrumb ends with the article's title", async ({ baseURL }) => {
    const { html } = await fetchHtml(baseURL!, "/news/part-d-changes-2026");
    expect(html).toMatch(/aria-current="page"[^>]*>Part D Changes for 2026: A Higher Drug Cost Cap and Other Updates</);
  });

  test("unknown slugs redirect to the news page in the same language", async ({ baseURL }) => {
    for (const [from, to] of [
      ["/news/xyz", "/news"],
      ["/es/news/no-existe", "/es/news"],
    ] as const) {
      const res = await fetchHtml(baseURL!, from);
      expect(res.status, from).toBe(302);
      expect(new URL(res.headers.get("location")!, baseURL).pathname).toBe(to);
    }
  });

  test("2026 articles show the official 2026 figures, never the unverified 2026 MA limit", async ({ baseURL }) => {
    const { html } = await fetchHtml(baseURL!, "/news/9-major-medicare-changes-2026");
    expect(html).toContain("$202.90");
    expect(html).toContain("$283");
    expect(html).toContain("$109,000");
    expect(html).toContain("$2,100");
    const advantage = (await fetchHtml(baseURL!, "/news/medicare-advantage-network-changes")).html;
    for (const unverified of ["$9,250", "$13,900", "$8,850", "$9,850"]) expect(advantage).not.toContain(unverified);
  });
});

test.describe("news with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("keyboard: the featured card opens the article and focus moves to its title", async ({ page }) => {
    await gotoReady(page, "/news");
    const featured = page.locator(".mg-news-featured").getByRole("link");
    await featured.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/news/${FEATURED}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await page.getByRole("link", { name: "Back to News" }).click();
    await page.waitForURL("**/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medicare News and Updates");
  });

  for (const lang of ["en", "es"] as const) {
    test(`copy link: toast and on-page status, link on the clipboard (${lang})`, async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const path = `${lang === "es" ? "/es" : ""}/news/part-d-changes-2026`;
      await gotoReady(page, path);
      const copy = page.getByRole("button", { name: lang === "en" ? "Copy link" : "Copiar el enlace" });
      await copy.focus();
      await page.keyboard.press("Enter");
      const description =
        lang === "en" ? "Article link copied to clipboard" : "Se copió el enlace del artículo al portapapeles";
      await expect(page.locator(".mg-share__status")).toHaveText(description);
      await expect(page.locator(".mg-share__status")).toHaveAttribute("role", "status");
      await expect(page.locator(".mg-toast")).toContainText(lang === "en" ? "Link copied" : "Enlace copiado");
      await expect(copy).toBeFocused();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.endsWith(path)).toBe(true);
    });
  }

  test("Facebook and X open 600x400 share windows without an opener", async ({ page }) => {
    await gotoReady(page, "/news/irmaa-brackets-2026-update");
    await page.evaluate(() => {
      const calls: string[][] = [];
      (window as unknown as { mgShareCalls: string[][] }).mgShareCalls = calls;
      window.open = (url?: string | URL, target?: string, features?: string) => {
        calls.push([String(url), String(target), String(features)]);
        return null;
      };
    });
    await page.getByRole("link", { name: /Share on Facebook/ }).click();
    await page.getByRole("link", { name: /Share on X/ }).click();
    const calls = await page.evaluate(() => (window as unknown as { mgShareCalls: string[][] }).mgShareCalls);
    expect(calls).toHaveLength(2);
    expect(calls[0]![0]).toContain("facebook.com/sharer/sharer.php?u=");
    expect(calls[0]![0]).toContain(encodeURIComponent("/news/irmaa-brackets-2026-update"));
    expect(calls[1]![0]).toContain("x.com/intent/tweet?url=");
    for (const [, , features] of calls) {
      expect(features).toContain("width=600");
      expect(features).toContain("height=400");
      expect(features).toContain("noopener");
    }
    await expect(page).toHaveURL(/\/news\/irmaa-brackets-2026-update$/);
  });

  test("related links and the stay-informed block lead on (es)", async ({ page }) => {
    await gotoReady(page, "/es/news/2026-irmaa-surcharge-update");
    const related = page.getByRole("region", { name: "Contenido relacionado" });
    await expect(related.getByRole("link")).toHaveCount(4);
    await expect(related.getByRole("link", { name: "Qué significa IRMAA" })).toHaveAttribute(
      "href",
      "/es/encyclopedia#irmaa",
    );
    const stay = page.getByRole("region", { name: "Manténgase informado" });
    await expect(stay.getByRole("link", { name: "Encuentre su camino en Medicare" })).toHaveAttribute(
      "href",
      /^\/es\/find-your-path\?utm_source=homepage/,
    );
  });

  test("an article at 320 px: no sideways scrolling, and the copied state passes axe", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize({ width: 320, height: 800 });
    await gotoReady(page, "/es/news/irmaa-brackets-2026-update");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole("button", { name: "Copiar el enlace" }).click();
    await expect(page.locator(".mg-share__status")).not.toBeEmpty();
    await expectNoAxeViolations(page);
  });
});
