/**
 * Moves the reader to an element on the page (a term or letter heading): scrolls it to the top (smoothly
 * unless the visitor asked for reduced motion), focuses it so keyboard and screen reader users continue
 * from there, and puts its #id in the address bar so the place can be shared or bookmarked.
 * Returns false when the element is not on the page.
 */
export function focusTarget(id: string, doc: Document = document): boolean {
  const el = doc.getElementById(id);
  if (!el) return false;
  const view = doc.defaultView;
  const reduce = view?.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
  if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  el.scrollIntoView?.({ block: "start", behavior: reduce ? "auto" : "smooth" });
  el.focus({ preventScroll: true });
  view?.history.replaceState(view.history.state, "", `#${id}`);
  return true;
}

/** Whether a click on a link should be left to the browser (new tab, new window, download...). */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The id of a letter's section heading: "letter-a"; Ñ gets an ASCII id. */
export function letterId(letter: string): string {
  return `letter-${letter === "Ñ" ? "n-tilde" : letter.toLowerCase()}`;
}
