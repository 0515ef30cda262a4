// @vitest-environment jsdom
/**
 * The "scroll sideways" hint on a reading page (issue 29): the enhancement works on exactly the HTML Table
 * prerenders (no React in the browser), in the page's language.
 */
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nextProvider } from "react-i18next";
import { createTestI18n } from "../../../test/i18n.ts";
import { Table } from "./Table.tsx";
import { enhanceTables } from "./Table.enhance.ts";

const columns = [
  { id: "plan", header: "Plan", isRowHeader: true },
  { id: "premium", header: "Premium", numeric: true },
];
const rows = [{ plan: "G", premium: "$150" }];

function prerendered(lang: "en" | "es"): HTMLElement {
  document.body.innerHTML = renderToString(
    <I18nextProvider i18n={createTestI18n(lang)}>
      <Table caption="Plans" columns={columns} rows={rows} />
    </I18nextProvider>,
  );
  return document.querySelector<HTMLElement>(".mg-table__scroll")!;
}

function widths(scroll: number, client: number): void {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(client);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("Table.enhance", () => {
  it("prerenders the hint hidden, so a page without JavaScript says nothing false", () => {
    const region = prerendered("en");
    const hint = document.querySelector<HTMLElement>(".mg-table__hint")!;
    expect(hint.hidden).toBe(true);
    expect(region.hasAttribute("aria-describedby")).toBe(false);
  });

  it("shows the hint in the page's language and ties it to the region when the table is wider", () => {
    const region = prerendered("es");
    widths(900, 300);
    enhanceTables(document);
    const hint = document.getElementById(region.getAttribute("aria-describedby") ?? "")!;
    expect(hint.hidden).toBe(false);
    expect(hint.textContent).toBe("Desplácese hacia los lados para ver todas las columnas.");
  });

  it("keeps it hidden when the table fits", () => {
    const region = prerendered("en");
    widths(300, 300);
    enhanceTables(document);
    expect(document.querySelector<HTMLElement>(".mg-table__hint")!.hidden).toBe(true);
    expect(region.hasAttribute("aria-describedby")).toBe(false);
  });
});
