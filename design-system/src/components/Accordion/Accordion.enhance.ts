/**
 * The accordion on a page that never hydrates (issue 29): its titles already open and close from the first paint
 * (the inline bootstrap, app/shell/display-bootstrap.ts, which on such a page never stands down); this adds what
 * Accordion.tsx does besides, the keys that move between titles (accordion-keys.ts).
 */
import { moveBetweenTitles } from "./accordion-keys.ts";

export function enhanceAccordion(doc: Document = document): void {
  doc.addEventListener("keydown", (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button.mg-accordion__trigger");
    if (trigger) moveBetweenTitles(trigger, event);
  });
}
