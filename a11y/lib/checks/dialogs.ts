/**
 * Dialogs, drawers and popovers by keyboard (WCAG 2.1.2, 2.4.3, 1.4.13): the
 * trigger opens it from the keyboard (Enter), focus moves into it, a modal one
 * holds focus over Tab, Escape closes it and focus returns to the trigger.
 */
import type { Locator, Page } from "@playwright/test";
import type { CheckOutcome } from "./types.ts";

/** Opens the popup of `trigger` with Enter and walks it; panel() finds the opened popup. */
export async function checkDialogKeyboard(
  page: Page,
  trigger: Locator,
  panel: () => Locator = () => page.locator("[role=dialog]:visible, dialog[open]").last(),
): Promise<CheckOutcome> {
  const failures: { element: string; detail: string }[] = [];
  const name = await trigger.evaluate((e) => window.mgA11y?.describe(e) ?? e.tagName).catch(() => "trigger");
  const fail = (detail: string) => failures.push({ element: name, detail });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const popup = panel();
  const opened = await popup
    .waitFor({ state: "visible", timeout: 2_000 })
    .then(() => true)
    .catch(() => false);
  if (!opened) {
    fail("Enter on the trigger did not open its popup");
    return { examined: 1, failures };
  }
  const inside = () => popup.evaluate((p) => p.contains(document.activeElement)).catch(() => false);
  const isModal = await popup.evaluate(
    (p) => p.getAttribute("aria-modal") === "true" || (p instanceof HTMLDialogElement && p.matches(":modal")),
  );
  if (isModal && !(await inside())) fail("focus did not move into the dialog when it opened");
  if (isModal) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 4 === 3 ? "Shift+Tab" : "Tab");
      if (!(await inside())) {
        fail("Tab moved focus out of the open modal dialog");
        break;
      }
    }
  } else if (!(await inside())) {
    // A non-modal popover (disclosure menu): the first Tab enters it.
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Escape");
  const closed = await popup
    .waitFor({ state: "hidden", timeout: 2_000 })
    .then(() => true)
    .catch(() => false);
  if (!closed) fail("Escape did not close it");
  // Focus comes back once the dialog's closing work has run (React Aria restores it after the unmount, a
  // frame or two later; on a loaded 2-core machine that took longer than this check looked): wait up to 2 s.
  const focused = () => trigger.evaluate((t) => t === document.activeElement).catch(() => false);
  let back = await focused();
  if (closed)
    for (let waited = 0; !back && waited < 2_000; waited += 100) {
      await page.waitForTimeout(100);
      back = await focused();
    }
  if (closed && !back) fail("focus did not return to the trigger after Escape");
  return { examined: 1, failures };
}
