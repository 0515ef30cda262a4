import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getGuideCategories, getGuides } from "@medicare-guide/content/guides/index";
import type { Lang } from "@medicare-guide/content/routes";
import { GuidesView } from "./GuidesView.tsx";
import { renderInSite } from "../../test/render.tsx";

function renderView(lang: Lang = "en") {
  return renderInSite(<GuidesView guides={getGuides(lang)} categories={getGuideCategories(lang)} />, { lang });
}

const sectionTitles = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
const guideTitles = () =>
  screen
    .queryAllByRole("heading", { level: 3 })
    .map((h) => h.textContent?.replace(/\s*\(opens in a new tab\)\s*$/, "").trim());
const announced = () => document.querySelector('[data-mg-announcer="polite"]')?.textContent ?? "";

// Typing through user-event is slow on a busy machine: allow more than the default 5 s per test.
describe("GuidesView", { timeout: 30_000 }, () => {
  it("unfiltered: featured guides, then the eight category sections with a tools promo after every second one", () => {
    renderView();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const featured = screen.getByRole("region", { name: "Featured guides" });
    expect(within(featured).getAllByRole("heading", { level: 3 })).toHaveLength(7);
    expect(sectionTitles()).toEqual([
      "Featured guides",
      "Medicare Updates",
      "Coverage",
      "Costs",
      "Enrollment",
      "Medigap",
      "Medicare Advantage",
      "Drug Plans",
      "FAQs",
      "Quick tools",
      "Can't find what you need?",
    ]);
    expect(guideTitles()).toHaveLength(getGuides("en").length);
    expect(screen.getAllByRole("link", { name: "Explore the free tools" })).toHaveLength(4);
    expect(screen.getByText("Showing all 32 guides.")).toBeTruthy();
  });

  it("searching hides the Featured section, keeps matching guides in their sections and announces the count", async () => {
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByRole("searchbox", { name: /Search guides/ }), "medigap");
    expect(screen.queryByRole("region", { name: "Featured guides" })).toBeNull();
    expect(screen.getByText(/guides found\.$/)).toBeTruthy();
    const titles = guideTitles();
    expect(titles).toContain("Medigap Plan G vs. Plan N");
    expect(titles).toContain("Medigap basics: what a supplement pays");
    expect(titles).not.toContain("Medicare costs in 2026");
    await waitFor(() => expect(announced()).toMatch(/^\d+ guides found\.$/), { timeout: 2000 });
  });

  it("matches the excerpt too, ignoring case", async () => {
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByRole("searchbox", { name: /Search guides/ }), "SKILLED NURSING");
    expect(guideTitles()).toEqual(["Hospital stays and skilled nursing care under Part A"]);
    expect(screen.getByText("1 guide found.")).toBeTruthy();
  });

  it("shows the spec's message when nothing matches, and the reset button brings everything back", async () => {
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByRole("searchbox", { name: /Search guides/ }), "zzzz");
    expect(screen.getAllByText("No guides found matching your search criteria.").length).toBeGreaterThan(0);
    expect(guideTitles()).toEqual([]);
    await waitFor(() => expect(announced()).toBe("No guides found matching your search criteria."), { timeout: 2000 });
    await user.click(screen.getByRole("button", { name: "Show all guides" }));
    expect(guideTitles()).toHaveLength(32);
    expect(screen.getByRole("region", { name: "Featured guides" })).toBeTruthy();
  });

  it("the topic filter keeps one category (keyboard only)", async () => {
    const user = userEvent.setup();
    renderView();
    const topic = screen.getByRole("button", { name: /Topic/ });
    topic.focus();
    await user.keyboard("{Enter}");
    const option = await screen.findByRole("option", { name: "Medigap" });
    expect(option).toBeTruthy();
    await user.keyboard("{ArrowDown}".repeat(5));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(sectionTitles().slice(0, 1)).toEqual(["Medigap"]));
    expect(screen.queryByRole("region", { name: "Featured guides" })).toBeNull();
    expect(guideTitles()).toEqual([
      "Medigap Plan G vs. Plan N",
      "Medigap basics: what a supplement pays",
      "Your Medigap guaranteed issue rights",
      "High-deductible Plan G",
      "Compare all Medigap plans",
    ]);
  });

  it("sorting: alphabetical by title, most popular puts featured guides first", async () => {
    const user = userEvent.setup();
    renderView();
    await user.type(screen.getByRole("searchbox", { name: /Search guides/ }), "plan");
    await user.click(screen.getByRole("radio", { name: "Alphabetical" }));
    const medigap = screen.getByRole("region", { name: "Medigap" });
    const alpha = within(medigap)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(alpha).toEqual([...alpha].sort((a, b) => (a ?? "").localeCompare(b ?? "")));
    await user.click(screen.getByRole("radio", { name: "Most popular" }));
    const popular = within(screen.getByRole("region", { name: "Medigap" })).getAllByRole("heading", { level: 3 });
    expect(popular[0]!.textContent).toBe("Medigap Plan G vs. Plan N");
    expect(within(screen.getByRole("region", { name: "Medigap" })).getByText("Featured")).toBeTruthy();
  });

  it("links official pages in a new tab and site pages in the page's language", () => {
    renderView("es");
    const official = screen.getByRole("link", { name: /Busque qué cubre Medicare/ });
    expect(official.getAttribute("href")).toBe("https://es.medicare.gov/coverage");
    expect(official.getAttribute("target")).toBe("_blank");
    expect(official.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(screen.getByRole("link", { name: "Compare todos los planes Medigap" }).getAttribute("href")).toBe(
      "/es/medigap-plans",
    );
  });

  it("works in Spanish: strings, accent-insensitive search, Spanish empty message", async () => {
    const user = userEvent.setup();
    renderView("es");
    expect(screen.getByRole("region", { name: "Guías destacadas" })).toBeTruthy();
    await user.type(screen.getByRole("searchbox", { name: /Buscar guías/ }), "inscripcion");
    expect(guideTitles()).toContain("Cuándo inscribirse en Medicare");
    await user.clear(screen.getByRole("searchbox", { name: /Buscar guías/ }));
    await user.type(screen.getByRole("searchbox", { name: /Buscar guías/ }), "qqqq");
    expect(screen.getAllByText("No se encontraron guías que coincidan con su búsqueda.").length).toBeGreaterThan(0);
  });
});
