import { expect, test, type Page } from "./page-errors/fixture.ts";
import { expectNoAxeViolations, expectNotSentContrastInEveryTheme, openAndKeep } from "./offline-helpers.ts";

/**
 * Sending offline (issue 28: "the quiz too up to sending: sending offline says clearly that nothing was sent and
 * keeps the answers (no silent background retry of personal data)"), with the real service worker in real
 * Chromium: the quiz page was opened once, the visitor goes offline, answers every step from the saved copy and
 * presses Send. The message is beside the button and in the error summary, in the page's language; nothing is
 * lost and the visitor is not taken away; once connected, Send works.
 */
test.use({ serviceWorkers: "allow" });

/** Opens the quiz online (the worker keeps it), goes offline, reloads it from the saved copy, answers the six
 * questions with each one's first option and fills the contact step. */
async function answerOffline(page: Page, context: import("@playwright/test").BrowserContext, path: string) {
  await openAndKeep(page, path);
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector("html[data-mg-ready]");
  for (let step = 0; step < 6; step++) {
    await page.getByRole("radio").first().check({ force: true });
    await page.locator(".mg-quiz__form button[type=submit]").click();
  }
  await page.getByRole("textbox").fill("reader@example.com");
  await page.getByRole("checkbox").check({ force: true });
}

/**
 * Presses Send offline; the message is in the focused summary and beside the button (its description); 2.5 s later
 * (the old redirect came after 2) the visitor is still on the quiz with the address typed.
 */
async function sendAndExpectNotSent(
  page: Page,
  path: string,
  words: { send: string; problem: string; notSent: string },
) {
  const send = page.getByRole("button", { name: words.send });
  await send.click();
  const summary = page.getByRole("region", { name: words.problem });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([words.notSent]);
  await expect(page.locator(".mg-form-frame__not-sent")).toHaveText(words.notSent);
  await expect(send).toHaveAccessibleDescription(words.notSent);
  await expectNoAxeViolations(page);
  await page.waitForTimeout(2500);
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.getByRole("textbox")).toHaveValue("reader@example.com");
  return { send, summary };
}

test("quiz offline: 'nothing was sent, your answers are kept' beside Send and in the summary; stays; sends once connected", async ({
  page,
  context,
}) => {
  await answerOffline(page, context, "/find-your-path");
  const { send, summary } = await sendAndExpectNotSent(page, "/find-your-path", {
    send: "Send My Guide",
    problem: "There is a problem",
    notSent:
      "Nothing was sent: this device is offline. Your answers are still here. When you are connected again, choose “Send My Guide” again.",
  });
  await expectNotSentContrastInEveryTheme(page);
  // The summary's link goes to the button.
  await summary.getByRole("link").press("Enter");
  await expect(send).toBeFocused();
  // Nothing chosen is lost, no toast, no "Thank you".
  await expect(page.getByRole("checkbox")).toBeChecked();
  await expect(page.getByText(/Thank you/)).toHaveCount(0);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio").first()).toBeChecked();
  // The message belongs to the contact step: a question step has no Send for its link to point at.
  await expect(page.getByRole("region", { name: "There is a problem" })).toHaveCount(0);
  await page.locator(".mg-quiz__form button[type=submit]").click();

  // Connected again: the same press sends, the notice goes away, and the visitor goes to the guide.
  await context.setOffline(false);
  const request = page.waitForRequest("**/api/send-quiz-results");
  await send.click();
  expect((await request).postDataJSON()).toMatchObject({ email: "reader@example.com", lang: "en" });
  await expect(page.locator(".mg-form-frame__not-sent")).toHaveCount(0);
  await page.waitForURL("**/path/getting-started", { timeout: 10_000 });
});

test("quiz offline in Spanish: the message is in Spanish, beside the button and in the summary", async ({
  page,
  context,
}) => {
  await answerOffline(page, context, "/es/find-your-path");
  await sendAndExpectNotSent(page, "/es/find-your-path", {
    send: "Enviar mi guía",
    problem: "Hay un problema",
    notSent:
      "No se envió nada: este dispositivo está sin conexión. Sus respuestas siguen aquí. Cuando vuelva a tener conexión, elija «Enviar mi guía» otra vez.",
  });
});
