import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { watchOverflow } from "./table-overflow.ts";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
// oxlint-disable-next-line import/no-unassigned-import -- the component's stylesheet, loaded for its side effect

export interface TableColumn<Row> {
  /** Unique id of the column; by default a cell shows `row[id]`. */
  id: string;
  /** The column header's content (a <th scope="col">). */
  header: ReactNode;
  /** Aligns the column's header and cells to the end, with figures of equal width, so numbers line up. */
  numeric?: boolean;
  /** Makes this column's cells row headers (<th scope="row">), usually the first column. */
  isRowHeader?: boolean;
  /** Renders a cell of this column from its row (default: `row[id]`). */
  cell?: (row: Row) => ReactNode;
}

export interface TableProps<Row> {
  /** What the table shows, as a visible <caption>; it also names the scrolling region. Required. */
  caption: ReactNode;
  /** The columns, in order. */
  columns: TableColumn<Row>[];
  /** The data, one entry per row. */
  rows: Row[];
  /** A stable key for each row (default: its index). */
  rowKey?: (row: Row, index: number) => string;
  /** Text shown when the table is wider than its space (default from the `ds` strings: "Scroll sideways to see all columns."). */
  scrollHint?: string;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A data table with a required caption, column headers (<th scope="col">) and
 * optional row headers (<th scope="row">). It sits in a region that scrolls
 * sideways when the table is too wide (320 px, 400% zoom): the region is focusable
 * (so keyboard users can scroll it), named by the caption, and says in words when
 * there is more to see. The page itself never scrolls sideways.
 *
 * @summary A data table with a required caption, column headers and optional row headers, inside a region
 * that scrolls sideways when the table is too wide.
 */
export function Table<Row = Record<string, ReactNode>>({
  caption,
  columns,
  rows,
  rowKey,
  scrollHint,
  className,
}: TableProps<Row>) {
  const t = useDsStrings("Table");
  const id = useId();
  const captionId = `${id}-caption`;
  const hintId = `${id}-hint`;
  const scrollRef = useRef<HTMLElement>(null);
  const [isOverflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const el = scrollRef.current;
    return el ? watchOverflow(el, setOverflowing) : undefined;
  }, []);

  const cellOf = (row: Row, column: TableColumn<Row>): ReactNode =>
    column.cell ? column.cell(row) : ((row as Record<string, ReactNode>)[column.id] ?? null);
  const classOf = (part: string, column: TableColumn<Row>) =>
    [`mg-table__${part}`, column.numeric && "mg-table__cell--numeric"].filter(Boolean).join(" ");

  return (
    <div className={["mg-table", className].filter(Boolean).join(" ")}>
      {/* Always in the page, hidden while the table fits: a page that never hydrates shows it (Table.enhance.ts). */}
      <p id={hintId} className="mg-table__hint" hidden={!isOverflowing}>
        {scrollHint ?? t("scrollHint")}
      </p>
      {/* A <section> named by the caption is a region; tabIndex lets keyboard users scroll it. */}
      <section
        ref={scrollRef}
        className="mg-table__scroll"
        aria-labelledby={captionId}
        aria-describedby={isOverflowing ? hintId : undefined}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className="mg-table__table">
          <caption id={captionId} className="mg-table__caption">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={classOf("column-header", column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey ? rowKey(row, index) : index}>
                {columns.map((column) =>
                  column.isRowHeader ? (
                    <th key={column.id} scope="row" className={classOf("row-header", column)}>
                      {cellOf(row, column)}
                    </th>
                  ) : (
                    <td key={column.id} className={classOf("cell", column)}>
                      {cellOf(row, column)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
