import { expect, test, type Page } from "./page-errors/fixture.ts";
import { NEWS_SLUGS } from "../content/news/slugs.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";

const ARTICLE = `/news/${NEWS_SLUGS[0]}`;

/** Keyboard only: Tab until the question field has focus. */
async function tabToField(page: Page, label: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press("Tab");
    const hit = await page.evaluate((wanted) => {
      const el = document.activeElement;
      return el instanceof HTMLTextAreaElement && el.labels?.[0]?.textContent?.includes(wanted) === true;
    }, label);
    if (hit) return;
  }
  throw new Error(`Tab never reached the field ${label}`);
}

test.describe("reader question without JavaScript", () => {
  for (const [path, heading, link] of [
    ["/faq", "Have a Medicare Question?", "/contact-us"],
    [`/es${ARTICLE}`, "¿Tiene una pregunta sobre Medicare?", "/es/contact-us"],
  ] as const) {
    test(`${path}: no form that cannot work, a link to the contact form instead`, async ({ baseURL }) => {
      const { html } = await fetchHtml(baseURL!, path);
      // A reading page (/faq, the articles) carries the form inert in a <template> for its enhancement module (issue 29).
      const box = (/<section class="mg-reader-question"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "").replace(
        /<template[\s\S]*<\/template>/,
        "",
      );
      expect(box).toContain(heading);
      expect(box).toContain(`href="${link}"`);
      expect(box).not.toContain("<textarea");
      expect(box).not.toContain("<form");
    });
  }
});

test.describe("reader question", () => {
  test("FAQ (en), keyboard only: Save stays off while blank, saving stores the question and confirms honestly", async ({
    page,
  }) => {
    await gotoReady(page, "/faq");
    const save = page.getByRole("button", { name: "Save my question" });
    await expect(save).toBeDisabled();
    await expect(page.getByText("The Save button turns on once you type a question.")).toBeVisible();
    await tabToField(page, "Your question");
    await page.keyboard.type("   ");
    await expect(save).toBeDisabled();
    await page.keyboard.type("Does Medicare pay for hearing aids?");
    await expect(save).toBeEnabled();
    await expect(page.getByText("You have 162 characters remaining")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(save).toBeFocused();
    await page.keyboard.press("Enter");
    const status = page.getByRole("status").filter({ hasText: "Your question is saved on this device" });
    await expect(status).toBeFocused();
    await expect(status).toContainText("This website does not receive your question and cannot answer it.");
    await expect(status.getByRole("link", { name: "1-800-MEDICARE (1-800-633-4227)" })).toHaveAttribute(
      "href",
      "tel:+18006334227",
    );
    await expect(status.getByRole("link", { name: "contact form" })).toHaveAttribute("href", "/contact-us");
    await expect(page.getByRole("textbox", { name: "Your question" })).toHaveValue("");
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem("userQuestions") ?? "[]") as { question: string; timestamp: string }[],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.question).toBe("Does Medicare pay for hearing aids?");
    expect(new Date(stored[0]!.timestamp).toISOString()).toBe(stored[0]!.timestamp);
    // The confirmation does not vanish.
    await page.waitForTimeout(1500);
    await expect(status).toBeVisible();
  });

  test("news article (es), storage that throws: the box says it could not save and keeps the text", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("blocked", "SecurityError");
      };
    });
    await gotoReady(page, `/es${ARTICLE}`);
    await expect(page.getByRole("heading", { name: "¿Tiene una pregunta sobre Medicare?" })).toBeVisible();
    await tabToField(page, "Su pregunta");
    await page.keyboard.type("¿Cubre Medicare los lentes?");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const status = page.getByRole("status").filter({ hasText: "No se pudo guardar su pregunta" });
    await expect(status).toBeFocused();
    await expect(status.getByRole("link", { name: "formulario de contacto" })).toHaveAttribute(
      "href",
      "/es/contact-us",
    );
    await expect(page.getByRole("textbox", { name: "Su pregunta" })).toHaveValue("¿Cubre Medicare los lentes?");
  });

  test("over 200 characters: an error on the field, nothing stored (en article)", async ({ page }) => {
    await gotoReady(page, ARTICLE);
    await tabToField(page, "Your question");
    await page.keyboard.insertText("x".repeat(205));
    await expect(page.getByText("You have 5 characters too many")).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const field = page.getByRole("textbox", { name: "Your question" });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Shorten it to 200 characters or fewer.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userQuestions"))).toBeNull();
  });
});
