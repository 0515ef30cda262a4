/** What the offline specs share (issue 28): the worker keeping a page, axe on the page as built, the cached URLs. */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "./page-errors/fixture.ts";
import { gotoReady } from "./helpers.ts";

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

/** axe (WCAG 2.2 AA and best practices) on the page as it is now: the notices and the offline page's list are
 * built in the browser, so the gates that scan the prerendered pages never see them. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
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

/** Opens each page online, in order, and waits until the worker keeps it: the "first visit" of every offline test. */
export async function openAndKeep(page: Page, ...paths: string[]): Promise<void> {
  for (const path of paths) {
    await gotoReady(page, path);
    await waitUntilKept(page, path);
  }
}
