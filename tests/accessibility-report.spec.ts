import { expect, test } from "@playwright/test";
import { KNOWN_ISSUES } from "../content/pages/index.ts";
import { fetchHtml, gotoHydrated } from "./helpers.ts";

/**
 * The accessibility statement links to the published test report and ACR
 * (a11y/published, copied into the build by scripts/postbuild.ts), in both
 * languages, and lists the known issues the report produced.
 */
test.describe("published accessibility report", () => {
  test("the report and the ACR are served as pages of their own, without scripts", async ({ baseURL }) => {
    const report = await fetchHtml(baseURL!, "/accessibility-report");
    expect(report.status).toBe(200);
    expect(report.html).toContain('<html lang="en">');
    expect(report.html).toContain("<h1>Accessibility and performance report</h1>");
    expect(report.html).toContain('href="/accessibility-report/acr"');
    expect(report.html).not.toContain("<script");
    const acr = await fetchHtml(baseURL!, "/accessibility-report/acr");
    expect(acr.status).toBe(200);
    for (const caption of [
      "Table 1: Success Criteria, Level A",
      "Table 2: Success Criteria, Level AA",
      "Table 3: Success Criteria, Level AAA",
    ])
      expect(acr.html).toContain(caption);
    const css = await fetch(new URL("/accessibility-report/report.css", baseURL));
    expect(css.status).toBe(200);
  });

  for (const [path, lang, name] of [
    ["/accessibility", "en", "Accessibility Conformance Report"],
    ["/es/accessibility", "es", "Informe de Conformidad de Accesibilidad"],
  ] as const) {
    test(`${path}: keyboard to the ACR link opens the ACR; the known issues are listed`, async ({ page }) => {
      await gotoHydrated(page, path);
      for (const issue of KNOWN_ISSUES) await expect(page.locator("main")).toContainText(issue[lang]);
      const link = page.getByRole("link", { name, exact: true });
      await link.focus();
      await expect(link).toBeFocused();
      await Promise.all([page.waitForURL("**/accessibility-report/acr"), page.keyboard.press("Enter")]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Medicare Guide Accessibility Conformance Report",
      );
    });
  }
});
