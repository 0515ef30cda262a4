/**
 * Keyboard access a rule engine cannot see (WCAG 2.1.1, 2.4.3, 4.1.2):
 * controls that only a pointer can reach (a click handler or pointer cursor on
 * something not focusable), widgets with a role but no tab stop, focusable
 * elements that do nothing (tabindex=0 on plain content), positive tabindex,
 * and custom buttons (role=button) that do nothing on Enter or Space.
 */
import type { Page } from "@playwright/test";
import { ensureHelpers } from "../page-helpers.ts";
import type { CheckOutcome } from "./types.ts";

const FOCUSABLE = "a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable=true]";

export async function checkKeyboardAccess(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  const startUrl = page.url();
  const outcome = await page.evaluate(
    ({ focusable, waivers: skip }) => {
      const h = window.mgA11y!;
      const failures: { element: string; detail: string }[] = [];
      let examined = 0;
      const inControl = (el: Element) => Boolean(el.closest(`${focusable}, label`));
      for (const el of document.querySelectorAll<HTMLElement>("body *")) {
        if (!h.visible(el) || h.waived(el, skip) || el.hasAttribute("data-a11y-sentinel")) continue;
        const role = el.getAttribute("role") ?? "";
        const tabindex = el.getAttribute("tabindex");
        const cs = getComputedStyle(el);
        // Pointer-only: a click handler attribute, or a pointer cursor not inherited from a control.
        const parentPointer = el.parentElement && getComputedStyle(el.parentElement).cursor === "pointer";
        if ((el.hasAttribute("onclick") || (cs.cursor === "pointer" && !parentPointer)) && !inControl(el)) {
          examined++;
          failures.push({
            element: h.describe(el),
            detail: "clickable (click handler or pointer cursor) but not focusable",
          });
          continue;
        }
        // A widget role with no tab stop (roving tabindex items carry tabindex=-1 and are fine).
        if (/^(button|link|checkbox|switch|radio|tab|slider|spinbutton|combobox|textbox)$/.test(role)) {
          examined++;
          if (tabindex === null && !el.matches("a[href], button, input, select, textarea, summary"))
            failures.push({ element: h.describe(el), detail: `role=${role} but not focusable (no tabindex)` });
        }
        if (tabindex !== null && Number(tabindex) > 0) {
          failures.push({ element: h.describe(el), detail: `tabindex=${tabindex} changes the focus order` });
        }
        // Focusable but does nothing: tabindex=0 on content with no role, that is no scroll container.
        if (tabindex === "0" && !role && !el.matches("a[href], button, input, select, textarea, summary, iframe")) {
          examined++;
          const scrolls =
            /(auto|scroll)/.test(`${cs.overflowX} ${cs.overflowY}`) ||
            el.scrollWidth > el.clientWidth + 1 ||
            el.scrollHeight > el.clientHeight + 1;
          if (!scrolls)
            failures.push({
              element: h.describe(el),
              detail: "focusable (tabindex=0) but not a control or scroll region",
            });
        }
      }
      return { examined, failures };
    },
    { focusable: FOCUSABLE, waivers },
  );
  const failures = [...outcome.failures];
  const custom = await markCustomButtons(page, waivers);
  // Enter and Space must each do something on a custom button (a native button gets both from the browser).
  for (let i = 0; i < custom; i++) {
    const el = page.locator(`[data-a11y-custom-button="${i}"]`);
    for (const key of ["Enter", "Space"] as const) {
      let reacted: boolean;
      try {
        reacted = await reacts(page, i, key);
      } catch {
        // The key press navigated away while the check looked (the page it was reading is gone): a press
        // that leaves the page did something. Reload the page and carry on; the check reports, never throws.
        reacted = true;
      }
      if (!(await el.count().catch(() => 0))) {
        const url = page.url();
        if (url !== startUrl) await page.goto(startUrl, { waitUntil: "load" }).catch(() => undefined);
        await ensureHelpers(page);
        await markCustomButtons(page, waivers);
      }
      if (!reacted)
        failures.push({
          element:
            (await el
              // A page that navigates late has no such element: do not wait the default 30 s for it.
              .evaluate((e) => window.mgA11y!.describe(e), undefined, { timeout: 1000 })
              .catch(() => `custom button ${i}`)) ?? "",
          detail: `role=button does nothing on ${key}`,
        });
    }
  }
  await page
    .evaluate(() => {
      for (const e of document.querySelectorAll("[data-a11y-custom-button]"))
        e.removeAttribute("data-a11y-custom-button");
    })
    .catch(() => undefined);
  return { examined: outcome.examined + custom, failures };
}

/** Marks the custom buttons (data-a11y-custom-button=<n>) in document order, the same order after a reload. */
async function markCustomButtons(page: Page, waivers: readonly string[]): Promise<number> {
  return page.evaluate((skip) => {
    const h = window.mgA11y!;
    const custom = [...document.querySelectorAll<HTMLElement>("[role=button]:not(button):not(input)")].filter(
      (el) => h.visible(el) && !h.waived(el, skip) && el.tabIndex >= 0,
    );
    custom.forEach((el, i) => el.setAttribute("data-a11y-custom-button", String(i)));
    return custom.length;
  }, waivers);
}

/** Presses key on custom button i and reports whether the document changed (DOM, URL or focus); undoes a toggle. */
async function reacts(page: Page, i: number, key: "Enter" | "Space"): Promise<boolean> {
  const url = page.url();
  await page.evaluate((n) => {
    const el = document.querySelector<HTMLElement>(`[data-a11y-custom-button="${n}"]`);
    el?.focus();
    const w = window as unknown as { mgA11yMutations: number; mgA11yObserver?: MutationObserver };
    w.mgA11yMutations = 0;
    w.mgA11yObserver = new MutationObserver((m) => {
      w.mgA11yMutations += m.filter((r) => !(r.attributeName ?? "").startsWith("data-a11y")).length;
    });
    w.mgA11yObserver.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }, i);
  await page.keyboard.press(key);
  await page.waitForTimeout(60);
  if (page.url() !== url) return true; // navigated: the caller reloads the page
  const changed = await page.evaluate((n) => {
    const w = window as unknown as { mgA11yMutations: number; mgA11yObserver?: MutationObserver };
    w.mgA11yObserver?.disconnect();
    const el = document.querySelector(`[data-a11y-custom-button="${n}"]`);
    return w.mgA11yMutations > 0 || document.activeElement !== el;
  }, i);
  if (changed) {
    // Press again where it is a toggle, so the next key starts from the same state.
    await page.evaluate((n) => document.querySelector<HTMLElement>(`[data-a11y-custom-button="${n}"]`)?.focus(), i);
    await page.keyboard.press("Escape");
  }
  return changed;
}
