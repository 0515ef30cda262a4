import { expect, test, type Page } from "./page-errors/fixture.ts";
import { fetchHtml, gotoReady } from "./helpers.ts";

/**
 * The yearly costs pages and /irmaa-income-brackets, by keyboard alone, in English and Spanish: each costs
 * page states its year and links the other; the jump links and anchors land on their sections; the tier
 * table follows the chosen year and filing status (MFS its own table); the page calculator's button is never
 * disabled: a press with missing input focuses the error summary (each message also beside its field, in the
 * IRMAA tool's words), then Calculate -> Recalculate -> live updates, and a negative income gets its error
 * beside the field. Without JavaScript every table is in the HTML.
 */

const L = {
  en: {
    prefix: "",
    calculate: "Calculate",
    recalculate: "Recalculate",
    statusMissing: "Choose how you filed your taxes",
    incomeMissing: "Enter your income as a number, for example 85000 (enter 0 if you had none)",
    single: /^Single/,
    joint: /^Married filing jointly/,
    separate: /^Married filing separately/,
    income: /income/i,
    tier3: /tier 3 of 6/,
    none: /you pay no IRMAA/,
    negative: "Enter an income of 0 or more",
    yearTable: "IRMAA brackets for 2025, married filing separately (income in 2023)",
  },
  es: {
    prefix: "/es",
    calculate: "Calcular",
    recalculate: "Volver a calcular",
    statusMissing: "Elija cómo presentó sus impuestos",
    incomeMissing: "Escriba su ingreso como un número, por ejemplo 85000 (escriba 0 si no tuvo ninguno)",
    single: /^Soltero o individual/,
    joint: /^Casado, declaración conjunta/,
    separate: /^Casado, declaración por separado/,
    income: /ingreso/i,
    tier3: /tramo 3 de 6/,
    none: /no paga IRMAA/,
    negative: "Escriba un ingreso de 0 o más",
    yearTable: "Tramos del IRMAA de 2025, casado, declaración por separado (ingresos de 2023)",
  },
} as const;

/** Moves focus with Tab until `target` has it (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, selector: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (
      await page
        .locator(selector)
        .evaluate((el) => el === document.activeElement)
        .catch(() => false)
    )
      return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Chooses a radio in a scope by keyboard: focus it and press Space. */
async function choose(page: Page, scope: string, name: RegExp) {
  const radio = page.locator(scope).getByRole("radio", { name });
  await radio.focus();
  await page.keyboard.press("Space");
  await expect(radio).toBeChecked();
}

for (const lang of ["en", "es"] as const) {
  const l = L[lang];

  test(`costs pages state their year, link the other year and jump to their sections (${lang})`, async ({ page }) => {
    await gotoReady(page, `${l.prefix}/medicare-costs-2025`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("2025");
    for (const id of ["costs", "key-figures", "medicare-costs", "irmaa-table", "sources"])
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    // The jump link to the year's IRMAA table, by keyboard.
    const jump = page.locator('.mg-costs__jump a[href="#irmaa-table"]');
    await tabTo(page, '.mg-costs__jump a[href="#irmaa-table"]');
    await expect(jump).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#irmaa-table$/);
    await expect(page.locator("#irmaa-table h2")).toBeInViewport();
    // The other year's page, then the calculator link to the IRMAA page.
    await page.locator(`#costs a[href="${l.prefix}/medicare-costs-2026"]`).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/medicare-costs-2026$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("2026");
    await page.locator(`.mg-costs__jump a[href="${l.prefix}/irmaa-income-brackets#irmaa-calculator"]`).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/irmaa-income-brackets#irmaa-calculator$`));
    await expect(page.locator("#irmaa-calculator h2")).toBeInViewport();
  });

  test(`IRMAA page calculator: never disabled, errors in the summary and beside each field, then Calculate -> Recalculate -> live (${lang})`, async ({
    page,
  }) => {
    await gotoReady(page, `${l.prefix}/irmaa-income-brackets`);
    for (const id of ["irmaa", "irmaa-table", "irmaa-guide", "irmaa-calculator", "calculator"])
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    const form = page.locator("#calculator");
    const button = form.getByRole("button", { name: l.calculate, exact: true });
    await expect(button).toBeEnabled();
    const status = page.locator("#irmaa-page-result").getByRole("status");
    await expect(status).toHaveText("");

    // An empty press: the summary takes focus and lists both errors, which also show beside their fields.
    await button.focus();
    await page.keyboard.press("Enter");
    const summary = form.locator(".mg-error-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([l.statusMissing, l.incomeMissing]);
    await expect(form.getByText(l.statusMissing)).toHaveCount(2);
    const income = form.getByRole("textbox", { name: l.income });
    await expect(income).toHaveAttribute("aria-invalid", "true");
    await expect(status).toHaveText("");

    // The summary's link leads to the field; what is typed stays after another failed press.
    await summary.getByRole("link", { name: l.incomeMissing }).press("Enter");
    await expect(income).toBeFocused();
    await page.keyboard.type("150000");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(summary.getByRole("link")).toHaveText([l.statusMissing]);
    await expect(income).toHaveValue("150000");

    await choose(page, "#calculator", l.single);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(summary).toBeHidden();
    const again = form.getByRole("button", { name: l.recalculate, exact: true });
    await expect(again).toBeVisible();
    await expect(status).toContainText(l.tier3);

    // Live: a new filing status updates the result without pressing the button.
    await choose(page, "#calculator", l.joint);
    await expect(status).toContainText(l.none);
    // Live: typing a new income updates it too.
    await income.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("300000");
    await page.keyboard.press("Tab");
    await expect(status).toContainText(l.tier3);

    // A negative income: error beside the field, no result.
    await income.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("-5");
    await page.keyboard.press("Tab");
    await expect(form.getByText(l.negative)).toHaveCount(2);
    await expect(income).toHaveAttribute("aria-invalid", "true");
    await expect(status).toHaveText("");
  });

  test(`IRMAA tier table follows year and filing status; MFS has its own table (${lang})`, async ({ page }) => {
    await gotoReady(page, `${l.prefix}/irmaa-income-brackets`);
    const section = page.locator("#irmaa-table");
    await expect(section.getByRole("table")).toHaveCount(1);
    await expect(section.getByRole("table").getByRole("row")).toHaveCount(7);
    await choose(page, "#irmaa-table", /^2025/);
    await choose(page, "#irmaa-table", l.separate);
    const table = section.getByRole("table", { name: l.yearTable });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(4);
    // The table's scrolling region is focusable and named by the caption.
    await expect(section.getByRole("region", { name: l.yearTable })).toHaveAttribute("tabindex", "0");
  });
}

test("without JavaScript the IRMAA page has every table and the costs pages their figures", async ({ baseURL }) => {
  const irmaa = await fetchHtml(baseURL ?? "", "/irmaa-income-brackets");
  expect(irmaa.status).toBe(200);
  expect(irmaa.html.match(/<table/g)).toHaveLength(6);
  expect(irmaa.html).toContain("IRMAA brackets for 2025, married filing separately");
  const es = await fetchHtml(baseURL ?? "", "/es/medicare-costs-2025");
  expect(es.status).toBe(200);
  expect(es.html).toContain("Costos de Medicare en 2025");
  expect(es.html.match(/<table/g)).toHaveLength(1);
});
