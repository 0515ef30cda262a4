/**
 * The header's and the Menu drawer's search on a reading page (issue 29), over the GET form SearchBox.tsx renders
 * (which without JavaScript submits as it is): as once hydrated, an empty or blank term does nothing (focus stays in
 * the box), and a term goes to the search page trimmed, the box cleared (a page restored by Back shows it empty).
 * Listens on the document, so the Menu drawer's copy of the form works too.
 */
import { searchAddress } from "./search-href.ts";

/** `go` loads an address (the browser's own navigation; a test passes its own). */
export function enhanceSearchBox(
  doc: Document = document,
  go: (href: string) => void = (href) => doc.defaultView?.location.assign(href),
): void {
  doc.addEventListener("submit", (event) => {
    const form = (event.target as Element | null)?.closest?.<HTMLFormElement>("form.mg-search__form");
    const box = form?.querySelector<HTMLInputElement>('input[name="q"]');
    if (!form || !box || event.defaultPrevented) return;
    event.preventDefault();
    const href = searchAddress(form.getAttribute("action") ?? "", box.value);
    if (!href) {
      box.focus();
      return;
    }
    box.value = "";
    go(href);
  });
}
