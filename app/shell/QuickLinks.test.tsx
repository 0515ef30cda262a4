import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "@medicare-guide/content/routes";
import { isCurrentQuickLink, QuickLinks, showsQuickLinks } from "./QuickLinks.tsx";
import { renderInSite } from "../test/render.tsx";

function renderAt(path: string) {
  return renderInSite(<QuickLinks />, { path });
}

describe("QuickLinks", () => {
  it("is a nav named 'Quick links' with the six spec links on content pages", () => {
    renderAt("/faq");
    const nav = screen.getByRole("navigation", { name: "Quick links" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Medicare Basics", "/medicare-101"],
      ["Medigap Plans", "/medigap-plans"],
      ["Medicare Advantage", "/parts-abcd-comparison#part-c"],
      ["Part D Coverage", "/parts-abcd-comparison#part-d"],
      ["Guides", "/guides"],
    ]);
    expect(links.filter((a) => a.hasAttribute("aria-current"))).toEqual([]);
  });

  it("is in Spanish with /es paths, and marks the current page", () => {
    renderAt("/es/medicare-101");
    const nav = screen.getByRole("navigation", { name: "Enlaces rápidos" });
    const current = within(nav).getByRole("link", { name: "Conceptos básicos de Medicare" });
    expect(current.getAttribute("href")).toBe("/es/medicare-101");
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Inicio" }).getAttribute("href")).toBe("/es");
    expect(within(nav).getByRole("link", { name: "Cobertura de la Parte D" }).getAttribute("href")).toBe(
      "/es/parts-abcd-comparison#part-d",
    );
  });

  it("is not shown on home, tools, the quiz, search or contact", () => {
    for (const path of [
      "/",
      "/es",
      "/tools",
      "/tools/irmaa-calculator",
      "/find-your-path",
      "/search",
      "/contact-us",
      "/404",
    ]) {
      const { container, unmount } = renderAt(path);
      expect(container.querySelector("nav")).toBeNull();
      unmount();
    }
  });

  it("is driven by the route table's quickLinks flag", () => {
    const flagged = SITE_ROUTES.filter((r) => r.quickLinks).map((r) => r.id);
    for (const id of ["medicare-101", "guides", "faq", "resources", "encyclopedia", "privacy-policy", "accessibility"])
      expect(flagged).toContain(id);
    expect(flagged.some((id) => id.startsWith("news-"))).toBe(true);
    expect(flagged.some((id) => id.startsWith("path-"))).toBe(true);
    for (const id of ["home", "find-your-path", "search", "contact-us", "tools"]) expect(flagged).not.toContain(id);
    expect(showsQuickLinks("/es/faq")).toBe(true);
    expect(showsQuickLinks("/tools")).toBe(false);
  });

  it("marks a link to a section only when the hash matches too", () => {
    expect(isCurrentQuickLink("/parts-abcd-comparison#part-d", "/es/parts-abcd-comparison", "#part-d")).toBe(true);
    expect(isCurrentQuickLink("/parts-abcd-comparison#part-d", "/parts-abcd-comparison", "#part-c")).toBe(false);
    expect(isCurrentQuickLink("/parts-abcd-comparison#part-d", "/parts-abcd-comparison", "")).toBe(false);
    expect(isCurrentQuickLink("/guides", "/guides", "")).toBe(true);
  });

  it("marks its placement, so one copy shows below the breadcrumbs on wide screens and one after the page on narrow ones", () => {
    const { container, unmount } = renderInSite(<QuickLinks placement="end" />, { path: "/faq" });
    expect(container.querySelector("nav")?.className).toBe("mg-quick-links mg-quick-links--end");
    expect(container.querySelector("nav")?.getAttribute("aria-label")).toBe("Quick links, end of page");
    unmount();
    renderAt("/faq");
    expect(screen.getByRole("navigation", { name: "Quick links" }).className).toBe(
      "mg-quick-links mg-quick-links--top",
    );
  });
});
