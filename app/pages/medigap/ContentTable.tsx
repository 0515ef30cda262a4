import { Table } from "@medicare-guide/design-system";
import type { LocalizedTable } from "@medicare-guide/content/medigap/index";

/** A DS Table from caption, header row and rows whose first cell is the row header (<th scope="row">). */
export function ContentTable({ table }: { table: LocalizedTable }) {
  return (
    <Table<string[]>
      className="mg-medigap__table"
      caption={table.caption}
      columns={table.columns.map((header, c) => ({
        id: String(c),
        header,
        isRowHeader: c === 0,
        cell: (row: string[]) => row[c],
      }))}
      rows={table.rows}
      rowKey={(row) => row[0] ?? ""}
    />
  );
}
