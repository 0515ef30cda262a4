import { expect, test, type Page } from "./page-errors/fixture.ts";
import { gotoReady } from "./helpers.ts";

const QUIZ = "/find-your-path?utm_source=homepage&utm_medium=hero_cta&utm_campaign=quiz_engagement";

/** Chooses an option by its visible text (the whole row is the target) and goes on. */
async function answer(
  page: Page,
  text: string | RegExp,
  button: RegExp = /^(Next|Siguiente|Continue to Contact Info|Continuar a la información de contacto)$/,
) {
  await page.getByRole("radio", { name: text }).check({ force: true });
  await page.getByRole("button", { name: button }).click();
}

test.describe("Find Your Medicare Path", () => {
  test("keyboard only: errors beside the question and in a focused summary; focus moves to each heading; answers kept", async ({
    page,
  }) => {
    await gotoReady(page, QUIZ);
    const next = page.getByRole("button", { name: "Next" });
    await next.focus();
    await page.keyboard.press("Enter");
    const summary = page.getByRole("region", { name: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Please select an answer to continue");
    await expect(page.getByRole("radiogroup")).toContainText("Please select an answer to continue");
    // The summary link moves to the question; arrow keys choose.
    await summary.getByRole("link").press("Enter");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /already have Medicare/ })).toBeChecked();
    await expect(summary).toBeHidden();
    await next.focus();
    await page.keyboard.press("Enter");
    const heading = page.getByRole("heading", { level: 2, name: /Question 2 of 6/ });
    await expect(heading).toBeFocused();
    await page.getByRole("button", { name: "Back" }).press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: /Question 1 of 6/ })).toBeFocused();
    await expect(page.getByRole("radio", { name: /already have Medicare/ })).toBeChecked();
  });

  test("income options show single and joint amounts; last question says Continue to Contact Info", async ({
    page,
  }) => {
    await gotoReady(page, QUIZ);
    await answer(page, /already have Medicare/);
    await answer(page, /Original Medicare/);
    await expect(page.getByRole("radio", { name: /103,000.*206,000/ })).toHaveCount(2);
    await expect(page.getByRole("radio", { name: /More than \$161,000.*\$322,000/ })).toHaveCount(1);
    await answer(page, /More than \$161,000/);
    await answer(page, /^No$/);
    await answer(page, /IRMAA/);
    await page.getByRole("radio", { name: /check this website/ }).check({ force: true });
    await expect(page.getByRole("button", { name: "Continue to Contact Info" })).toBeVisible();
  });

  test("contact step: the spec's messages beside each field; sends exactly {email, path, answers, lang}; goes to the path", async ({
    page,
  }) => {
    await gotoReady(page, QUIZ);
    await answer(page, /already have Medicare/);
    await answer(page, /Original Medicare/);
    await answer(page, /More than \$161,000/);
    await answer(page, /^No$/);
    await answer(page, /IRMAA/);
    await answer(page, /check this website/);
    await expect(page.getByRole("heading", { level: 2, name: /Where should we send your guide/ })).toBeFocused();
    const send = page.getByRole("button", { name: "Send My Guide" });
    await send.click();
    const summary = page.getByRole("region", { name: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Please provide your email and agree to receive information",
      "Please provide your email and agree to receive information",
    ]);
    const email = page.getByRole("textbox", { name: /E-mail address/ });
    await email.fill("not an email");
    await send.click();
    await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
    await email.fill("reader@example.com");
    await page.getByRole("checkbox").check({ force: true });
    const request = page.waitForRequest("**/api/send-quiz-results");
    await send.click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["answers", "email", "lang", "path"]);
    expect(body.path).toBe("/path/irmaa-planning");
    expect(JSON.stringify(body)).not.toContain("utm");
    await expect(page.getByRole("status").filter({ hasText: "Thank you! Check your email" }).first()).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem("quiz-answers"));
    expect(stored).toContain("irmaa");
    expect(stored).not.toContain("@");
    await page.waitForURL("**/path/irmaa-planning", { timeout: 5000 });
  });

  test("when sending fails it says so honestly and still goes to the path; no double submit", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/send-quiz-results", async (route) => {
      calls++;
      await new Promise((r) => setTimeout(r, 300));
      await route.fulfill({ status: 503, body: "down" });
    });
    await gotoReady(page, "/es/find-your-path");
    // First option of every question: "turning 65 soon" leads to getting-started (rule 1).
    for (let i = 0; i < 6; i++) {
      await page.getByRole("radio").first().check({ force: true });
      await page.locator(".mg-quiz__form button[type=submit]").click();
    }
    await expect(page.getByRole("heading", { level: 2, name: /Dónde|dónde/ })).toBeFocused();
    await page.getByRole("textbox").fill("lector@example.com");
    await page.getByRole("checkbox").check({ force: true });
    const send = page.locator(".mg-quiz__form button[type=submit]");
    await send.click();
    await send.click({ force: true }).catch(() => {});
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /no pudimos/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/Gracias/)).toHaveCount(0);
    await page.waitForURL("**/es/path/getting-started", { timeout: 5000 });
    expect(calls).toBe(1);
  });
});
