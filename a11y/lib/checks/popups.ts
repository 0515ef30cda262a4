/**
 * Every popup on the page by keyboard (WCAG 2.1.1, 2.1.2, 2.4.3), whoever built it: dialog-keyboard
 * (dialogs.ts) walks the site's own overlays from their known triggers; this check finds the triggers
 * itself, so a lightbox or widget from any source is held to the same rules. A trigger is anything that
 * can take focus and says it opens something (aria-haspopup, popovertarget, commandfor, a framework's
 * data-toggle), a link that goes nowhere (`#`, `javascript:`) or to an image (lightboxes), a type=button
 * button outside a form, or a focusable element with a script click handler (page-recorder.ts). Each is
 * pressed with Enter; when a dialog, popover, menu or listbox (or a fixed layer over most of the screen)
 * appears: focus must move into it, stay in it over Tab when it is modal, Escape must close it, and focus
 * must come back to the trigger. A press that navigates is reported as such and the page reloaded: the
 * check never throws on a navigation.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import { ensureHelpers } from "../page-helpers.ts";
import type { CheckOutcome } from "./types.ts";

const TRIGGERS = [
  "[aria-haspopup]:not([aria-haspopup=false])",
  "[popovertarget]",
  "[commandfor]",
  "[data-toggle]",
  "[data-bs-toggle]",
  'a[href="#"]',
  'a[href^="javascript:"]',
  'a[href$=".jpg" i]',
  'a[href$=".jpeg" i]',
  'a[href$=".png" i]',
  'a[href$=".gif" i]',
  'a[href$=".webp" i]',
  "button[type=button]:not(form button):not([aria-expanded]):not([aria-pressed])",
].join(", ");
/** Enough for a page's own popups; a page with more reports the cap (each press costs a few hundred ms). */
const MAX_TRIGGERS = 12;

/** Marks the triggers (data-a11y-popup-trigger=<n>) in document order; the same order after a reload. */
async function markTriggers(page: Page, waivers: readonly string[], region?: { after: string; before: string }) {
  return page.evaluate(
    ({ selector, skip, edges, max }) => {
      const h = window.mgA11y!;
      const after = edges && document.querySelector(edges.after);
      const before = edges && document.querySelector(edges.before);
      const within = (el: Element) =>
        (!after || Boolean(after.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) &&
        !after?.contains(el) &&
        (!before || Boolean(before.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING));
      const scripted = [...(window.mgA11yRecord?.listening ?? [])]
        .map((r) => r.deref())
        .filter(
          (e): e is HTMLElement =>
            e instanceof HTMLElement &&
            e.tabIndex >= 0 &&
            e.matches("a, [tabindex], [role=button]") &&
            Boolean(window.mgA11yRecord?.listeners.get(e)?.has("click")),
        );
      const set = new Set([...document.querySelectorAll<HTMLElement>(selector), ...scripted]);
      const found = [...document.querySelectorAll<HTMLElement>("body *")].filter(
        (el) =>
          set.has(el) &&
          el.tabIndex >= 0 &&
          !(el as HTMLButtonElement).disabled &&
          h.visible(el) &&
          within(el) &&
          !h.waived(el, skip) &&
          !el.closest("dialog, [role=dialog], [popover]"),
      );
      found.slice(0, max).forEach((el, i) => el.setAttribute("data-a11y-popup-trigger", String(i)));
      return { marked: Math.min(found.length, max), total: found.length };
    },
    { selector: TRIGGERS, skip: waivers, edges: region, max: MAX_TRIGGERS },
  );
}

/** The popups shown now: dialogs, open popovers, menus, listboxes, or a fixed layer over most of the screen. */
function openPopups(): string[] {
  const vw = innerWidth;
  const vh = innerHeight;
  const out: string[] = [];
  const candidates = document.querySelectorAll<HTMLElement>(
    "[role=dialog], [role=alertdialog], dialog, [popover], [role=menu], [role=listbox], [aria-modal=true], body *",
  );
  let n = 0;
  for (const el of candidates) {
    if (!el.checkVisibility()) continue;
    const popup = el.matches(
      "[role=dialog], [role=alertdialog], dialog[open], [role=menu], [role=listbox], [aria-modal=true]",
    );
    const popover = el.matches("[popover]") && el.matches(":popover-open");
    let layer = false;
    if (!popup && !popover && getComputedStyle(el).position === "fixed") {
      const r = el.getBoundingClientRect();
      layer = r.width * r.height > vw * vh * 0.4 && !el.hasAttribute("data-a11y-sentinel");
    }
    if (!popup && !popover && !layer) continue;
    // A notification is no popup: a non-modal box whose message is a live region (React Aria's toast is a
    // role=alertdialog aria-modal=false around a polite status) is heard where focus is and must not take
    // the focus away; the keyboard reaches it with F6. A modal one, or one without a live message, is checked.
    const live = "[role=status], [role=alert], [role=log], [aria-live=polite], [aria-live=assertive]";
    if (el.getAttribute("aria-modal") === "false" && (el.matches(live) || el.querySelector(live))) continue;
    if (!el.dataset.a11yPopup) el.dataset.a11yPopup = String(++n + Math.random()).slice(0, 12);
    out.push(el.dataset.a11yPopup);
  }
  return [...new Set(out)];
}

export async function checkPopups(
  page: Page,
  waivers: readonly string[],
  region?: { after: string; before: string },
): Promise<CheckOutcome> {
  const failures: { element: string; detail: string }[] = [];
  const startUrl = page.url();
  let { marked, total } = await markTriggers(page, waivers, region);
  const restore = async () => {
    await page.goto(startUrl, { waitUntil: "load" }).catch(() => undefined);
    await ensureHelpers(page);
    ({ marked } = await markTriggers(page, waivers, region));
  };
  let examined = 0;
  for (let i = 0; i < marked; i++) {
    const trigger = page.locator(`[data-a11y-popup-trigger="${i}"]`);
    const name = await trigger.evaluate((e) => window.mgA11y!.describe(e)).catch(() => `trigger ${i}`);
    const fail = (detail: string) => failures.push({ element: name, detail });
    try {
      const before = new Set(await page.evaluate(openPopups));
      await trigger.focus();
      // A control the keyboard cannot reach now (inside a closed panel) is no trigger: Enter would press
      // whatever kept the focus, and its popup would be blamed on this one.
      if (!(await trigger.evaluate((t) => t === document.activeElement).catch(() => false))) continue;
      await page.keyboard.press("Enter");
      await page.waitForTimeout(200);
      if (page.url().split("#")[0] !== startUrl.split("#")[0]) {
        // A link or a form: it went to another page, which is no popup. Back to the page, next trigger.
        await restore();
        continue;
      }
      const opened = (await page.evaluate(openPopups)).filter((p) => !before.has(p));
      if (!opened.length) continue;
      examined++;
      const popup = page.locator(`[data-a11y-popup="${opened.at(-1)}"]`);
      const inside = () => popup.evaluate((p) => p.contains(document.activeElement)).catch(() => false);
      const kind = await popup.evaluate((p) => ({
        modal:
          p.getAttribute("aria-modal") === "true" ||
          (p instanceof HTMLDialogElement && p.matches(":modal")) ||
          (getComputedStyle(p).position === "fixed" && !p.matches("[role=menu], [role=listbox], [popover]")),
        activedescendant: Boolean(document.activeElement?.getAttribute("aria-activedescendant")),
      }));
      if (!(await inside()) && !kind.activedescendant) fail("focus did not move into the popup it opened");
      if (kind.modal && (await inside())) {
        for (let k = 0; k < 10; k++) {
          await page.keyboard.press(k % 4 === 3 ? "Shift+Tab" : "Tab");
          // Leaving for the browser's own controls (focus on no element: a native modal <dialog> does it
          // after its last control) is allowed; landing on the page behind the popup is not.
          const behind = await popup
            .evaluate((p) => {
              const a = document.activeElement;
              return Boolean(a && a !== document.body && !p.contains(a));
            })
            .catch(() => false);
          if (behind) {
            fail("Tab moved focus out of the open modal popup, onto the page behind it");
            break;
          }
        }
      }
      await page.keyboard.press("Escape");
      const closed = await popup
        .waitFor({ state: "hidden", timeout: 1_500 })
        .then(() => true)
        .catch(() => false);
      if (!closed) {
        fail("Escape did not close it");
        await restore();
        continue;
      }
      let back = false;
      for (let waited = 0; !back && waited <= 1_500; waited += 100) {
        back = await trigger.evaluate((t) => t === document.activeElement).catch(() => false);
        if (!back) await page.waitForTimeout(100);
      }
      // Focus must stay there: a widget that returns it and then drops it (a blur a moment later) leaves a
      // keyboard user nowhere all the same.
      if (back) {
        await page.waitForTimeout(150);
        back = await trigger.evaluate((t) => t === document.activeElement).catch(() => false);
      }
      if (!back) fail("focus did not return to the trigger when the popup closed");
    } catch (error) {
      // A press that tore the page down mid-check (navigation, reload) is reported, never thrown.
      fail(`the check could not finish on this trigger: ${(error as Error).message.split("\n")[0]}`);
      await restore();
    }
  }
  await page
    .evaluate(() => {
      for (const e of document.querySelectorAll("[data-a11y-popup-trigger]"))
        e.removeAttribute("data-a11y-popup-trigger");
      for (const e of document.querySelectorAll<HTMLElement>("[data-a11y-popup]")) delete e.dataset.a11yPopup;
      (document.activeElement as HTMLElement | null)?.blur();
    })
    .catch(() => undefined);
  return {
    examined,
    failures,
    advisories:
      total > MAX_TRIGGERS
        ? [{ element: "page", detail: `${total} popup triggers, the first ${MAX_TRIGGERS} pressed` }]
        : undefined,
  };
}
