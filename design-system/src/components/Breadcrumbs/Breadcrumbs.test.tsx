import { screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { createTestI18n } from "../../../test/i18n.ts";
import { renderWithLang } from "../../../test/render.tsx";
import { Breadcrumbs, type BreadcrumbItem } from "./Breadcrumbs.tsx";
import { examples } from "./Breadcrumbs.examples.tsx";

const trail: BreadcrumbItem[] = [
  { label: "Home", href: "/" },
  { label: "Parts", href: "/parts/" },
  { label: "Part B", href: "/parts/b/" },
];

describe("Breadcrumbs", () => {
  it("is a named navigation landmark holding an ordered list", () => {
    renderWithLang(<Breadcrumbs items={trail} />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const list = within(nav).getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
  });

  it("links every crumb but the last, which is plain text marked as the current page", () => {
    renderWithLang(<Breadcrumbs items={trail} />);
    const links = screen.getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Parts", "/parts/"],
    ]);
    const current = screen.getByText("Part B");
    expect(current.tagName).toBe("SPAN");
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(links.some((a) => a.hasAttribute("aria-current"))).toBe(false);
  });

  it("has no separator text for screen readers to read", () => {
    renderWithLang(<Breadcrumbs items={trail} />);
    const nav = screen.getByRole("navigation");
    expect(nav.textContent).toBe("HomePartsPart B");
  });

  it("is named in Spanish on Spanish pages, and the name can be overridden", () => {
    renderWithLang(<Breadcrumbs items={trail} />, "es");
    expect(screen.getByRole("navigation", { name: "Ruta de navegación" })).toBeTruthy();
    renderWithLang(<Breadcrumbs items={trail} label="You are here" />);
    expect(screen.getByRole("navigation", { name: "You are here" })).toBeTruthy();
  });

  it("uses a router's link when given one", () => {
    renderWithLang(
      <Breadcrumbs
        items={trail}
        renderLink={({ href, children, className }) => (
          <a href={href} className={className} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getAllByRole("link").every((a) => a.dataset.router === "yes")).toBe(true);
  });

  it("renders to static HTML with working links (no JavaScript needed)", () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={createTestI18n("en")}>
        <Breadcrumbs items={trail} />
      </I18nextProvider>,
    );
    expect(html).toContain('<nav aria-label="Breadcrumb"');
    expect(html).toContain('<a href="/parts/"');
    expect(html).toContain('aria-current="page"');
  });
});

describeExamplesAxe("Breadcrumbs", examples);
