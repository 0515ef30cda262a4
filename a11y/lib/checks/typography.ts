/**
 * Typography on computed styles (WCAG 1.4.8 visual presentation, 1.4.12 text
 * spacing, adopted for body text; house.md type scale): for the running text of
 * the page (paragraphs, list items, definitions, cells, quotes, labels, hints),
 * no justified text, no all-caps or italic runs longer than a few words, no text
 * under the theme's minimum size, lines within the theme's measure, line height
 * at least 1.5. The theme's limits come from the page itself (the size of body
 * text, so the larger-text theme is held to its own scale), which is why the
 * check's aspect is "size". One pass over the DOM of the page already loaded.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import type { CheckOutcome } from "./types.ts";

/** The limits; the house measure is 68ch (--mg-measure), WCAG 1.4.8 allows 80 characters. */
export const TYPOGRAPHY_LIMITS = {
  /** Text smaller than this share of body text fails (house scale: the smallest step is 0.9 of body text). */
  minSizeRatio: 0.85,
  /** Widest line of running text, in characters of the element's font ("0" advance, the CSS ch). */
  maxLineCh: 80,
  /** Line height of running text, as a multiple of its font size (rounding tolerance 0.02). */
  minLineHeight: 1.5,
  /** All-caps or italic runs longer than this many words are hard to read (1.4.8). */
  maxStyledWords: 4,
};

export async function checkTypography(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  return page.evaluate(
    ({ waivers: skip, limits }) => {
      const h = window.mgA11y!;
      const failures: { element: string; detail: string }[] = [];
      let examined = 0;
      const bodySize = parseFloat(getComputedStyle(document.body).fontSize) || 16;
      const minSize = bodySize * limits.minSizeRatio;
      const running = "p, li, dd, dt, td, th, blockquote, figcaption, label, legend, caption";
      // One probe per font (appending it forces a layout): measured once and reused.
      const chCache = new Map<string, number>();
      const chWidth = (el: Element) => {
        const f = getComputedStyle(el);
        const key = `${f.fontFamily}|${f.fontSize}|${f.fontWeight}`;
        const known = chCache.get(key);
        if (known) return known;
        const probe = document.createElement("span");
        probe.textContent = "0000000000";
        probe.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap;letter-spacing:normal";
        el.append(probe);
        const w = probe.getBoundingClientRect().width / 10 || 8;
        probe.remove();
        chCache.set(key, w);
        return w;
      };
      const words = (s: string) => s.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
      for (const el of document.querySelectorAll<HTMLElement>(running)) {
        // Only the element's own running text: a block holding other blocks is judged through them.
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? "")
          .join(" ")
          .replace(/\s+/g, " ")
          .trim();
        const text = h.text(el);
        if (!/\p{L}{2,}/u.test(own || "") && !(el.children.length <= 3 && /\p{L}{2,}/u.test(text))) continue;
        if (!h.visible(el) || h.waived(el, skip) || el.closest("[data-a11y-sentinel], svg, code, pre")) continue;
        examined++;
        const cs = getComputedStyle(el);
        const size = parseFloat(cs.fontSize);
        const problems: string[] = [];
        if (cs.textAlign === "justify") problems.push("justified text");
        if (size + 0.05 < minSize)
          problems.push(`text ${size.toFixed(1)} px, under the minimum ${minSize.toFixed(1)} px of this theme`);
        const lh = cs.lineHeight === "normal" ? 1.2 : parseFloat(cs.lineHeight) / size;
        const lines = el.getBoundingClientRect().height / (lh * size);
        // Line height matters once text wraps (a one-line label or cell does not have line spacing).
        if (lines >= 1.8 && lh + 0.02 < limits.minLineHeight)
          problems.push(`line height ${lh.toFixed(2)}, under ${limits.minLineHeight}`);
        if (text.length > limits.maxLineCh) {
          // The widest line box of the text, measured on its rendered lines.
          const range = document.createRange();
          range.selectNodeContents(el);
          const widest = Math.max(0, ...[...range.getClientRects()].map((r) => r.width));
          const ch = widest / chWidth(el);
          if (ch > limits.maxLineCh + 0.5)
            problems.push(`lines ${Math.round(ch)} characters wide, over ${limits.maxLineCh}`);
        }
        // All caps and italic: the element itself or its inline runs, counted in words.
        for (const run of [el, ...el.querySelectorAll<HTMLElement>("span, em, i, strong, b, a, small, cite")]) {
          const rs = run === el ? cs : getComputedStyle(run);
          const t = h.text(run);
          const n = words(t);
          if (n <= limits.maxStyledWords) continue;
          // Only letters that have a case can be in capitals (Arabic, Hebrew or Chinese text has none).
          const letters = t.replace(/[^\p{Lu}\p{Ll}]/gu, "");
          if (rs.textTransform === "uppercase" || (letters.length > 12 && letters === letters.toUpperCase()))
            problems.push(`${n} words in capitals${run === el ? "" : ` (${h.describe(run)})`}`);
          if (rs.fontStyle === "italic" && (run === el || cs.fontStyle !== "italic"))
            problems.push(`${n} words in italics${run === el ? "" : ` (${h.describe(run)})`}`);
        }
        if (problems.length) failures.push({ element: h.describe(el), detail: [...new Set(problems)].join("; ") });
      }
      return { examined, failures };
    },
    { waivers, limits: TYPOGRAPHY_LIMITS },
  );
}
