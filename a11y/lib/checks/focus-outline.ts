/**
 * `outline: none` with nothing in its place (WCAG 2.4.7), found from the style sheets rather than the
 * Tab walk: focus-visible compares each Tab stop's rendering with its unfocused one, counting changes of
 * its parent and grandparent too (a card that highlights around its link); a manual tester reads the CSS.
 * Every style rule that removes the outline on :focus or :focus-visible (outline none, 0 or 0 width) is
 * followed to the elements it styles; each is focused from the keyboard's point of view (after a key
 * press, so :focus-visible applies) and its own box (and its label's) compared with the unfocused
 * rendering: outline, box-shadow, border, background, colour, text decoration. No change: fail.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import type { CheckOutcome } from "./types.ts";

export async function checkFocusOutline(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  const marked = await page.evaluate((skip) => {
    const h = window.mgA11y!;
    const rules = h.styleRules();
    const removes = (r: CSSStyleRule) =>
      r.style.outlineStyle === "none" ||
      r.style.outlineWidth === "0px" ||
      r.style.outline === "0px" ||
      r.style.outline === "none";
    const targets = new Set<HTMLElement>();
    for (const r of rules.filter(removes)) {
      for (const sel of r.selectorText.split(",")) {
        if (!/:focus(-visible)?\b/.test(sel) || /:focus-within/.test(sel)) continue;
        const base = sel.replace(/:focus(-visible)?\b/g, "").trim() || "*";
        try {
          for (const el of document.querySelectorAll<HTMLElement>(base))
            if (el.tabIndex >= 0 && h.visible(el) && !h.waived(el, skip) && !el.hasAttribute("data-a11y-sentinel"))
              targets.add(el);
        } catch {
          /* a selector the engine cannot query once the pseudo-class is gone */
        }
      }
    }
    [...targets].slice(0, 60).forEach((el, i) => el.setAttribute("data-a11y-outline", String(i)));
    return Math.min(targets.size, 60);
  }, waivers);
  if (!marked) return { examined: 0, failures: [] };
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Shift");
  const failures = await page.evaluate((n) => {
    const h = window.mgA11y!;
    const props = [
      "outline-style",
      "outline-width",
      "outline-color",
      "box-shadow",
      "border-top-color",
      "border-bottom-color",
      "border-top-width",
      "border-bottom-width",
      "background-color",
      "background-image",
      "color",
      "text-decoration-line",
      "text-decoration-thickness",
    ];
    const look = (el: Element) => {
      const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : el.closest("label");
      return [el, label]
        .filter((e): e is Element => Boolean(e))
        .flatMap((e) =>
          [null, "::before", "::after"].map((p) =>
            props.map((q) => getComputedStyle(e, p).getPropertyValue(q)).join("|"),
          ),
        )
        .join("#");
    };
    const out: { element: string; detail: string }[] = [];
    for (let i = 0; i < n; i++) {
      const el = document.querySelector<HTMLElement>(`[data-a11y-outline="${i}"]`);
      if (!el) continue;
      const unfocused = look(el);
      el.focus({ preventScroll: true });
      if (document.activeElement === el && look(el) === unfocused)
        out.push({ element: h.describe(el), detail: "its outline is removed on focus and nothing takes its place" });
      el.blur();
      el.removeAttribute("data-a11y-outline");
    }
    return out;
  }, marked);
  return { examined: marked, failures };
}
