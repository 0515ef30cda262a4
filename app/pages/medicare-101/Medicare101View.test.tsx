import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatFigure } from "@medicare-guide/content/figures/index";
import { getFeaturedTools, getTopics } from "@medicare-guide/content/medicare101/index";
import type { Lang } from "@medicare-guide/content/routes";
import { Medicare101View } from "./Medicare101View.tsx";
import { renderInSite } from "../../test/render.tsx";

function renderView(lang: Lang = "en") {
  return renderInSite(<Medicare101View topics={getTopics(lang)} tools={getFeaturedTools(lang)} />, { lang });
}

describe("Medicare101View", () => {
  it("has one h1, then h2 sections, with ten topic cards as h3 links", () => {
    renderView();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Medicare topics",
      "Featured tools",
      "Not sure where to start?",
      "Latest Medicare updates",
    ]);
    const cards = screen.getAllByRole("heading", { level: 3 });
    expect(cards).toHaveLength(10);
    const partD = within(cards[3]!).getByRole("link");
    expect(partD.textContent).toBe("Part D: Drug coverage");
    expect(partD.getAttribute("href")).toBe("/parts-abcd-comparison#part-d");
  });

  it("shows this year's figures from content/figures", () => {
    renderView();
    expect(
      screen.getByText(new RegExp(`standard premium is \\${formatFigure("partB.premium", "en")} a month`)),
    ).toBeTruthy();
  });

  it("has a quiz call to action to /find-your-path and a link to the news", () => {
    renderView();
    expect(screen.getByRole("link", { name: "Find Your Medicare Path" }).getAttribute("href")).toBe("/find-your-path");
    expect(screen.getByRole("link", { name: "Read Medicare news" }).getAttribute("href")).toBe("/news");
    const tools = screen.getByRole("region", { name: "Featured tools" });
    expect(within(tools).getByRole("link", { name: "IRMAA calculator" }).getAttribute("href")).toBe(
      "/tools/irmaa-calculator",
    );
  });

  it("works in Spanish, with Spanish paths", () => {
    renderView("es");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Medicare básico");
    expect(screen.getByRole("link", { name: "Parte A (Seguro de hospital)" }).getAttribute("href")).toBe(
      "/es/parts-abcd-comparison#part-a",
    );
    expect(screen.getByRole("link", { name: "Encuentre su camino en Medicare" }).getAttribute("href")).toBe(
      "/es/find-your-path",
    );
    expect(screen.getByRole("list", { name: "Más sobre Ayuda para pagar Medicare" })).toBeTruthy();
  });
});
