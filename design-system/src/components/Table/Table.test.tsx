import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describeExamplesAxe } from "../../../test/examples.tsx";
import { renderWithLang } from "../../../test/render.tsx";
import { Table, type TableColumn } from "./Table.tsx";
import { examples } from "./Table.examples.tsx";

type Row = { name: string; count: number };
const columns: TableColumn<Row>[] = [
  { id: "name", header: "Name", isRowHeader: true },
  { id: "count", header: "Count", numeric: true, cell: (row) => row.count.toLocaleString("en-US") },
];
const rows: Row[] = [
  { name: "Alpha", count: 1200 },
  { name: "Beta", count: 7 },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Table", () => {
  it("has a caption that names a focusable scrolling region", async () => {
    renderWithLang(<Table caption="Counts" columns={columns} rows={rows} />);
    const table = screen.getByRole("table", { name: "Counts" });
    const caption = table.querySelector("caption")!;
    expect(caption.textContent).toBe("Counts");
    const region = screen.getByRole("region", { name: "Counts" });
    expect(region.getAttribute("aria-labelledby")).toBe(caption.id);
    expect(region.tabIndex).toBe(0);
    expect(region.contains(table)).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });

  it("uses th scope=col for column headers and th scope=row for row headers", () => {
    renderWithLang(<Table caption="Counts" columns={columns} rows={rows} />);
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((th) => [th.tagName, th.getAttribute("scope"), th.textContent])).toEqual([
      ["TH", "col", "Name"],
      ["TH", "col", "Count"],
    ]);
    const rowHeaders = screen.getAllByRole("rowheader");
    expect(rowHeaders.map((th) => [th.tagName, th.getAttribute("scope"), th.textContent])).toEqual([
      ["TH", "row", "Alpha"],
      ["TH", "row", "Beta"],
    ]);
    const firstRow = screen.getAllByRole("row")[1]!;
    expect(within(firstRow).getByRole("cell").textContent).toBe("1,200");
  });

  it("uses plain cells when no column is a row header", () => {
    renderWithLang(
      <Table<Record<string, ReactNode>>
        caption="Plain"
        columns={[
          { id: "a", header: "A" },
          { id: "b", header: "B" },
        ]}
        rows={[{ a: "1", b: "2" }]}
      />,
    );
    expect(screen.queryAllByRole("rowheader")).toHaveLength(0);
    expect(screen.getAllByRole("cell").map((td) => td.textContent)).toEqual(["1", "2"]);
  });

  it("aligns numeric columns, header included", () => {
    renderWithLang(<Table caption="Counts" columns={columns} rows={rows} />);
    const countHeader = screen.getByRole("columnheader", { name: "Count" });
    expect(countHeader.classList.contains("mg-table__cell--numeric")).toBe(true);
    expect(screen.getAllByRole("cell").every((td) => td.classList.contains("mg-table__cell--numeric"))).toBe(true);
    expect(screen.getByRole("columnheader", { name: "Name" }).classList.contains("mg-table__cell--numeric")).toBe(
      false,
    );
  });

  it("says when there is more to scroll to, in the page's language", () => {
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
    renderWithLang(<Table caption="Counts" columns={columns} rows={rows} />, "es");
    const region = screen.getByRole("region", { name: "Counts" });
    const hint = document.getElementById(region.getAttribute("aria-describedby") ?? "")!;
    expect(hint.textContent).toBe("Desplácese hacia los lados para ver todas las columnas.");
  });

  it("shows no hint when the table fits", () => {
    renderWithLang(<Table caption="Counts" columns={columns} rows={rows} scrollHint="More to the right" />);
    expect(screen.getByText("More to the right").hidden).toBe(true);
    expect(screen.getByRole("region").hasAttribute("aria-describedby")).toBe(false);
  });
});

describeExamplesAxe("Table", examples);
