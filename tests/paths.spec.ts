import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./page-errors/fixture.ts";
import { findRoute, localizePath } from "@medicare-guide/content/routes";
import { PATH_SLUGS, QUIZ_ANSWERS_STORAGE_KEY, type PathSlug, type QuizAnswers } from "../content/quiz/options.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";

/** The five guidance pages (/path/<slug>) in both languages: content without JS, checklist, keyboard, quiz note. */

type Lang = "en" | "es";
type Strings = Record<string, unknown>;
const readJson = (path: string): Strings => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as Strings;
const ROUTES = { en: readJson("../locales/en/routes.json"), es: readJson("../locales/es/routes.json") } as Record<
  Lang,
  Record<string, string>
>;
// The quiz note's strings are a namespace of their own (loaded with the note), read here under "quizNote".
const PATHS = {
  en: { ...readJson("../locales/en/paths.json"), quizNote: readJson("../locales/en/path-quiz-note.json") },
  es: { ...readJson("../locales/es/paths.json"), quizNote: readJson("../locales/es/path-quiz-note.json") },
} as Record<Lang, Strings>;

/** Whether the guides are reading pages (issue 29: never hydrated, the enhancement module instead of React). */
const READING = findRoute("/path/getting-started")?.reading === true;

/** A string of locales/<lang>/paths.json by dotted key. */
function s(lang: Lang, key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], PATHS[lang]);
  if (typeof value !== "string") throw new Error(`No paths string ${key}`);
  return value;
}

const NEUTRAL: QuizAnswers = {
  age: "enrolled",
  enrollmentStatus: "original",
  income: "under103k",
  employerCoverage: "no",
  mainConcern: "learning",
  stayInformed: "web",
};

/** Answers that lead to each page, and the answers the note must name. */
const QUIZ_CASES: Record<PathSlug, { answers: QuizAnswers; reasons: string[] }> = {
  "getting-started": {
    answers: { ...NEUTRAL, age: "approaching", enrollmentStatus: "new" },
    reasons: ["age.approaching", "enrollmentStatus.new"],
  },
  "cost-optimization": { answers: { ...NEUTRAL, mainConcern: "costs" }, reasons: ["mainConcern.costs"] },
  "irmaa-planning": {
    answers: { ...NEUTRAL, income: "129k-161k", mainConcern: "irmaa" },
    reasons: ["income.129k-161k", "mainConcern.irmaa"],
  },
  "advantage-vs-supplement": { answers: { ...NEUTRAL, mainConcern: "comparing" }, reasons: ["mainConcern.comparing"] },
  "staying-informed": {
    answers: { ...NEUTRAL, mainConcern: "updates", stayInformed: "both" },
    reasons: ["mainConcern.updates", "stayInformed.both"],
  },
};

const saveAnswers = (page: Page, answers: QuizAnswers) =>
  page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    QUIZ_ANSWERS_STORAGE_KEY,
    JSON.stringify(answers),
  ] as const);

for (const lang of ["en", "es"] as const) {
  for (const slug of PATH_SLUGS) {
    const path = localizePath(`/path/${slug}`, lang);
    const title = ROUTES[lang][`path-${slug}`] ?? "";

    test.describe(`${path}`, () => {
      test("reads fully without JavaScript: h1, numbered steps, facts, checklist, help, disclaimer", async ({
        baseURL,
      }) => {
        const { status, html } = await fetchHtml(baseURL!, path);
        expect(status).toBe(200);
        expect(html).toContain(`>${title.replaceAll("'", "&#x27;")}</h1>`);
        // No token shown; the hydration data keeps only the marks of defined words (the toggletips, issue 17).
        expect(html.replace(/<script\b[\s\S]*?<\/script>/g, "")).not.toContain("{{");
        expect(html).not.toMatch(/\{\{(?!term:[a-z0-9-]+\|)/);
        const steps = /<section[^>]*data-part="path-steps"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
        expect(steps).toContain("<ol");
        expect(steps.match(/<li/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
        expect(html).toContain(s(lang, "checklist.title"));
        expect(html.match(/type="checkbox"/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
        expect(html).toContain("tel:+18006334227");
        expect(html).toContain("https://www.shiphelp.org/");
        expect(html).toContain(s(lang, "disclaimer.text"));
        // 2026 figures are filled in at build time: the key facts name the year.
        expect(html).toContain(s(lang, "facts").replace("{{year}}", "2026"));
        // The quiz note needs the visitor's saved answers: never in the prerendered HTML (on a reading page its
        // outcomes wait, inert, in a <template> for the enhancement).
        expect(html.replace(/<template\b[\s\S]*?<\/template>/g, "")).not.toContain(s(lang, "quizNote.title"));
      });

      test("h1, steps, and a breadcrumb whose /path crumb is text, not a link", async ({ page }) => {
        await gotoReady(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page.locator("h1")).toHaveCount(1);
        const steps = page.locator('[data-part="path-steps"]');
        await expect(steps.getByRole("heading", { level: 2 })).toHaveText(s(lang, "steps"));
        expect(await steps.locator("ol > li").count()).toBeGreaterThanOrEqual(5);
        const crumbs = page.getByRole("navigation", { name: lang === "en" ? "Breadcrumb" : "Ruta de navegación" });
        await expect(crumbs.getByRole("listitem")).toHaveCount(3);
        await expect(crumbs.getByRole("listitem").nth(1)).toHaveText(ROUTES[lang].path ?? "");
        await expect(crumbs.getByRole("link")).toHaveCount(1);
        await expect(crumbs.locator('a[href$="/path"]')).toHaveCount(0);
        await expect(crumbs.getByRole("listitem").nth(2).locator('[aria-current="page"]')).toHaveText(title);
      });

      test("checklist ticks by keyboard and survives a reload", async ({ page }) => {
        await gotoReady(page, path);
        const boxes = page.locator("#path-checklist-group").getByRole("checkbox");
        const count = await boxes.count();
        expect(count).toBeGreaterThanOrEqual(5);
        await boxes.first().focus();
        await page.keyboard.press("Space");
        await expect(boxes.first()).toBeChecked();
        await page.keyboard.press("Tab");
        await expect(boxes.nth(1)).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(boxes.nth(2)).toBeFocused();
        await page.keyboard.press("Space");
        await expect(boxes.nth(2)).toBeChecked();
        await expect(
          page.getByText(s(lang, "checklist.progress").replace("{{done}}", "2").replace("{{total}}", String(count))),
        ).toBeVisible();

        await page.reload();
        await page.waitForSelector("html[data-mg-ready]");
        await expect(boxes.first()).toBeChecked();
        await expect(boxes.nth(1)).not.toBeChecked();
        await expect(boxes.nth(2)).toBeChecked();

        // Unticking is kept too.
        await boxes.first().focus();
        await page.keyboard.press("Space");
        await expect(boxes.first()).not.toBeChecked();
        await page.reload();
        await page.waitForSelector("html[data-mg-ready]");
        await expect(boxes.first()).not.toBeChecked();
        await expect(boxes.nth(2)).toBeChecked();
      });

      test("the quiz note names the answers that led here, with a link to retake the quiz", async ({ page }) => {
        const { answers, reasons } = QUIZ_CASES[slug];
        await saveAnswers(page, answers);
        await gotoReady(page, path);
        const note = page.getByRole("region", { name: s(lang, "quizNote.title") });
        await expect(note).toBeVisible();
        await expect(note.getByRole("listitem")).toHaveText(reasons.map((key) => s(lang, `quizNote.reasons.${key}`)));
        const retake = note.getByRole("link", { name: s(lang, "quizNote.retake") });
        await expect(retake).toHaveAttribute("href", localizePath("/find-your-path", lang));
      });
    });
  }

  test(`${lang}: on another guide, the quiz note points to the guide the answers lead to`, async ({ page }) => {
    await saveAnswers(page, QUIZ_CASES["irmaa-planning"].answers);
    await gotoReady(page, localizePath("/path/getting-started", lang));
    const note = page.getByRole("region", { name: s(lang, "quizNote.title") });
    await expect(note).toContainText(s(lang, "quizNote.otherPage"));
    const link = note.getByRole("link", { name: ROUTES[lang]["path-irmaa-planning"] ?? "" });
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${localizePath("/path/irmaa-planning", lang)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ROUTES[lang]["path-irmaa-planning"] ?? "");
    await expect(page.getByRole("region", { name: s(lang, "quizNote.title") }).getByRole("listitem")).toHaveCount(2);
    // Reached by a link, the page builds its checklist at once (the first page's was never used, so its code had
    // not loaded), and it works.
    const boxes = page.locator("#path-checklist-group").getByRole("checkbox");
    await expect(boxes).toHaveCount(6);
    await boxes.nth(1).focus();
    await page.keyboard.press("Space");
    await expect(boxes.nth(1)).toBeChecked();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("path-checklist:irmaa-planning")))
      .toBe(JSON.stringify([await boxes.nth(1).getAttribute("value")]));
  });

  test(`${lang}: the checklist's code loads on first use, and the first tick is kept`, async ({ page }) => {
    // Issue 10: code the page does not need before interaction loads when the checklist nears the viewport or
    // the visitor reaches for it. On a reading page (issue 29) the checklist is the enhancement module's: no
    // checklist chunk, no framework code, ever.
    const loads: string[] = [];
    const framework: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/PathChecklist-[\w-]+\.js$/.test(request.url())) loads.push(request.url());
      if (/\/assets\/(framework|entry\.client)-[\w-]+\.js$/.test(request.url())) framework.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 720 });
    await gotoReady(page, localizePath("/path/staying-informed", lang));
    await page.waitForLoadState("networkidle");
    expect(loads).toEqual([]);
    // A pointer tick far down the page: the row ticks, the code arrives, the tick is kept and saved.
    const first = page.locator("#path-checklist-group").getByRole("checkbox").first();
    await page.locator("#path-checklist-group .mg-checkbox__label").first().click();
    await expect(first).toBeChecked();
    await expect(page.locator(".mg-checklist__progress")).toBeVisible();
    expect(loads).toHaveLength(READING ? 0 : 1);
    if (READING) expect(framework).toEqual([]);
    await expect(first).toBeChecked();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("path-checklist:staying-informed")))
      .toBe(JSON.stringify([await first.getAttribute("value")]));
  });

  test(`${lang}: with storage blocked the checklist still works and says ticks are not kept`, async ({
    page,
    pageErrors,
  }) => {
    // A reading page has no React Router script (issue 29).
    if (!READING)
      pageErrors.allow(
        /^SecurityError: denied$/,
        "React Router's ScrollRestoration inline script calls sessionStorage.removeItem in its own catch: with storage blocked that call throws, uncaught (upstream; it only skips scroll restoration)",
      );
    await page.addInitScript(() => {
      // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: it must be self-contained
      const deny = () => {
        throw new DOMException("denied", "SecurityError");
      };
      Storage.prototype.getItem = deny;
      Storage.prototype.setItem = deny;
      Storage.prototype.removeItem = deny;
    });
    await gotoReady(page, localizePath("/path/cost-optimization", lang));
    await expect(page.getByText(s(lang, "checklist.notSaved"))).toBeVisible();
    const box = page.locator("#path-checklist-group").getByRole("checkbox").first();
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
  });

  test(`${lang}: no axe violations with the quiz note shown and items ticked, at 320 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await saveAnswers(page, QUIZ_CASES["irmaa-planning"].answers);
    await gotoReady(page, localizePath("/path/irmaa-planning", lang));
    // A pointer tick: click the item's visible text (its label).
    const first = page.locator("#path-checklist-group").getByRole("checkbox").first();
    await page.locator("#path-checklist-group .mg-checkbox__label").first().click();
    await expect(first).toBeChecked();
    await expect(page.getByRole("region", { name: s(lang, "quizNote.title") })).toBeVisible();
    await expectNoAxeViolations(page);
    // No horizontal scroll at 320 px (the bracket table scrolls inside itself).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
