import { expect, test, type Page } from "./page-errors/fixture.ts";
import { gotoReady } from "./helpers.ts";
import { expectNoAxeViolations, expectNothingPersonalCached, openAndKeep } from "./offline-helpers.ts";

/**
 * Works on a bad connection (issue 28), with the real service worker in real Chromium: after a first visit the
 * visitor goes offline (context.setOffline), and the pages read, a tool and the offline pages still work in both
 * languages; nothing personal is in Cache Storage. Each test starts a new browser context: no worker, no cache.
 */
// The other specs block service workers (tests/playwright.config.ts): these are about it.
test.use({ serviceWorkers: "allow" });

test("offline after a first visit: read pages show their saved copy, others the offline page, in both languages", async ({
  page,
  context,
}) => {
  // A hydrated page (FAQ) and a reading page (Spanish Medigap): the two kinds of page register the worker.
  await openAndKeep(page, "/faq", "/es/medigap");
  // Personal or query-bearing requests while online: a search with words, a call to the functions.
  await gotoReady(page, "/search?q=part+b");
  await page.evaluate(() => fetch("/api/send-quiz-results", { method: "GET" }).catch(() => undefined));

  await context.setOffline(true);

  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Frequently asked questions/i);
  await expect(page.getByRole("status").filter({ hasText: /^Saved copy from .+; you are offline\.$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/es/medigap");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    page.getByRole("status").filter({ hasText: /^Copia guardada del .+; está sin conexión\.$/ }),
  ).toBeVisible();

  // Never visited: the offline page of the page's language, listing what is saved in that language.
  await page.goto("/medigap-plans");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  const savedEn = page.getByRole("region", { name: "Pages saved on this device" });
  await expect(savedEn.getByRole("link")).toHaveCount(1);
  await expect(savedEn.getByRole("link")).toHaveAttribute("href", "/faq");
  await expect(page.getByRole("main").getByRole("link", { name: "1-800-MEDICARE (1-800-633-4227)" })).toBeVisible();

  await page.goto("/es/guides");
  await expect(page.getByRole("heading", { level: 1, name: "Está sin conexión" })).toBeVisible();
  const savedEs = page.getByRole("region", { name: "Páginas guardadas en este dispositivo" });
  await expect(savedEs.getByRole("link")).toHaveCount(1);
  await expect(savedEs.getByRole("link")).toHaveAttribute("href", "/es/medigap");
  await expectNoAxeViolations(page);

  // A query-string address offline: the offline page too, never a saved copy of it.
  await page.goto("/search?q=part+b");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();

  const urls = await expectNothingPersonalCached(page);
  expect(urls.length).toBeGreaterThan(10);
});

test("offline after a first visit: a tool opened once still computes its result", async ({ page, context }) => {
  await openAndKeep(page, "/tools/irmaa-calculator");

  await context.setOffline(true);
  await page.goto("/tools/irmaa-calculator");
  await page.waitForSelector("html[data-mg-ready]");
  await expect(page.getByRole("status").filter({ hasText: /you are offline/ })).toBeVisible();
  for (const name of [/^2025/, /^Married filing jointly/]) {
    await page.getByRole("radio", { name }).focus();
    await page.keyboard.press("Space");
  }
  await page.getByRole("textbox", { name: /modified adjusted gross income/ }).fill("300000");
  await page.getByRole("button", { name: "Calculate My IRMAA" }).press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Your IRMAA estimate" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /You pay IRMAA in 2025/ })).toHaveCount(1);
});

test("an update waits; 'Use the new version' never reloads a page with typed input", async ({ page }) => {
  await openAndKeep(page, "/contact-us");
  // A new worker for the same scope, as after a deploy: registering the worker under another script address
  // installs it beside the one in control (the server sends the same file; the browser treats it as new).
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?next-build", { scope: "/" }));
  const banner = page.locator(".mg-update-banner");
  await expect(banner.getByRole("status")).toHaveText("A new version of this site is ready.");
  await expectNoAxeViolations(page);
  // The new worker waits: this page is still controlled by the one it loaded with.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
    true,
  );

  const name = page.getByRole("textbox", { name: /^Name/ });
  await name.fill("Ana");
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await banner.getByRole("button", { name: "Use the new version" }).press("Enter");
  await expect(banner.getByRole("status")).toHaveText(
    "The new version will be used on the next page you open. What you typed on this page stays here.",
  );
  await expect(banner.getByRole("status")).toBeFocused();
  // The new worker takes over, and this page is neither reloaded nor emptied.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null))
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(name).toHaveValue("Ana");
});

/** From /tools, follows its link to /faq (read before) and finds the saved copy, said so, not an error screen. */
async function followFaqLinkToItsSavedCopy(page: Page) {
  await page.locator('main a[href="/faq"], footer a[href="/faq"]').first().click();
  await page.waitForURL("**/faq");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Frequently asked questions/i);
  await expect(page.getByRole("status").filter({ hasText: /^Saved copy from .+\.$/ })).toBeVisible();
}

test("offline, a link followed in a hydrated page loads the whole page: the saved copy or the offline page, never an error", async ({
  page,
  context,
}) => {
  await openAndKeep(page, "/faq", "/tools");
  await context.setOffline(true);

  // A page read before: the client router would fetch its data (/faq.data, never kept) and fail.
  await followFaqLinkToItsSavedCopy(page);

  // A page never opened: the offline page, with the address of the page asked for.
  await page.goBack();
  await page.waitForURL("**/tools");
  await page.waitForSelector("html[data-mg-ready]");
  await page.locator('main a[href="/tools/irmaa-calculator"]').first().click();
  await page.waitForURL("**/tools/irmaa-calculator");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Unexpected|Application Error/i })).toHaveCount(0);
});

test("a dropped connection the browser has not noticed: a client navigation whose data request fails loads the whole page", async ({
  page,
  context,
}) => {
  await openAndKeep(page, "/faq", "/tools");
  // navigator.onLine stays true, but nothing about /faq gets an answer (the data request, then the page itself,
  // from the page or from the worker): a weak signal, a captive portal.
  await context.route(/\/faq(\.data)?(\?.*)?$/, (route) => route.abort("internetdisconnected"));
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await followFaqLinkToItsSavedCopy(page);
  await expect(page.getByRole("heading", { name: "Application Error" })).toHaveCount(0);
});
