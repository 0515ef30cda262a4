/**
 * The table's "scroll sideways" hint on a page that never hydrates (issue 29), over the HTML Table.tsx
 * prerenders: the hint is in the page, hidden; while the table is wider than its region it shows and
 * describes the region (the region a keyboard user scrolls), as Table.tsx does once hydrated.
 */
import { watchOverflow } from "./table-overflow.ts";

export function enhanceTables(root: ParentNode = document): void {
  for (const region of root.querySelectorAll<HTMLElement>(".mg-table > .mg-table__scroll")) {
    const hint = region.parentElement?.querySelector<HTMLElement>(":scope > .mg-table__hint");
    if (!hint?.id) continue;
    watchOverflow(region, (overflowing) => {
      hint.hidden = !overflowing;
      if (overflowing) region.setAttribute("aria-describedby", hint.id);
      else region.removeAttribute("aria-describedby");
    });
  }
}
