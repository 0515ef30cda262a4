import { expect, test } from "./page-errors/fixture.ts";
import { KNOWN_ISSUES } from "../content/pages/index.ts";
import enStrings from "../locales/en/accessibility-report.json" with { type: "json" };
import esStrings from "../locales/es/accessibility-report.json" with { type: "json" };
import { fetchHtml, gotoReady } from "./helpers.ts";

/**
 * The accessibility statement links to the test report and ACR, pages of the site in English and Spanish
 * built from a11y/published/acr.json (issue 11: "/es/accessibility-report/acr ... return 200 in Spanish");
 * the full results table and the ACR data are published beside them (scripts/postbuild.ts).
 */
test.describe("accessibility report and ACR", () => {
  for (const [lang, prefix, captions, conformance, h1] of [
    [
      "en",
      "",
      [
        "Table 1: Success criteria, level A",
        "Table 2: Success criteria, level AA",
        "Table 3: Success criteria, level AAA",
      ],
      "Partially supports",
      "Accessibility test report",
    ],
    [
      "es",
      "/es",
      [
        "Tabla 1: Criterios de conformidad, nivel A",
        "Tabla 2: Criterios de conformidad, nivel AA",
        "Tabla 3: Criterios de conformidad, nivel AAA",
      ],
      "Cumple en parte",
      "Informe de pruebas de accesibilidad",
    ],
  ] as const) {
    test(`${lang}: the report and the ACR are prerendered in their language, with every table`, async ({ baseURL }) => {
      const report = await fetchHtml(baseURL!, `${prefix}/accessibility-report`);
      expect(report.status).toBe(200);
      expect(report.html).toContain(`<html lang="${lang}"`);
      expect(report.html).toContain(`<h1>${h1}</h1>`);
      expect(report.html).toContain(`href="${prefix}/accessibility-report/acr"`);
      const acr = await fetchHtml(baseURL!, `${prefix}/accessibility-report/acr`);
      expect(acr.status).toBe(200);
      expect(acr.html).toContain(`<html lang="${lang}"`);
      for (const caption of captions) expect(acr.html).toContain(caption);
      expect(acr.html).toContain(conformance);
      // Each cited custom check links to its description and its results in the results table (issue 26).
      expect(acr.html).toContain('href="/accessibility-report/results#check-reflow"');
      expect(acr.html).toContain('href="/accessibility-report/results#check-reflow-results"');
      // The language switcher leads to the other language's twin.
      const other = lang === "en" ? "/es/accessibility-report/acr" : "/accessibility-report/acr";
      expect(acr.html).toContain(`href="${other}"`);
    });
  }

  test("the Spanish ACR names criteria as the W3C Spanish translation does", async ({ baseURL }) => {
    const acr = await fetchHtml(baseURL!, "/es/accessibility-report/acr");
    for (const name of [
      "1.1.1 Contenido no textual",
      "2.4.11 Foco no oculto (mínimo)",
      "3.3.8 Autenticación accesible (mínima)",
    ])
      expect(acr.html).toContain(name);
    expect(acr.html).not.toContain("Non-text Content");
  });

  test("the full results table and the ACR data are published beside the pages", async ({ baseURL }) => {
    const results = await fetchHtml(baseURL!, "/accessibility-report/results");
    expect(results.status).toBe(200);
    expect(results.html).not.toContain("<script");
    for (const file of ["/accessibility-report/report.css", "/accessibility-report/acr.json"]) {
      const response = await fetch(new URL(file, baseURL));
      expect(response.status, file).toBe(200);
    }
  });

  for (const [path, lang, name, h1] of [
    ["/accessibility", "en", "Accessibility Conformance Report", "Accessibility Conformance Report (WCAG 2.2)"],
    [
      "/es/accessibility",
      "es",
      "Informe de Conformidad de Accesibilidad",
      "Informe de Conformidad de Accesibilidad (WCAG 2.2)",
    ],
  ] as const) {
    test(`${path}: keyboard to the ACR link opens the ACR in the same language; the known issues are listed`, async ({
      page,
    }) => {
      await gotoReady(page, path);
      for (const issue of KNOWN_ISSUES) await expect(page.locator("main")).toContainText(issue[lang]);
      const link = page.getByRole("link", { name, exact: true });
      await link.focus();
      await expect(link).toBeFocused();
      await Promise.all([
        page.waitForURL(`**${lang === "es" ? "/es" : ""}/accessibility-report/acr`),
        page.keyboard.press("Enter"),
      ]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // Reached by a link (the route's data, not the prerendered page): the Spanish levels keep the VPAT's terms.
      if (lang === "es")
        await expect(
          page.locator("main [lang='en']", { hasText: enStrings.acr.conformance.supports }).first(),
        ).toBeVisible();
    });
  }

  // Issue 10, "ship only the current language's strings", then issue 29: the ACR is a reading page, which never
  // hydrates, so no script it loads carries report strings in either language (they are in its HTML).
  for (const [path, own, other] of [
    ["/accessibility-report/acr", enStrings, esStrings],
    ["/es/accessibility-report/acr", esStrings, enStrings],
  ] as const) {
    test(`${path}: no script carries the report's strings, in either language`, async ({ page }) => {
      const scripts: Promise<string>[] = [];
      page.on("response", (response) => {
        // A script still arriving when the test ends (a chunk loaded after hydration) is read as empty.
        if (response.url().endsWith(".js")) scripts.push(response.text().catch(() => ""));
      });
      await gotoReady(page, path);
      await page.waitForLoadState("networkidle");
      const bodies = await Promise.all(scripts);
      // The scripts were read (the enhancement module at least), and the page shows its own words.
      expect(bodies.length).toBeGreaterThan(0);
      await expect(page.locator("main")).toContainText(own.acr.lede.slice(0, 40));
      for (const text of [own.acr.lede, own.report.lede, other.acr.lede, other.report.lede])
        expect(bodies.some((body) => body.includes(text.slice(0, 40)))).toBe(false);
    });
  }
});
