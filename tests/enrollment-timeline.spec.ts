import { expect, test, type Page } from "./page-errors/fixture.ts";
import { CHECKLIST_STORAGE } from "../app/pages/enrollment-timeline/checklist-key.ts";
import { getTimelineContent } from "../content/enrollment-timeline/index.ts";
import { formatFigure } from "../content/figures/index.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";

/** /enrollment-timeline: 7 steps with statuses in text, how to apply, penalties, phone help, 5-step checklist, both languages. */

const decode = (html: string) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

const STATUS_TEXT = {
  en: [
    "Status: Optimal",
    "Status: Optimal",
    "Status: Good",
    "Status: Okay",
    "Status: Caution",
    "Status: Caution",
    "Status: Urgent",
  ],
  es: [
    "Estado: Óptimo",
    "Estado: Óptimo",
    "Estado: Bueno",
    "Estado: Aceptable",
    "Estado: Precaución",
    "Estado: Precaución",
    "Estado: Urgente",
  ],
};

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

test.describe("enrollment timeline without JavaScript", () => {
  for (const [lang, path] of [
    ["en", "/enrollment-timeline"],
    ["es", "/es/enrollment-timeline"],
  ] as const) {
    test(`${path}: the 7 steps with their statuses in words, penalties and phone numbers are in the HTML`, async ({
      baseURL,
    }) => {
      const { status, html } = await fetchHtml(baseURL!, path);
      expect(status).toBe(200);
      const text = decode(html);
      const content = getTimelineContent(lang);
      const ol = /<ol[^>]*class="mg-et__timeline"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
      expect(ol.match(/<li /g)).toHaveLength(7);
      for (const step of content.steps) expect(text).toContain(step.title);
      for (const s of STATUS_TEXT[lang]) expect(decode(ol)).toContain(s);
      expect(text).toContain(formatFigure("partB.latePenalty.percentPer12Months", lang));
      expect(text).toContain(formatFigure("partD.latePenalty.percentPerMonth", lang));
      expect(html).toContain('href="tel:+18006334227"');
      expect(html).toContain('href="tel:+18007721213"');
      expect(html).toContain(`href="${lang === "es" ? "/es" : ""}/tools/coverage-timeline"`);
      expect(html).toContain(`href="${lang === "es" ? "/es" : ""}/tools/enrollment-finder"`);
      expect(html.match(/type="checkbox"/g)).toHaveLength(5);
      expect(text).not.toContain("{{fig:");
    });
  }

  test.describe("anchors", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    for (const id of ["checklist", "avoid-penalties"]) {
      test(`#${id} lands below the sticky header with JavaScript off`, async ({ page }) => {
        await page.goto(`/enrollment-timeline#${id}`);
        await expectBelowHeader(page, id);
      });
    }
  });
});

test.describe("enrollment timeline (keyboard)", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("statuses are readable as text, not colour alone", async ({ page }) => {
    await gotoReady(page, "/enrollment-timeline");
    const steps = page
      .getByRole("list", { name: "The 7 months of your Initial Enrollment Period" })
      .getByRole("listitem");
    await expect(steps).toHaveCount(7);
    for (const [i, s] of STATUS_TEXT.en.entries()) await expect(steps.nth(i)).toContainText(s);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the checklist ticks with Space and keeps the ticks after a reload", async ({ page }) => {
    await gotoReady(page, "/enrollment-timeline");
    const group = page.getByRole("group", { name: "Steps to get ready for Medicare" });
    const first = group.getByRole("checkbox").first();
    await first.focus();
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    await expect(page.getByText("1 of 5 steps done.")).toBeVisible();
    await page.reload();
    await page.waitForSelector("html[data-mg-ready]");
    await expect(
      page.getByRole("group", { name: "Steps to get ready for Medicare" }).getByRole("checkbox").first(),
    ).toBeChecked();
  });

  test("when storage throws the checklist still works and says ticks are not kept (Spanish)", async ({ page }) => {
    // Storage that throws for this page's checklist (as in private modes or when full).
    await page.addInitScript((key) => {
      const { getItem, setItem } = Storage.prototype;
      Storage.prototype.getItem = function (k: string) {
        if (k === key) throw new DOMException("blocked", "SecurityError");
        return getItem.call(this, k);
      };
      Storage.prototype.setItem = function (k: string, v: string) {
        if (k === key) throw new DOMException("full", "QuotaExceededError");
        setItem.call(this, k, v);
      };
    }, CHECKLIST_STORAGE.key);
    await gotoReady(page, "/es/enrollment-timeline");
    const box = page.getByRole("group", { name: "Pasos para prepararse para Medicare" }).getByRole("checkbox").nth(2);
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
    await expect(page.getByText(/no permite que esta página guarde sus marcas/)).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Los 7 meses de su Período de Inscripción Inicial" }).getByRole("listitem").last(),
    ).toContainText("Estado: Urgente");
  });
});
