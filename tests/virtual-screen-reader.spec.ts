/**
 * A virtual screen reader (@guidepup/virtual-screen-reader: a model of ARIA, not
 * a real screen reader) walks one page of each route template in both languages:
 * the heading outline, the landmarks, the header links with aria-current, form
 * errors heard with their field, results announced. Fast checks beside the Orca
 * gate (a11y/screen-reader), which hears fewer pages with the real thing.
 * The bundle is served from the site's own origin, so the CSP stays on.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { expect, test, type Page } from "./page-errors/fixture.ts";
import { gotoReady } from "./helpers.ts";

const require = createRequire(import.meta.url);
const BUNDLE = readFileSync(
  join(dirname(require.resolve("@guidepup/virtual-screen-reader/package.json")), "lib/esm/index.browser.js"),
);
const BUNDLE_PATH = "/__virtual-screen-reader.js";

test.beforeEach(async ({ context }) => {
  await context.route(`**${BUNDLE_PATH}`, (route) =>
    route.fulfill({ body: BUNDLE, contentType: "text/javascript; charset=utf-8" }),
  );
});

/**
 * Starts the virtual screen reader on `selector` and returns what it says for each of
 * up to `steps` moves (Next, or the next heading or landmark), stopping when it wraps to the first.
 */
async function hear(
  page: Page,
  selector: string,
  command: "next" | "moveToNextHeading" | "moveToNextLandmark",
  steps = 60,
): Promise<string[]> {
  return page.evaluate(
    async ({ path, root, move, count }) => {
      const { virtual } = await import(path);
      await virtual.start({ container: document.querySelector(root)! });
      const heard: string[] = [];
      for (let i = 0; i < count; i++) {
        if (move === "next") await virtual.next();
        else await virtual.perform(virtual.commands[move]);
        const phrase: string = await virtual.lastSpokenPhrase();
        if (move !== "next" && phrase === heard[0]) break;
        heard.push(phrase);
      }
      await virtual.stop();
      return heard;
    },
    { path: BUNDLE_PATH, root: selector, move: command, count: steps },
  );
}

const TEMPLATES = [
  "/",
  "/faq",
  "/tools/irmaa-calculator",
  "/find-your-path",
  "/medicare-costs-2026",
  "/news",
  "/guides",
];
const HOME_LINK = { en: "Home", es: "Inicio" } as const;

for (const lang of ["en", "es"] as const) {
  const localize = (p: string) => (lang === "en" ? p : p === "/" ? "/es" : `/es${p}`);

  for (const template of TEMPLATES) {
    test(`${lang} ${template}: one h1 first, no skipped heading level, the four landmarks`, async ({ page }) => {
      await gotoReady(page, localize(template));
      const headings = (await hear(page, "body", "moveToNextHeading")).filter((p) => p.startsWith("heading, "));
      const levels = headings.map((p) => Number(/level (\d)/.exec(p)?.[1]));
      expect(levels[0], headings.join("\n")).toBe(1);
      expect(levels.filter((l) => l === 1)).toHaveLength(1);
      levels.forEach((level, i) => {
        if (i > 0) expect(level - levels[i - 1]!, headings.join("\n")).toBeLessThanOrEqual(1);
      });
      const landmarks = (await hear(page, "body", "moveToNextLandmark")).join("\n");
      for (const role of ["banner", "navigation", "main", "contentinfo"]) expect(landmarks).toContain(role);
    });
  }

  test(`${lang}: the header's links in order, the current page marked`, async ({ page }) => {
    await gotoReady(page, localize("/"));
    const heard = await hear(page, "header nav", "next", 12);
    const links = heard.filter((p) => p.startsWith("link, "));
    expect(links[0]).toBe(`link, ${HOME_LINK[lang]}, current page`);
    expect(links.slice(1).every((l) => !l.includes("current"))).toBe(true);
  });

  test(`${lang}: the quiz error summary is heard whole, and the error with its question`, async ({ page }) => {
    await gotoReady(page, localize("/find-your-path"));
    await page.getByRole("button", { name: lang === "en" ? "Next" : "Siguiente" }).press("Enter");
    const summary = page.locator(".mg-error-summary");
    await expect(summary).toBeFocused();
    const message =
      lang === "en" ? "Please select an answer to continue" : "Por favor, elija una respuesta para continuar";
    const heard = (await hear(page, "main", "next", 40)).join("\n");
    expect(heard).toMatch(
      new RegExp(`region, ${lang === "en" ? "There is a problem" : "Hay un problema"}, ${message}`),
    );
    expect(heard).toMatch(new RegExp(`radiogroup, [^\\n]*${message}`));
  });

  test(`${lang}: the IRMAA calculator's errors name their field, and the result is announced`, async ({ page }) => {
    await gotoReady(page, localize("/tools/irmaa-calculator"));
    const calculate = page.getByRole("button", { name: lang === "en" ? "Calculate My IRMAA" : /Calcular/ });
    await calculate.press("Enter");
    const errors = (await hear(page, "main form", "next", 60)).join("\n");
    expect(errors).toMatch(
      lang === "en" ? /radiogroup, [^\n]*Choose how you filed your taxes/ : /radiogroup, [^\n]*declaración/,
    );
    expect(errors).toMatch(
      /(textbox|number field|campo de número), [^\n]*(MAGI)[^\n]*Error: [^\n]*, invalid, required/i,
    );
    // The result is announced politely: the virtual screen reader, running while the form is filled, hears it.
    await page.evaluate(async (path) => {
      const { virtual } = await import(path);
      await virtual.start({ container: document.body });
    }, BUNDLE_PATH);
    for (const group of await page.getByRole("radiogroup").all()) {
      await group.getByRole("radio").first().focus();
      await page.keyboard.press("Space");
    }
    await page.getByRole("textbox").first().fill("300000");
    await calculate.press("Enter");
    await expect(page.locator("main")).toContainText(lang === "en" ? "Your IRMAA estimate" : /IRMAA/);
    const announced = await page.evaluate(async (path) => {
      const { virtual } = await import(path);
      const log: string[] = await virtual.spokenPhraseLog();
      await virtual.stop();
      return log.filter((p) => /^(polite|assertive): /.test(p));
    }, BUNDLE_PATH);
    expect(announced.join("\n")).toMatch(/\$\d/);
  });
}
