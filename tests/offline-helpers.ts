/** What the offline specs share (issue 28): the worker keeping a page, axe on the page as built, the cached URLs. */
import { CONTRASTS, THEME_ATTRIBUTE } from "../app/shell/display-preferences.ts";
import { expect, type Page } from "./page-errors/fixture.ts";
import { gotoReady } from "./helpers.ts";
import { runAxe } from "../scripts/axe-in-page.ts";

/** Waits until the service worker controls the page and keeps `path` in its pages cache (cache-policy.ts). */
export async function waitUntilKept(page: Page, path: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await expect
    .poll(
      () => page.evaluate(async (wanted) => Boolean(await (await caches.open("mg-pages-v1")).match(wanted)), path),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

// axe on the page as it is now: the notices and the offline page's list are built in the browser, so the gates
// that scan the prerendered pages never see them.
export { expectNoAxeViolations } from "./axe.ts";

/**
 * The "nothing was sent" summary and message keep their contrast in every contrast theme: 4.5:1, and 7:1 where
 * the theme promises it (the a11y gate's themes scan prerendered pages, which never hold this message).
 */
export async function expectNotSentContrastInEveryTheme(page: Page) {
  for (const contrast of CONTRASTS) {
    await page.evaluate(
      (theme) =>
        theme === null
          ? document.documentElement.removeAttribute("data-theme")
          : document.documentElement.setAttribute("data-theme", theme),
      THEME_ATTRIBUTE[contrast],
    );
    const results = await runAxe(
      page,
      { include: [".mg-error-summary", ".mg-form-frame__not-sent"] },
      {
        runOnly: {
          type: "rule",
          values: contrast === "standard" ? ["color-contrast"] : ["color-contrast", "color-contrast-enhanced"],
        },
      },
    );
    expect(results.violations.map((v) => `${contrast}: ${v.id}`)).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(0);
  }
}

/** Every URL in every cache of the site's Cache Storage. */
export async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

/**
 * Nothing personal in the site's Cache Storage (issue 28: "never cache what is personal"): no response of /api/,
 * no address with a query string (tool inputs, search words, the signed links of our e-mails), nothing of the
 * e-mail-preferences pages. Workbox keys a precached file without a hash in its name by its revision
 * (?__WB_REVISION__=<md5 of the file>): the build's own files, never an address the visitor typed.
 */
export async function expectNothingPersonalCached(page: Page): Promise<string[]> {
  const urls = await cachedUrls(page);
  expect(urls.filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);
  const withQuery = urls.filter((url) => [...new URL(url).searchParams.keys()].some((k) => k !== "__WB_REVISION__"));
  expect(withQuery).toEqual([]);
  expect(urls.filter((url) => /email-preferences/.test(url))).toEqual([]);
  return urls;
}

/** Opens each page online, in order, and waits until the worker keeps it: the "first visit" of every offline test. */
export async function openAndKeep(page: Page, ...paths: string[]): Promise<void> {
  for (const path of paths) {
    await gotoReady(page, path);
    await waitUntilKept(page, path);
  }
}
