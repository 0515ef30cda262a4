# Prints, for the first rows of the first table of the web page in Chromium, what the AT-SPI
# TableCell interface says about each cell: role, text, and its row and column header cells.
# Orca's table navigation (structural_navigation.py, _presentCellHeaders) speaks a new column
# header only when the cell it leaves has headers of its own. Run by probe.ts --table inside a
# screen-reader session (its D-Bus and AT-SPI bus). Argument: how many rows to print.
import sys

import pyatspi

ROWS = int(sys.argv[1]) if len(sys.argv) > 1 else 3


def text(o):
    try:
        return o.queryText().getText(0, -1).replace("\ufffc", "").strip() or o.name
    except NotImplementedError:
        return o.name


def names(cells):
    return [text(c) for c in cells]


def find_table(o, depth=0):
    if o is None or depth > 80:
        return None
    try:
        if o.getRole() == pyatspi.ROLE_TABLE:
            return o
        for child in o:
            found = find_table(child, depth + 1)
            if found:
                return found
    except Exception:
        return None
    return None


desktop = pyatspi.Registry.getDesktop(0)
for app in desktop:
    if app is None or "chrom" not in (app.name or "").lower():
        continue
    table = find_table(app)
    if not table:
        continue
    t = table.queryTable()
    print("table %r: %d rows, %d columns" % (table.name, t.nRows, t.nColumns))
    for row in range(ROWS):
        for col in range(t.nColumns):
            cell = t.getAccessibleAt(row, col)
            tc = cell.queryTableCell()
            print(
                "  [%d,%d] %s %r column headers=%s row headers=%s"
                % (row, col, cell.getRoleName(), text(cell), names(tc.columnHeaderCells), names(tc.rowHeaderCells))
            )
    break
