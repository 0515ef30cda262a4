import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { acrReport } from "@medicare-guide/content/accessibility-report/acr";
import { KNOWN_ISSUES } from "@medicare-guide/content/pages/known-issues";
import { renderInSite } from "../../test/render.tsx";
import en from "../../../locales/en/accessibility-report.json";
import { AcrView } from "./AcrView.tsx";
import { ReportView } from "./ReportView.tsx";
import type { BuildProvenance } from "@medicare-guide/content/accessibility-report/build";

const buildText = () => screen.getByText("This copy of the website").nextElementSibling?.textContent;
const LATER: BuildProvenance = { build: "c".repeat(40), relation: "changed" };

describe("AcrView", () => {
  it("links a row's screen-reader evidence to its published transcripts, each in the language Orca spoke", () => {
    const report = acrReport("es");
    const row = report.rows.find((r) => r.id === "4.1.3")!;
    row.evidence = [
      {
        text: "Registro de prueba manual: Orca (aprobado)",
        links: [
          {
            href: "/accessibility-report/transcripts/es/quiz.txt",
            text: "Transcripción de Orca: cuestionario, en español",
            hrefLang: "es",
            plainText: true,
          },
        ],
      },
    ];
    renderInSite(<AcrView report={report} build={LATER} />, { lang: "es" });
    const link = screen.getByRole("link", { name: "Transcripción de Orca: cuestionario, en español" });
    expect(link.getAttribute("href")).toBe("/accessibility-report/transcripts/es/quiz.txt");
    expect(link.getAttribute("type")).toBe("text/plain");
    expect(link.getAttribute("hreflang")).toBe("es");
  });

  it("links a custom check to its description and its results in the run (the English results table)", () => {
    const report = acrReport("es");
    const row = report.rows.find((r) => r.id === "3.1.1")!;
    row.evidence = [
      {
        text: "Prueba propia de Playwright language-identified: ningún problema en 212 vistas de página",
        links: [
          {
            href: "/accessibility-report/results#check-language-identified",
            text: "Descripción de la prueba language-identified",
            hrefLang: "en",
          },
          {
            href: "/accessibility-report/results#check-language-identified-results",
            text: "Resultados de la prueba language-identified en esta ejecución",
            hrefLang: "en",
          },
        ],
      },
    ];
    renderInSite(<AcrView report={report} build={LATER} />, { lang: "es" });
    // The published run links the same check from other rows too (3.1.2): look inside 3.1.1's row only.
    const row311 = screen
      .getByText("Prueba propia de Playwright language-identified: ningún problema en 212 vistas de página")
      .closest("tr")!;
    const description = within(row311).getByRole("link", { name: "Descripción de la prueba language-identified" });
    expect(description.getAttribute("href")).toBe("/accessibility-report/results#check-language-identified");
    expect(description.getAttribute("hreflang")).toBe("en");
    expect(description.hasAttribute("type")).toBe(false);
    const results = within(row311).getByRole("link", {
      name: "Resultados de la prueba language-identified en esta ejecución",
    });
    expect(results.getAttribute("href")).toBe("/accessibility-report/results#check-language-identified-results");
  });

  it("Spanish: three captioned criteria tables with Spanish names, levels and remarks", () => {
    const report = acrReport("es");
    renderInSite(<AcrView report={report} build={LATER} vpatTerms={en.acr.conformance} />, { lang: "es" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Informe de Conformidad de Accesibilidad (WCAG 2.2)",
    );
    const tableA = screen.getByRole("table", { name: "Tabla 1: Criterios de conformidad, nivel A" });
    expect(
      within(tableA)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Criterio", "Grado de cumplimiento", "Observaciones y explicaciones"]);
    const rows = within(tableA).getAllByRole("rowheader");
    expect(rows).toHaveLength(report.rows.filter((r) => r.level === "A").length);
    expect(rows[0]!.textContent).toBe("1.1.1 Contenido no textual (Nivel A)");
    expect(screen.getByRole("table", { name: "Tabla 2: Criterios de conformidad, nivel AA" })).toBeTruthy();
    expect(screen.getByRole("table", { name: /^Tabla 3: Criterios de conformidad, nivel AAA/ })).toBeTruthy();
    expect(screen.getAllByText("Cumple en parte").length).toBeGreaterThan(1);
    // The VPAT term stays findable, marked as English.
    const vpat = screen.getAllByText("Partially supports");
    expect(vpat.every((el) => el.closest("[lang]")?.getAttribute("lang") === "en")).toBe(true);
    // Evidence sits in a native disclosure with a counted summary.
    expect(document.querySelector("details > summary")?.textContent).toMatch(/^Pruebas \(\d+\)$/);
    expect(screen.queryByText(/Non-text Content/)).toBeNull();
  });

  it("English: the same rows under the VPAT terms", () => {
    renderInSite(<AcrView report={acrReport("en")} build={LATER} />, { lang: "en" });
    const tableA = screen.getByRole("table", { name: "Table 1: Success criteria, level A" });
    expect(within(tableA).getAllByRole("rowheader")[0]!.textContent).toBe("1.1.1 Non-text Content (Level A)");
  });
});

describe("ReportView", () => {
  it("Spanish: run, summary, known issues, manual records and links to the Spanish ACR and statement", () => {
    const { rows: _rows, ...report } = acrReport("es");
    renderInSite(<ReportView report={report} issues={KNOWN_ISSUES.map((i) => i.es)} build={LATER} />, { lang: "es" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Informe de pruebas de accesibilidad");
    const summary = screen.getByRole("table", { name: "Criterios de conformidad por grado de cumplimiento" });
    expect(
      within(summary)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toContain("Sin evaluar");
    for (const issue of KNOWN_ISSUES) expect(screen.getByText(issue.es)).toBeTruthy();
    expect(screen.getByRole("table", { name: "Registros de pruebas manuales que cita este informe" })).toBeTruthy();
    expect(
      screen
        .getByRole("link", { name: "Informe de Conformidad de Accesibilidad: cada criterio con sus pruebas" })
        .getAttribute("href"),
    ).toBe("/es/accessibility-report/acr");
    expect(screen.getByRole("link", { name: "Nuestra declaración de accesibilidad" }).getAttribute("href")).toBe(
      "/es/accessibility",
    );
    // The technical table is English: the link says so and declares it.
    const results = screen.getByRole("link", { name: /tabla técnica larga, en inglés/ });
    expect(results.getAttribute("hreflang")).toBe("en");
  });
});

describe("the build that ships the report", () => {
  const { rows: _rows, ...report } = acrReport("en");

  it("a later build whose code changed says the results may not describe it, with its own commit", () => {
    renderInSite(<ReportView report={report} issues={[]} build={LATER} />, { lang: "en" });
    expect(buildText()).toBe(
      `built from commit ${"c".repeat(12)}. Its code has changed since the tested version, so these results may not describe it exactly. The next full test run replaces them.`,
    );
    expect(document.querySelector("code[data-build-commit]")?.getAttribute("data-build-commit")).toBe("c".repeat(40));
  });

  it("the tested commit, a report-only later commit, no history: each says what it knows", () => {
    const { unmount } = renderInSite(
      <ReportView report={report} issues={[]} build={{ build: report.commit, relation: "same" }} />,
      { lang: "en" },
    );
    expect(buildText()).toMatch(/\. The same version that was tested, so these results describe it\.$/);
    unmount();
    const second = renderInSite(
      <AcrView report={acrReport("en")} build={{ build: "d".repeat(40), relation: "same-code" }} />,
      {
        lang: "en",
      },
    );
    expect(buildText()).toMatch(/Its code is the same as the tested version's/);
    second.unmount();
    renderInSite(<ReportView report={report} issues={[]} build={{ build: "unknown", relation: "unknown" }} />, {
      lang: "es",
    });
    expect(screen.getByText("Esta copia del sitio web").nextElementSibling?.textContent).toBe(
      "No se puede comparar con la versión probada (se creó sin el historial del proyecto), así que es posible que estos resultados no la describan.",
    );
  });
});
