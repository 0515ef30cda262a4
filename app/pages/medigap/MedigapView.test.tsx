import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatFigure } from "@medicare-guide/content/figures/index";
import { getMedigapPage, type MedigapPageId } from "@medicare-guide/content/medigap/index";
import type { Lang } from "@medicare-guide/content/routes";
import { MedigapView } from "./MedigapView.tsx";
import { renderInSite } from "../../test/render.tsx";

function renderPage(id: MedigapPageId, lang: Lang = "en") {
  return renderInSite(<MedigapView page={getMedigapPage(id, lang)} />, { lang });
}

describe("MedigapView", () => {
  it("hub: one h1, the On This Page navigation linking every section, sections with stable ids", () => {
    const { container } = renderPage("medigap");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const nav = screen.getAllByRole("navigation", { name: "On this page" })[0]!;
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "#what-is-medigap",
      "#standardized-plans",
      "#enrollment-windows",
      "#medigap-vs-advantage",
      "#next-steps",
    ]);
    for (const link of links) expect(container.querySelector(`section${link.getAttribute("href")!} h2`)).not.toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: "High-deductible Plan G" })).toBeTruthy();
  });

  it("hub: the Medigap vs Medicare Advantage table has a caption, column and row headers", () => {
    renderPage("medigap");
    const table = screen.getByRole("table", { name: "Medigap and Medicare Advantage compared" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Feature", "Medigap", "Medicare Advantage"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["Works with", "Provider network", "Drug coverage", "Out-of-pocket costs"]);
  });

  it("Plan G vs. N (Spanish): the shared block, illustrative premiums labelled, related reading and back link", () => {
    renderPage("medigap-plan-g-vs-n", "es");
    expect(screen.getByRole("table", { name: "Lo que pagan el Plan G y el Plan N (2026)" })).toBeTruthy();
    expect(screen.getAllByText("Prima habitual (estimación ilustrativa):")).toHaveLength(2);
    expect(screen.getByRole("link", { name: /Volver a Medigap/ }).getAttribute("href")).toBe("/es/medigap");
    const related = screen.getByRole("heading", { level: 2, name: "Lecturas relacionadas" }).closest("section")!;
    expect(within(related).getByRole("link", { name: "Encuentre su camino en Medicare" }).getAttribute("href")).toBe(
      "/es/find-your-path",
    );
  });

  it("high-deductible G: premium table and three scenario tables with this year's deductible", () => {
    renderPage("medigap-high-deductible-g");
    const tables = screen.getAllByRole("table");
    expect(tables).toHaveLength(4);
    expect(
      screen.getByRole("table", {
        name: new RegExp(`Scenario 2: \\${formatFigure("medigap.highDeductible.deductible", "en")} in costs`),
      }),
    ).toBeTruthy();
  });

  it("guaranteed issue rights: SHIP links, one on this site and shiphelp.org in a new tab", () => {
    renderPage("medigap-guaranteed-issue-rights");
    expect(screen.getByRole("link", { name: "Find your state's SHIP and programs" }).getAttribute("href")).toBe(
      "/state-medicare-links",
    );
    expect(screen.getByRole("link", { name: /shiphelp\.org/ }).getAttribute("target")).toBe("_blank");
  });
});
