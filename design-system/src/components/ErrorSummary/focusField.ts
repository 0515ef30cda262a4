/**
 * Focus helpers for error summaries. Plain DOM, no React: `focusField` works from
 * any click handler, and `useFocusOnErrors` (in ErrorSummary.tsx) uses the same rules.
 */

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]';

function isUsable(el: HTMLElement): boolean {
  return el.tabIndex >= 0 && !el.closest('[aria-hidden="true"], [inert]');
}

/** The control to focus inside a group: the first invalid one, else the checked one, else the first. */
function pickInside(container: HTMLElement): HTMLElement | null {
  const all = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isUsable);
  return (
    all.find((el) => el.getAttribute("aria-invalid") === "true") ??
    all.find((el) => el instanceof HTMLInputElement && el.checked) ??
    all[0] ??
    null
  );
}

/** What to scroll into view so the question shows above the control: legend, group label or label. */
function questionOf(container: HTMLElement, target: HTMLElement): HTMLElement | null {
  if (container instanceof HTMLFieldSetElement) return container.querySelector("legend");
  const role = container.getAttribute("role");
  if (container !== target && (role === "group" || role === "radiogroup")) {
    const firstId = container.getAttribute("aria-labelledby")?.split(/\s+/)[0];
    return firstId ? container.ownerDocument.getElementById(firstId) : null;
  }
  const labels = (target as HTMLInputElement).labels;
  return labels && labels.length > 0 ? (labels[0] ?? null) : null;
}

/**
 * Moves focus to the field with this id, as an error summary link does: the
 * element itself when focusable, otherwise the right control inside it (a
 * fieldset, radio group or checkbox group). Scrolls its question into view.
 * Returns false when there is nothing to focus (the link then just jumps).
 */
export function focusField(id: string): boolean {
  const container = document.getElementById(id);
  if (!container) return false;
  const target = container.matches(FOCUSABLE) && isUsable(container) ? container : pickInside(container);
  if (!target) return false;
  target.focus({ preventScroll: true });
  (questionOf(container, target) ?? target).scrollIntoView({ block: "start" });
  return document.activeElement === target;
}
