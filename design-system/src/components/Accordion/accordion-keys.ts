/**
 * Arrow, Home and End keys move between the enabled titles of the same accordion (spec: ArrowDown / ArrowUp move
 * to the next / previous title, wrapping; Home / End go to the first / last). Once hydrated from Accordion.tsx;
 * on a reading page, which never hydrates, from Accordion.enhance.ts (issue 29).
 */
type Keys = Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey" | "preventDefault">;

export function moveBetweenTitles(trigger: HTMLButtonElement, event: Keys): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const group = trigger.dataset.mgAccordion;
  if (!group) return;
  const triggers = Array.from(
    trigger.ownerDocument.querySelectorAll<HTMLButtonElement>("button.mg-accordion__trigger"),
  ).filter((b) => b.dataset.mgAccordion === group && !b.disabled);
  const index = triggers.indexOf(trigger);
  if (index < 0 || triggers.length === 0) return;
  let next: HTMLButtonElement | undefined;
  switch (event.key) {
    case "ArrowDown":
      next = triggers[(index + 1) % triggers.length];
      break;
    case "ArrowUp":
      next = triggers[(index - 1 + triggers.length) % triggers.length];
      break;
    case "Home":
      next = triggers[0];
      break;
    case "End":
      next = triggers[triggers.length - 1];
      break;
    default:
      return;
  }
  event.preventDefault();
  next?.focus();
}
