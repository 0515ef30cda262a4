/**
 * Today's Medicare Tip on the home page, a reading page (issue 29), over the HTML TodayTip.tsx renders: the
 * prerendered tip is the build day's; this shows the tip of the visitor's own (local) day from the page's
 * <template> of every tip, by the same rule (tipIndexForDate), without moving focus or announcing anything.
 */
import { tipIndexForDate } from "@medicare-guide/content/tips/day-index";

export function enhanceTodayTip(doc: Document = document, today: Date = new Date()): void {
  const shown = doc.querySelector<HTMLElement>("[data-mg-tip]");
  const tips = doc.querySelector<HTMLTemplateElement>("template[data-mg-tips]")?.content.querySelectorAll("p");
  if (!shown || !tips || tips.length === 0) return;
  const index = tipIndexForDate(today, tips.length);
  if (String(index) === shown.dataset.mgTip) return;
  shown.textContent = tips[index]!.textContent;
  shown.dataset.mgTip = String(index);
}
