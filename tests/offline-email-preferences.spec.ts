import { expect, test, type Page } from "./page-errors/fixture.ts";
import type { QuizStore } from "../functions/quiz-data/types.ts";
import { gotoReady } from "./helpers.ts";
import { openTestStore, signedQuery } from "./email-links.ts";
import {
  expectNoAxeViolations,
  expectNothingPersonalCached,
  expectNotSentContrastInEveryTheme,
} from "./offline-helpers.ts";

/**
 * The buttons of an e-mail link's page offline (issue 28, "Works on a bad connection": "sending offline says
 * clearly that nothing was sent"), with the real service worker in real Chromium and the production server's
 * store: the visitor opened /email-preferences from an e-mail, the connection drops, and a press says in the
 * page's language, in the focused error summary and beside the button, that nothing was sent; nothing changes in
 * the store, the page and its signed link stay, and the same press works once connected. Before, the form posted
 * as a plain HTML form and the browser showed its own error page, the link gone from view.
 */
test.use({ serviceWorkers: "allow" });

/** What the visitor meets when "Confirm my subscription" is pressed offline, in English. */
const CONFIRM_EN = {
  button: "Confirm my subscription",
  problem: "There is a problem",
  notSent:
    "Nothing was sent: this device is offline. Nothing has changed. When you are connected again, choose “Confirm my subscription” again.",
};

let store: QuizStore;
test.beforeAll(() => {
  store = openTestStore();
});
test.afterAll(() => store.close());

/** Opens the link's page online and waits until the site's worker controls it (it never keeps this page). */
async function openLink(page: Page, address: string): Promise<void> {
  await gotoReady(page, address);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/**
 * Presses the button; the message is in the summary (which has focus) and beside the button (its description);
 * the page and its address, signed link included, are where they were.
 */
async function pressAndExpectNotSent(page: Page, words: { button: string; problem: string; notSent: string }) {
  const address = page.url();
  const button = page.getByRole("button", { name: words.button });
  await button.click();
  const summary = page.getByRole("region", { name: words.problem });
  await expect(summary).toBeFocused();
  await expect(summary).toHaveCount(1);
  await expect(summary).toHaveAccessibleDescription(words.notSent);
  await expect(summary.getByRole("link")).toHaveText([words.notSent]);
  await expect(page.locator(".mg-form-frame__not-sent")).toHaveText(words.notSent);
  await expect(button).toHaveAccessibleDescription(words.notSent);
  expect(page.url()).toBe(address);
  return { button, summary };
}

test("e-mail link offline: 'nothing was sent' in the summary and beside the button; the link stays; works once connected", async ({
  page,
  context,
}) => {
  const email = `offline-en-${Date.now()}@example.com`;
  const query = await signedQuery(store, email);
  await openLink(page, `/email-preferences${query}`);

  await context.setOffline(true);
  const words = CONFIRM_EN;
  const { button, summary } = await pressAndExpectNotSent(page, words);
  await expectNoAxeViolations(page);
  await expectNotSentContrastInEveryTheme(page);
  // The summary's link goes to the button; a second press offline says it again (one summary, focused again).
  await summary.getByRole("link").press("Enter");
  await expect(button).toBeFocused();
  await pressAndExpectNotSent(page, words);
  expect((await store.get(email))?.confirmedAt).toBeNull();
  await expectNothingPersonalCached(page);

  // Connected again: the same press confirms, and the outcome page says so.
  await context.setOffline(false);
  await button.click();
  await expect(page).toHaveURL(/\/email-preferences\/confirmed$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your subscription is confirmed");
  expect((await store.get(email))?.confirmedAt).not.toBeNull();
  await expectNothingPersonalCached(page);
});

test("e-mail link in Spanish: offline, then a connection that reaches no server; the message is in Spanish both times", async ({
  page,
  context,
}) => {
  const email = `offline-es-${Date.now()}@example.com`;
  const query = await signedQuery(store, email);
  await openLink(page, `/es/email-preferences${query}#delete`);
  const words = {
    button: "Borrar mis datos",
    problem: "Hay un problema",
    notSent:
      "No se envió nada: este dispositivo está sin conexión. No cambió nada. Cuando vuelva a tener conexión, elija «Borrar mis datos» otra vez.",
  };

  await context.setOffline(true);
  await pressAndExpectNotSent(page, words);
  await expectNoAxeViolations(page);

  // The browser thinks it is online, but no server answers (a weak signal, a captive portal).
  await context.setOffline(false);
  let aborted = 0;
  await context.route(/\/es\/email-preferences\?/, (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    aborted += 1;
    return route.abort("internetdisconnected");
  });
  await page.waitForFunction(() => navigator.onLine);
  const { button } = await pressAndExpectNotSent(page, words);
  expect(aborted).toBe(1);
  expect(await store.get(email)).toBeDefined();

  await context.unrouteAll();
  await button.click();
  await expect(page).toHaveURL(/\/es\/email-preferences\/deleted$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sus datos están borrados");
  expect(await store.get(email)).toBeUndefined();
  await expectNothingPersonalCached(page);
});

test.describe("before the page's module runs", () => {
  // The module never arrives (a connection that dropped while the page loaded); no worker, which would keep it.
  test.use({ serviceWorkers: "block" });

  test("offline, a press before the module: the same message from the page's own script; the plain post once connected", async ({
    page,
    context,
  }) => {
    const email = `early-en-${Date.now()}@example.com`;
    const query = await signedQuery(store, email);
    let blocked = 0;
    await page.route(/\/assets\/enhance\.[\w-]+\.js$/, (route) => {
      blocked += 1;
      return route.abort("internetdisconnected");
    });
    await page.goto(`/email-preferences${query}`, { waitUntil: "load" });
    expect(blocked).toBe(1);
    await expect(page.locator("form[data-mg-enhanced]")).toHaveCount(0);

    await context.setOffline(true);
    const words = CONFIRM_EN;
    await pressAndExpectNotSent(page, words);
    await expectNoAxeViolations(page);
    const { button } = await pressAndExpectNotSent(page, words);
    expect((await store.get(email))?.confirmedAt).toBeNull();

    // Connected again, still without the module: the plain form posts and the server's redirect shows the outcome.
    await context.setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    await button.click();
    await expect(page).toHaveURL(/\/email-preferences\/confirmed$/);
    expect((await store.get(email))?.confirmedAt).not.toBeNull();
  });
});
