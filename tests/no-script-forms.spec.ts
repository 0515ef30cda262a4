import { expect, test, type Page } from "./page-errors/fixture.ts";

/**
 * With JavaScript turned off, the site's forms cannot work out or send anything (FormFrame's NoScriptSubmitStop):
 * pressing Enter in a field or looking for the button must not reload the page, empty what was typed or put the
 * answers (an age among them) in the address; the form's own <noscript> text says what it needs. Before
 * hydration, with JavaScript on, the same forms still submit as GET forms: tests/prehydration.
 */
test.use({ javaScriptEnabled: false });

async function typeAndPressEnter(page: Page, field: string, value: string) {
  const box = page.locator(field);
  await box.fill(value);
  await box.press("Enter");
  // A submit would start a navigation at once; give it the time to begin before reading the page.
  await page.waitForTimeout(300);
  return box;
}

const FORMS = [
  // A tool whose inputs are personal (age, birth date): they must never reach the address.
  { path: "/tools/enrollment-finder", field: "#enrollment-age", value: "64", says: /needs JavaScript/ },
  {
    path: "/es/tools/irmaa-calculator",
    field: "form[data-form-frame] input[name=income]",
    value: "150000",
    says: /necesita JavaScript/,
  },
  // The IRMAA page's calculator, under its tables.
  {
    path: "/irmaa-income-brackets",
    field: "form[data-form-frame] input[type=text]",
    value: "150000",
    says: /needs JavaScript/,
  },
] as const;

for (const { path, field, value, says } of FORMS) {
  test(`${path}: with JavaScript off, Enter keeps what was typed and the address, and no submit button is offered`, async ({
    page,
  }) => {
    await page.goto(path);
    const box = await typeAndPressEnter(page, field, value);
    expect(page.url()).toMatch(new RegExp(`${path.replace(/\//g, "\\/")}$`));
    await expect(box).toHaveValue(value);
    await expect(page.locator("form[data-form-frame] button[type=submit]:visible")).toHaveCount(0);
    // Playwright's text matchers skip <noscript>; the page's own text is read instead.
    expect(await page.locator("main").evaluate((main) => main.textContent)).toMatch(says);
  });
}
