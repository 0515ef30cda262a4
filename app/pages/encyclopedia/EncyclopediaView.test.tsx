import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/encyclopedia.json";
import es from "../../../locales/es/encyclopedia.json";
import { getTerms } from "@medicare-guide/content/glossary/index";
import { registerStrings } from "../../i18n/index.ts";
import type { Lang } from "@medicare-guide/content/routes";
import { EncyclopediaView } from "./EncyclopediaView.tsx";
import { letterId } from "./focus-target.ts";
import { renderInSite } from "../../test/render.tsx";

registerStrings("encyclopedia", { en, es });

function renderView(lang: Lang = "en") {
  const terms = getTerms(lang);
  return { terms, ...renderInSite(<EncyclopediaView terms={terms} lang={lang} />, { lang }) };
}

const search = () => screen.getByRole("textbox");
const termHeadings = () => screen.queryAllByRole("heading", { level: 3 });
const politeAnnouncer = () => document.querySelector('[data-mg-announcer="polite"]');

// Each keystroke re-renders about 45 terms: give slow, shared CI machines room.
describe("EncyclopediaView", { timeout: 20_000 }, () => {
  it("lists every term under letter headings, each term heading carrying the term id", () => {
    const { terms } = renderView();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(termHeadings()).toHaveLength(terms.length);
    const irmaa = document.getElementById("irmaa");
    expect(irmaa?.tagName).toBe("H3");
    expect(irmaa?.textContent).toContain("IRMAA");
    for (const id of ["premium", "magi", "part-d", "medicare-advantage"])
      expect(document.getElementById(id)?.tagName).toBe("H3");
    const letterA = document.getElementById(letterId("A"));
    expect(letterA?.tagName).toBe("H2");
    expect(screen.getByText(`Showing all ${terms.length} terms.`)).toBeTruthy();
  });

  it("has a letter index that links only to letters with terms", () => {
    renderView();
    const nav = screen.getByRole("navigation", { name: "Jump to a letter:" });
    const links = within(nav).getAllByRole("link");
    for (const link of links) {
      const id = link.getAttribute("href")?.slice(1) ?? "";
      expect(document.getElementById(id)?.tagName).toBe("H2");
    }
    expect(links.map((l) => l.textContent)).not.toContain("Q");
  });

  it("filters live as the visitor types (term and definition, any case) and announces the count politely", async () => {
    const user = userEvent.setup();
    renderView();
    await user.type(search(), "IRMAA");
    const titles = termHeadings().map((h) => h.id);
    expect(titles).toContain("irmaa");
    expect(titles).toContain("magi"); // its definition mentions IRMAA
    expect(titles).not.toContain("copay");
    const message = `${titles.length} terms match “IRMAA”.`;
    expect(screen.getByText(message)).toBeTruthy();
    await waitFor(() => expect(politeAnnouncer()?.textContent).toBe(message), { timeout: 3000 });
  });

  it("has a submit button (no-JS site search); with JavaScript, Enter or the button moves focus to the match count", async () => {
    const user = userEvent.setup();
    renderView();
    const form = search().closest("form");
    expect(form?.getAttribute("action")).toBe("/search");
    await user.type(search(), "premium{Enter}");
    const count = document.querySelector(".mg-encyclopedia__count");
    expect(document.activeElement).toBe(count);
    await user.click(search());
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(document.activeElement).toBe(count);
  });

  it("shows the spec's no-match message with the query, and a clear button that restores the list", async () => {
    const user = userEvent.setup();
    const { terms } = renderView();
    await user.click(search());
    await user.paste("  zzzz ");
    expect(termHeadings()).toHaveLength(0);
    expect(screen.getByText('No terms found matching "zzzz". Try a different search term.')).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Jump to a letter:" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(termHeadings()).toHaveLength(terms.length);
    expect(document.activeElement).toBe(search());
  });

  it("moves focus to a related term when its link is chosen", async () => {
    const user = userEvent.setup();
    renderView();
    const irmaa = document.getElementById("irmaa")!;
    const section = irmaa.parentElement!;
    await user.click(within(section).getByRole("link", { name: /^MAGI/ }));
    expect(document.activeElement).toBe(document.getElementById("magi"));
    expect(window.location.hash).toBe("#magi");
  });

  it("clears the search first when the related term is filtered out, then focuses it", async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(search());
    await user.paste("Plan G (Medigap)");
    expect(termHeadings().map((h) => h.id)).toEqual(["plan-g"]);
    const planG = document.getElementById("plan-g")!.parentElement!;
    await user.click(within(planG).getByRole("link", { name: /^Plan N/ }));
    expect(search()).toHaveProperty("value", "");
    expect(document.activeElement).toBe(document.getElementById("plan-n"));
  });

  it("moves focus to a letter heading from the letter index", async () => {
    const user = userEvent.setup();
    renderView();
    const nav = screen.getByRole("navigation", { name: "Jump to a letter:" });
    await user.click(within(nav).getByRole("link", { name: "M" }));
    expect(document.activeElement).toBe(document.getElementById(letterId("M")));
  });

  it("links Learn More to the term's page or official site, and ends with a call to action", () => {
    renderView();
    const irmaa = document.getElementById("irmaa")!.parentElement!;
    expect(
      within(irmaa)
        .getByRole("link", { name: /^Learn more about IRMAA/ })
        .getAttribute("href"),
    ).toBe("/irmaa-income-brackets");
    const magi = document.getElementById("magi")!.parentElement!;
    const official = within(magi).getByRole("link", { name: /^Learn more about MAGI/ });
    expect(official.getAttribute("target")).toBe("_blank");
    expect(official.getAttribute("href")).toMatch(/^https:\/\/www\.ssa\.gov\//);
    expect(screen.getByRole("link", { name: "Find Your Medicare Path" }).getAttribute("href")).toBe("/find-your-path");
  });

  it("works in Spanish: Spanish terms and letters, accent-insensitive search, Spanish messages", async () => {
    const user = userEvent.setup();
    renderView("es");
    expect(document.getElementById("premium")?.textContent).toBe("Prima");
    await user.click(search());
    await user.paste("periodo de inscripcion inicial");
    expect(termHeadings().map((h) => h.id)).toContain("iep");
    await user.clear(search());
    await user.paste("xyz");
    expect(
      screen.getByText('No se encontraron términos que coincidan con "xyz". Pruebe con otra palabra.'),
    ).toBeTruthy();
    const irmaaLink = screen.getByRole("link", { name: "Encuentre su camino en Medicare" });
    expect(irmaaLink.getAttribute("href")).toBe("/es/find-your-path");
  });
});
