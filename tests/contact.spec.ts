import { expect, test, type Page } from "./page-errors/fixture.ts";
import { CONTACT_EMAIL } from "../content/pages/contact.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";
import { axeViolations } from "./axe.ts";

const EN = {
  path: "/contact-us",
  fields: ["Name", "Email", "Subject", "Message"],
  submit: "Send Message",
  summary: "There is a problem",
  errors: [
    "Name is required",
    "Invalid email address",
    "Subject is required",
    "Message must be at least 10 characters",
  ],
  status: ["Opening email client", "Your default email application will open with your message."],
};
const ES = {
  path: "/es/contact-us",
  fields: ["Nombre", "Correo electrónico", "Asunto", "Mensaje"],
  submit: "Enviar mensaje",
  summary: "Hay un problema",
  errors: [
    "El nombre es obligatorio",
    "La dirección de correo electrónico no es válida",
    "El asunto es obligatorio",
    "El mensaje debe tener al menos 10 caracteres",
  ],
  status: [
    "Abriendo su programa de correo",
    "Su programa de correo electrónico predeterminado se abrirá con su mensaje.",
  ],
};
const IDS = ["contact-name", "contact-email", "contact-subject", "contact-message"];

const field = (page: Page, label: string) => page.getByRole("textbox", { name: new RegExp(`^${label}`) });

/** Keyboard only: from the Name field, Tab to the submit button and press Enter. */
async function submitByKeyboard(page: Page, strings: typeof EN) {
  await field(page, strings.fields[0]!).focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: strings.submit })).toBeFocused();
  await page.keyboard.press("Enter");
}

test.describe("contact page without JavaScript", () => {
  for (const [lang, path] of [
    ["en", "/contact-us"],
    ["es", "/es/contact-us"],
  ] as const) {
    test(`${path} shows the address as a mailto link, the response time and the notice`, async ({ baseURL }) => {
      const { status, html } = await fetchHtml(baseURL!, path);
      expect(status).toBe(200);
      expect(html).toContain(`href="mailto:${CONTACT_EMAIL}"`);
      expect(html).toContain(lang === "en" ? "2-3 business days" : "2 a 3 días hábiles");
      expect(html).toContain(
        lang === "en" ? "Never send us your Medicare number" : "Nunca nos envíe su número de Medicare",
      );
      expect(html).toContain('href="tel:+18006334227"');
      // The form needs JavaScript; without it the page says so and gives the address.
      expect(html).toContain(lang === "en" ? "The message form needs JavaScript" : "El formulario necesita JavaScript");
    });
  }
});

test.describe("contact form", () => {
  test("back link goes home", async ({ page }) => {
    await gotoReady(page, "/contact-us");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  for (const strings of [EN, ES]) {
    test(`${strings.path}: keyboard only, empty submit -> summary focused, links move to fields, messages beside fields`, async ({
      page,
    }) => {
      await gotoReady(page, strings.path);
      await submitByKeyboard(page, strings);

      const summary = page.getByRole("region", { name: strings.summary });
      await expect(summary).toBeFocused();
      const links = summary.getByRole("link");
      await expect(links).toHaveText(strings.errors);

      for (let i = 0; i < 4; i++) {
        await summary.focus();
        for (let j = 0; j <= i; j++) await page.keyboard.press("Tab");
        await expect(links.nth(i)).toBeFocused();
        await page.keyboard.press("Enter");
        const input = page.locator(`#${IDS[i]}`);
        await expect(input).toBeFocused();
        await expect(input).toHaveAttribute("aria-invalid", "true");
        await expect(input).toHaveAccessibleDescription(new RegExp(strings.errors[i]!));
        await expect(input).toBeInViewport();
      }
    });
  }

  test("values typed are kept after a failed submit; only remaining errors are listed", async ({ page }) => {
    await gotoReady(page, "/contact-us");
    await field(page, "Name").fill("Ana López");
    await field(page, "Email").fill("ana@example");
    await field(page, "Subject").fill("A question about Part B");
    await field(page, "Message").fill("Short");
    await submitByKeyboard(page, EN);
    const summary = page.getByRole("region", { name: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Invalid email address",
      "Message must be at least 10 characters",
    ]);
    await expect(field(page, "Name")).toHaveValue("Ana López");
    await expect(field(page, "Email")).toHaveValue("ana@example");
    await expect(field(page, "Subject")).toHaveValue("A question about Part B");
    await expect(field(page, "Message")).toHaveValue("Short");
  });

  test("a too-long name gets its own clear message", async ({ page }) => {
    await gotoReady(page, "/contact-us");
    await field(page, "Name").fill("x".repeat(101));
    await submitByKeyboard(page, EN);
    await expect(page.getByRole("region", { name: "There is a problem" }).getByRole("link").first()).toHaveText(
      "Name must be 100 characters or fewer",
    );
  });

  for (const strings of [EN, ES]) {
    test(`${strings.path}: a valid message shows the status message and the toast, and clears the form`, async ({
      page,
    }) => {
      await gotoReady(page, strings.path);
      await field(page, strings.fields[0]!).fill("Ana López");
      await field(page, strings.fields[1]!).fill("ana@example.com");
      await field(page, strings.fields[2]!).fill("Part B & IRMAA?");
      await field(page, strings.fields[3]!).fill("First line\nSecond line: ¿cómo?");
      await submitByKeyboard(page, strings);

      const status = page.locator(".mg-contact__status");
      await expect(status).toHaveAttribute("role", "status");
      await expect(status).toContainText(strings.status[0]!);
      await expect(status).toContainText(strings.status[1]!);
      await expect(status.getByRole("link", { name: CONTACT_EMAIL })).toHaveAttribute(
        "href",
        `mailto:${CONTACT_EMAIL}`,
      );
      const retry = status.getByRole("link").first();
      const href = (await retry.getAttribute("href")) ?? "";
      expect(href.startsWith(`mailto:${CONTACT_EMAIL}?subject=Part%20B%20%26%20IRMAA%3F&body=`)).toBe(true);
      expect(decodeURIComponent(href.split("&body=")[1] ?? "")).toContain("First line\r\nSecond line: ¿cómo?");

      const toasts = page.getByRole("region", { name: strings === EN ? "Notifications" : "Notificaciones" });
      await expect(toasts).toContainText(strings.status[0]!);
      await expect(toasts).toContainText(strings.status[1]!);

      for (const label of strings.fields) await expect(field(page, label)).toHaveValue("");
      await expect(page.getByRole("region", { name: strings.summary })).toHaveCount(0);
    });
  }
});

test.describe("contact form states pass axe", () => {
  // The shell's floating quiz button (shown once the page is scrolled) is the shell's to fix and the a11y gate's
  // to report (axe "region": it sits outside the landmarks); this spec checks the contact page's own states.

  for (const width of [320, 1280]) {
    test(`errors and success at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, "/contact-us");
      await submitByKeyboard(page, EN);
      await expect(page.getByRole("region", { name: EN.summary })).toBeFocused();
      expect(await axeViolations(page, { exclude: ".mg-floating-quiz" })).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await field(page, "Name").fill("Ana");
      await field(page, "Email").fill("ana@example.com");
      await field(page, "Subject").fill("Hello");
      await field(page, "Message").fill("A message long enough.");
      await submitByKeyboard(page, EN);
      await expect(page.locator(".mg-contact__status")).toContainText(EN.status[0]!);
      expect(await axeViolations(page, { exclude: ".mg-floating-quiz" })).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
