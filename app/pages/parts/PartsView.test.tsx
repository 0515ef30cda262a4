import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatFigure } from "@medicare-guide/content/figures/index";
import { getPartsContent } from "@medicare-guide/content/parts/index";
import type { Lang } from "@medicare-guide/content/routes";
import { PartsView } from "./PartsView.tsx";
import { InSite, renderInSite } from "../../test/render.tsx";

const renderView = (lang: Lang = "en") => renderInSite(<PartsView content={getPartsContent(lang)} />, { lang });

describe("PartsView", () => {
  it("has the anchors other pages link to and one h1", () => {
    const { container } = renderView();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const id of ["part-a", "part-b", "part-c", "part-d", "comparison", "part-d-coverage-gap"]) {
      expect(container.querySelector(`#${id}`)?.id).toBe(id);
    }
    expect(within(container.querySelector("#part-b")!).getByRole("heading", { level: 3 }).textContent).toBe(
      "Part B: Medical Insurance",
    );
  });

  it("'+ n more' is a real disclosure: aria-expanded, aria-controls the list, focus stays on it", async () => {
    const user = userEvent.setup();
    renderView();
    const list = screen.getByRole("list", { name: "What Part B covers" });
    const items = within(list).getAllByRole("listitem");
    const extra = items.length - 3;
    const button = screen.getByRole("button", { name: `+ ${extra} more in the list: What Part B covers` });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe(list.id);
    expect(list.closest(".mg-showmore")!.getAttribute("data-collapsed")).toBe("true");
    expect(items.slice(3).every((li) => li.classList.contains("mg-showmore__extra"))).toBe(true);
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toContain("Show fewer");
    expect(list.closest(".mg-showmore")!.hasAttribute("data-collapsed")).toBe(false);
    expect(document.activeElement).toBe(button);
    // A list of 3 items needs no button.
    expect(screen.queryByRole("button", { name: /What Part B does not cover/ })).toBeNull();
  });

  it("without JavaScript (server HTML) every item shows and there is no button (only its inert <template>)", () => {
    const html = renderToString(
      <InSite lang="en">
        <PartsView content={getPartsContent("en")} />
      </InSite>,
    ).replace(/<template data-mg-show-more="">[\s\S]*?<\/template>/g, "");
    expect(html).not.toContain("data-collapsed");
    expect(html).not.toContain("aria-expanded");
    for (const item of getPartsContent("en").parts[1]!.covers) expect(html).toContain(item.replaceAll("'", "&#x27;"));
  });

  it("tables have captions and header scope; the coverage gap guide shows the caps per year", () => {
    renderView();
    const table = screen.getByRole("table", { name: "What you paid for Part D drugs, by year" });
    expect(within(table).getAllByRole("columnheader")).toHaveLength(4);
    expect(table.querySelectorAll('th[scope="col"]')).toHaveLength(4);
    expect(table.querySelectorAll('th[scope="row"]')).toHaveLength(3);
    expect(table.textContent).toContain(formatFigure("partD.oopCap", "en", 2025));
    expect(table.textContent).toContain(formatFigure("partD.oopCap", "en", 2026));
    expect(screen.getByRole("table", { name: "Original Medicare and Medicare Advantage, side by side" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Learn about Medigap plans" }).getAttribute("href")).toBe("/medigap");
    expect(screen.getByRole("link", { name: /Back to Medicare 101/ }).getAttribute("href")).toBe("/medicare-101");
  });

  it("works in Spanish, with Spanish paths", () => {
    renderView("es");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Comparación de las Partes A, B, C y D de Medicare",
    );
    expect(screen.getByRole("button", { name: /^\+ \d+ más en la lista: Qué cubre la Parte B$/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Infórmese sobre los planes Medigap" }).getAttribute("href")).toBe(
      "/es/medigap",
    );
  });
});
