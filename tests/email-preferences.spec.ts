import { expect, test, type Browser } from "./page-errors/fixture.ts";
import type { QuizStore } from "../functions/quiz-data/types.ts";
import { openTestStore, signedQuery as signedQueryIn } from "./email-links.ts";

/**
 * The links in our e-mails, end to end against the production server and its
 * store (DATA_DIR of the test server): the buttons of /email-preferences work
 * with JavaScript off and on, in English and Spanish, and each outcome is
 * confirmed on its own page.
 */
let store: QuizStore;
test.beforeAll(() => {
  store = openTestStore();
});
test.afterAll(() => store.close());

const signedQuery = (email: string) => signedQueryIn(store, email);

async function noJsPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe("e-mail preferences", () => {
  test("without JavaScript, in Spanish: confirm, then unsubscribe; each outcome on its own page", async ({
    browser,
  }) => {
    const email = `e2e-es-${Date.now()}@example.com`;
    const query = await signedQuery(email);
    const { page, close } = await noJsPage(browser);
    try {
      await page.goto(`/es/email-preferences${query}#confirm`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sus opciones de correo electrónico");
      await page.getByRole("button", { name: "Confirmar mi suscripción" }).click();
      await expect(page).toHaveURL(/\/es\/email-preferences\/confirmed(#\w+)?$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su suscripción está confirmada");
      expect((await store.get(email))?.confirmedAt).not.toBeNull();

      await page.goto(`/es/email-preferences${query}#stop`);
      await page.getByRole("button", { name: "Cancelar la suscripción" }).click();
      await expect(page).toHaveURL(/\/es\/email-preferences\/unsubscribed(#\w+)?$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su suscripción está cancelada");
      expect(await store.get(email)).toBeUndefined();
    } finally {
      await close();
    }
  });

  test("with JavaScript, in English: delete my data; a tampered link changes nothing", async ({ page }) => {
    const email = `e2e-en-${Date.now()}@example.com`;
    const query = await signedQuery(email);
    await page.goto(`/email-preferences${query.replace(/s=./, "s=!")}`);
    await page.waitForSelector("html[data-mg-ready]");
    await page.getByRole("button", { name: "Delete my data" }).click();
    await expect(page).toHaveURL(/\/email-preferences\/invalid-link(#\w+)?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
    expect(await store.get(email)).toBeDefined();

    await page.goto(`/email-preferences${query}#delete`);
    await page.waitForSelector("html[data-mg-ready]");
    await page.getByRole("button", { name: "Delete my data" }).click();
    await expect(page).toHaveURL(/\/email-preferences\/deleted(#\w+)?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your data is deleted");
    expect(await store.get(email)).toBeUndefined();
  });
});
