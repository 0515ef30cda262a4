/**
 * The print-out's "Printed on" line on a reading page, which never hydrates (issue 29), over the HTML PrintHeader
 * renders (data-mg-print-date): the visitor's own day, set once the page runs and again just before printing,
 * as usePrintDate does once hydrated.
 */
import { printDate } from "./print-date.ts";

export function enhancePrintDetails(doc: Document = document): void {
  const row = doc.querySelector<HTMLElement>("[data-mg-print-date]");
  const value = row?.querySelector("dd");
  if (!row || !value) return;
  const lang = row.dataset.mgPrintDate === "es" ? "es" : "en";
  const update = () => {
    value.textContent = printDate(lang);
    row.hidden = false;
  };
  update();
  window.addEventListener("beforeprint", update);
}
