import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Lang } from "@medicare-guide/content/routes";
import { LegalPage } from "./LegalPage.tsx";
import { resolveLegalPage } from "./resolve-legal.ts";
import type { LegalPageId } from "@medicare-guide/content/pages/types";
import { KNOWN_ISSUES } from "@medicare-guide/content/pages/known-issues";
import { renderInSite } from "../../test/render.tsx";

function renderPage(id: LegalPageId, lang: Lang = "en") {
  const page = resolveLegalPage(id, lang);
  renderInSite(<LegalPage page={page} />, { lang, path: `/${id}` });
  return page;
}

describe("LegalPage", () => {
  it("has one h1, the Last updated date, and an h2 per section", () => {
    const page = renderPage("disclaimer");
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([page.title]);
    const time = document.querySelector("time");
    expect(time?.getAttribute("dateTime")).toBe(page.updated);
    expect(time?.parentElement?.textContent).toBe(`Last updated: ${page.updatedLabel}`);
    const h2s = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual(page.sections.map((s) => s.heading));
  });

  it("lists every section in the table of contents, linked to its anchor", () => {
    const page = renderPage("disclaimer");
    const toc = screen.getByRole("navigation", { name: "On this page" });
    const links = within(toc).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(
      page.sections.map((s) => [s.heading, `#${s.id}`]),
    );
    for (const section of page.sections)
      expect(document.getElementById(section.id)?.querySelector("h2")?.textContent).toBe(section.heading);
    expect(document.getElementById("terms-of-use")).not.toBe(null);
    expect(document.getElementById("mission")).not.toBe(null);
  });

  it("renders subsections as h3 inside their section", () => {
    renderPage("privacy-policy");
    const section = document.getElementById("what-we-collect");
    expect(section?.querySelectorAll("h3").length).toBe(4);
    expect(document.getElementById("kept-in-your-browser")?.closest("#what-we-collect")).toBe(section);
  });

  it("shows a Back link to home on the privacy policy only", () => {
    renderPage("privacy-policy");
    expect(screen.getByRole("link", { name: /Back/ }).getAttribute("href")).toBe("/");
  });

  it("has no Back link on the other pages", () => {
    renderPage("editorial-policy");
    expect(screen.queryByRole("link", { name: /Back/ })).toBe(null);
  });

  it("opens official sites in a new tab, says so, and gives lone links a full-size target", () => {
    renderPage("disclaimer");
    const medicareGov = screen.getByRole("link", { name: /Medicare\.gov/ });
    expect(medicareGov.getAttribute("target")).toBe("_blank");
    expect(medicareGov.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(medicareGov.textContent).toContain("(opens in a new tab)");
    const contact = screen.getByRole("link", { name: "Contact us" });
    expect(contact.getAttribute("href")).toBe("/contact-us");
    expect(contact.className).toContain("mg-link--inline");
    cleanup();
    renderPage("accessibility");
    expect(screen.getByRole("link", { name: "Write to us with our contact form" }).className).toContain(
      "mg-link--standalone",
    );
  });

  it("is in Spanish on Spanish pages, with Spanish links", () => {
    const page = renderPage("privacy-policy", "es");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(page.title);
    expect(screen.getByRole("navigation", { name: "En esta página" })).not.toBe(null);
    expect(screen.getByRole("link", { name: /Volver/ }).getAttribute("href")).toBe("/es");
    expect(screen.getByRole("link", { name: "Contáctenos" }).getAttribute("href")).toBe("/es/contact-us");
    expect(document.querySelector("time")?.parentElement?.textContent).toBe(
      "Última actualización: 27 de noviembre de 2026",
    );
  });

  it("the accessibility statement links to the test report and ACR in its own language and lists the known issues", () => {
    for (const lang of ["en", "es"] as const) {
      renderPage("accessibility", lang);
      const report = screen.getByRole("link", {
        name: lang === "en" ? "accessibility test report" : "informe de pruebas de accesibilidad",
      });
      const prefix = lang === "es" ? "/es" : "";
      expect(report.getAttribute("href")).toBe(`${prefix}/accessibility-report`);
      const acr = screen.getByRole("link", {
        name: lang === "en" ? "Accessibility Conformance Report" : "Informe de Conformidad de Accesibilidad",
      });
      expect(acr.getAttribute("href")).toBe(`${prefix}/accessibility-report/acr`);
      for (const issue of KNOWN_ISSUES) expect(document.body.textContent).toContain(issue[lang]);
      cleanup();
    }
  });
});
