/**
 * Keyboard behaviour a manual tester finds by routine (WCAG 2.1.1, 2.1.2, 2.1.4, 1.4.13, 2.2.1, 2.2.2),
 * beyond keyboard-access's attributes and cursors:
 * - click handlers added by script (addEventListener, seen by page-recorder.ts) on elements that cannot
 *   take focus: accordion and "concertina" headings, fake buttons;
 * - content shown on hover only: a `:hover` style rule that shows a descendant or sibling (sub-menus,
 *   tooltips) with no `:focus`/`:focus-within` twin, and mouseover/mouseenter handlers with no focus
 *   handler; on an element that never takes focus it is a tooltip nobody with a keyboard can read;
 * - `accesskey`: its keys clash with the screen reader's and browser's own;
 * - a keyboard trap: the shared Tab walk came back to a stop it had visited before reaching the end;
 * - text that appeared and went away on a timer with no key press or click (page-recorder.ts): an alert
 *   shown for a few seconds is gone before a screen reader or a slow reader gets to it.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import type { CheckOutcome } from "./types.ts";

const FOCUSABLE = "a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable=true]";

export async function checkKeyboardBehaviour(
  page: Page,
  waivers: readonly string[],
  walk: { trapped?: { element: string; detail: string } },
): Promise<CheckOutcome> {
  // A message that appeared by itself and still shows may be on a timer: give it up to 6 s to go.
  for (let waited = 0; waited < 6_000; waited += 250) {
    // Only a live message that appeared in the last 8 s is waited for: a floating control shown after
    // hydration (back to top) stays, and one still shown 8 s on is no short-lived alert.
    const pending = await page.evaluate(() => {
      const now = performance.now();
      return [...(window.mgA11yRecord?.appeared ?? [])].filter(
        ([el, since]) =>
          now - since < 8_000 && el.matches("[role=alert], [role=status], [role=alertdialog], [aria-live]"),
      ).length;
    });
    if (!pending) break;
    await page.waitForTimeout(250);
  }
  const outcome = await page.evaluate(
    ({ focusable, waivers: skip }) => {
      const h = window.mgA11y!;
      const record = window.mgA11yRecord;
      const failures: { element: string; detail: string }[] = [];
      let examined = 0;
      const takesFocus = (el: Element) => el.matches(focusable) && (el as HTMLElement).tabIndex >= 0;
      const inControl = (el: Element) => Boolean(el.closest(`${focusable}, label`));
      const holdsControl = (el: Element) => Boolean(el.querySelector(focusable));
      const skipped = (el: Element) =>
        !h.visible(el) || h.waived(el, skip) || el.matches("html, body") || el.hasAttribute("data-a11y-sentinel");
      // 1. Script listeners (recorded from the page's first script).
      const pointer = ["click", "dblclick", "mousedown", "mouseup", "pointerdown", "pointerup"];
      const hover = ["mouseover", "mouseenter"];
      const focusTypes = ["focus", "focusin"];
      for (const ref of record?.listening ?? []) {
        const el = ref.deref();
        if (!(el instanceof Element) || skipped(el)) continue;
        const types = record!.listeners.get(el) ?? new Set<string>();
        const clicks = pointer.some((t) => types.has(t));
        const hovers = hover.some((t) => types.has(t));
        if (!clicks && !hovers) continue;
        // A container that delegates clicks from the controls inside it (a card, React's root) is fine.
        if (holdsControl(el) && !takesFocus(el)) continue;
        examined++;
        if (clicks && !takesFocus(el) && !inControl(el))
          failures.push({
            element: h.describe(el),
            detail: "a click handler on an element that cannot take focus (keyboard users cannot activate it)",
          });
        else if (hovers) {
          let focusHandled = focusTypes.some((t) => types.has(t));
          for (let a = el.parentElement; a && !focusHandled; a = a.parentElement)
            focusHandled = record!.listeners.get(a)?.has("focusin") ?? false;
          if (!takesFocus(el) && !inControl(el))
            failures.push({
              element: h.describe(el),
              detail: "shows something on mouse hover but cannot take focus (a tooltip keyboard users never see)",
            });
          else if (!focusHandled)
            failures.push({
              element: h.describe(el),
              detail: "a mouse hover handler with no focus handler: what hover shows, focus does not",
            });
        }
      }
      // 2. Style rules that show content on :hover with no :focus twin.
      const rules = h.styleRules();
      const selectors = new Set(
        rules.flatMap((r) => r.selectorText.split(",").map((s) => s.replace(/\s+/g, " ").trim())),
      );
      const reveals = (r: CSSStyleRule) =>
        (r.style.display && r.style.display !== "none") ||
        r.style.visibility === "visible" ||
        (r.style.opacity !== "" && Number(r.style.opacity) > 0) ||
        /^(auto|0)/.test(r.style.left) ||
        r.style.clip === "auto";
      for (const r of rules) {
        if (!reveals(r)) continue;
        for (const sel of r.selectorText.split(",").map((s) => s.replace(/\s+/g, " ").trim())) {
          const m = /^(.*?):hover\s*([>+~ ])\s*(.+)$/.exec(sel);
          if (!m) continue;
          const [, owner, comb, target] = m as unknown as [string, string, string, string];
          const twin = [":focus-within", ":focus", ":focus-visible"].some((f) =>
            selectors.has(`${owner}${f}${comb === " " ? " " : ` ${comb} `}${target}`.replace(/\s+/g, " ")),
          );
          let owners: Element[] = [];
          try {
            owners = [...document.querySelectorAll(owner || "*")].filter((e) => !skipped(e));
          } catch {
            continue;
          }
          for (const el of owners.slice(0, 20)) {
            examined++;
            if (twin) continue;
            const tooltip = !takesFocus(el) && !holdsControl(el) && !inControl(el);
            failures.push({
              element: h.describe(el),
              detail: tooltip
                ? `"${sel}" shows content on hover over an element that cannot take focus (a tooltip keyboard users never see)`
                : `"${sel}" shows content on hover only (no :focus-within rule shows it to keyboard users)`,
            });
            break;
          }
        }
      }
      // 3. accesskey.
      for (const el of document.querySelectorAll("[accesskey]")) {
        if (h.waived(el, skip)) continue;
        examined++;
        failures.push({
          element: h.describe(el),
          detail: `accesskey="${el.getAttribute("accesskey")}" clashes with screen reader and browser keys`,
        });
      }
      // 4. Text that came and went on a timer.
      for (const t of record?.timed ?? []) {
        examined++;
        failures.push({
          element: t.element,
          detail: `appeared and disappeared after ${(t.shownMs / 1000).toFixed(1)} s with no key press or click (gone before it can be read)`,
        });
      }
      return { examined, failures, recorded: Boolean(record) };
    },
    { focusable: FOCUSABLE, waivers },
  );
  const failures = [...outcome.failures];
  if (walk.trapped) failures.push(walk.trapped);
  return { examined: outcome.examined + 1, failures };
}
