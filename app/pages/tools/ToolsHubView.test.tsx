import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findRoute, type Lang } from "@medicare-guide/content/routes";
import { TOOLS } from "../../tools/catalog.ts";
import { ToolsHubView } from "./ToolsHubView.tsx";
import { renderInSite } from "../../test/render.tsx";

function renderView(lang: Lang = "en") {
  return renderInSite(<ToolsHubView />, { lang });
}

const built = TOOLS.filter((tool) => findRoute(tool.path));

describe("ToolsHubView", () => {
  it("says the tools are free, need no registration and collect or store no personal information", () => {
    renderView();
    expect(screen.getByText("Every tool is free and needs no registration.")).toBeTruthy();
    expect(screen.getByText(/collect and store no personal information/)).toBeTruthy();
  });

  it("Most Used Tools (the built ones of cost estimator, IRMAA calculator, enrollment finder) and All Tools", () => {
    renderView();
    const most = screen.getByRole("region", { name: "Most Used Tools" });
    const names = within(most)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(
      names.every((n) => ["Medicare Cost Estimator", "IRMAA Calculator", "Enrollment Period Finder"].includes(n ?? "")),
    ).toBe(true);
    const all = screen.getByRole("region", { name: "All Tools" });
    expect(within(all).getAllByRole("heading", { level: 4 })).toHaveLength(built.length);
    expect(within(all).getByRole("link", { name: "Find Your Medicare Path" }).getAttribute("href")).toBe(
      "/find-your-path",
    );
  });

  it("has the anchors other pages link to", () => {
    const { container } = renderView();
    const anchors = [
      "part-b",
      "irmaa",
      "comparison",
      "cost-estimator",
      "irmaa-calculator",
      "enrollment-finder",
      "enrollment",
    ];
    expect(anchors.filter((id) => !container.querySelector(`#${id}`))).toEqual([]);
    const ids = [...container.querySelectorAll("[id]")].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("links to Medicare 101 and the resources, in Spanish too", () => {
    renderView("es");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Herramientas de Medicare");
    expect(screen.getByRole("link", { name: "Medicare básico" }).getAttribute("href")).toBe("/es/medicare-101");
    expect(screen.getByRole("link", { name: "Recursos oficiales de Medicare" }).getAttribute("href")).toBe(
      "/es/resources",
    );
  });
});
