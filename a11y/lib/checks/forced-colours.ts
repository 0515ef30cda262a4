/**
 * Forced colours (Windows High Contrast and similar; WCAG 1.4.11, 2.4.7, 1.1.1):
 * with `forced-colors: active` emulated on the page already loaded, the browser
 * replaces backgrounds and box-shadows, so
 * - every control whose edge is drawn by its background in normal colours (a
 *   filled button, a shaded field or summary) keeps a visible boundary: a border;
 * - every icon that carries meaning (an <svg> with a name, or the only content
 *   of a control) is drawn in the text colour (currentColor), which the browser
 *   forces, not in a fixed colour that may vanish on the visitor's background;
 * - every tabbable element still shows focus (focusIndicators: each focused in turn, no Tab walk).
 * Run by its own Playwright project (a11y/forced-colours.spec.ts, forcedColors: 'active') on one page per
 * route template (pages of one template share their controls and styles) in every colour theme, so the
 * high-contrast theme is checked under forced colours too; not inside the site cells.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import { focusIndicators } from "../checks.ts";
import type { CheckOutcome } from "./types.ts";

export async function checkForcedColours(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  // The forced-colours project loads pages with forced colours already on: the normal rendering is read
  // with them off, then they are forced, and at the end the page is left as it was.
  const wasForced = await page.evaluate(() => matchMedia("(forced-colors: active)").matches);
  await page.emulateMedia({ forcedColors: "none" });
  // In normal colours, which controls draw their edge with a background (a filled button, a shaded
  // field)? Forced colours replace that background with the page's, so those need a border. A control
  // that looks like text (transparent, edged by its row's borders, like an accordion trigger) loses nothing.
  await page.evaluate(() => {
    const CONTROLS =
      "button, select, textarea, input:not([type=hidden],[type=radio],[type=checkbox],[type=range],[type=color],[type=file]), [role=button]:not(a), summary";
    const opaque = (c: string) => c !== "transparent" && !/rgba\(.*,\s*0\)$/.test(c);
    for (const el of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      const cs = getComputedStyle(el);
      let behind = "rgb(255, 255, 255)";
      for (let a = el.parentElement; a; a = a.parentElement) {
        const bg = getComputedStyle(a).backgroundColor;
        if (opaque(bg)) {
          behind = bg;
          break;
        }
      }
      const filled = (opaque(cs.backgroundColor) && cs.backgroundColor !== behind) || cs.backgroundImage !== "none";
      if (filled) el.setAttribute("data-a11y-filled", "");
    }
  });
  await page.emulateMedia({ forcedColors: "active" });
  try {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const dom = await page.evaluate(
      ({ waivers: skip }) => {
        const h = window.mgA11y!;
        const failures: { element: string; detail: string }[] = [];
        let examined = 0;
        const controls =
          "button, select, textarea, input:not([type=hidden],[type=radio],[type=checkbox],[type=range],[type=color],[type=file]), [role=button]:not(a), summary";
        for (const el of document.querySelectorAll<HTMLElement>(controls)) {
          if (!el.hasAttribute("data-a11y-filled") || !h.visible(el) || h.waived(el, skip)) continue;
          const r = el.getBoundingClientRect();
          if (r.width < 2 || r.height < 2) continue;
          const cs = getComputedStyle(el);
          examined++;
          const sides = ["Top", "Right", "Bottom", "Left"] as const;
          const bordered = sides.some(
            (s) =>
              parseFloat(cs.getPropertyValue(`border-${s.toLowerCase()}-width`)) > 0 &&
              !["none", "hidden"].includes(cs.getPropertyValue(`border-${s.toLowerCase()}-style`)),
          );
          if (!bordered)
            failures.push({ element: h.describe(el), detail: "no border in forced colours: the control has no edge" });
        }
        for (const svg of document.querySelectorAll<SVGSVGElement>("svg")) {
          // An icon hidden from assistive technology (aria-hidden) is still seen: only rendering counts here.
          const shown = svg.getClientRects().length > 0 && !svg.closest("[hidden], [inert]");
          if (!shown || getComputedStyle(svg).visibility === "hidden" || h.waived(svg, skip)) continue;
          const control = svg.closest("a, button, [role=button], summary");
          const named =
            svg.getAttribute("role") === "img" || svg.hasAttribute("aria-label") || svg.querySelector("title");
          const alone = control && !h.text(control).replace(h.text(svg), "").trim();
          if (!named && !alone) continue;
          examined++;
          const colour = getComputedStyle(svg).color;
          for (const shape of [
            svg,
            ...svg.querySelectorAll<SVGElement>("path, circle, rect, line, polyline, polygon"),
          ]) {
            const s = getComputedStyle(shape);
            const fixed = [s.fill, s.stroke].filter((v) => v && v !== "none" && !v.startsWith("url") && v !== colour);
            if (fixed.length) {
              failures.push({
                element: h.describe(control ?? svg),
                detail: `icon drawn in a fixed colour (${fixed[0]}) instead of currentColor: it may vanish in forced colours`,
              });
              break;
            }
          }
        }
        return { examined, failures };
      },
      { waivers },
    );
    const focus = await focusIndicators(page, "standard");
    return {
      examined: dom.examined + focus.examined,
      failures: [
        ...dom.failures,
        ...focus.failures.map((f) => ({ element: f.element, detail: `forced colours: ${f.detail}` })),
      ],
    };
  } finally {
    await page.emulateMedia({ forcedColors: wasForced ? "active" : "none" });
    await page.evaluate(() => {
      for (const el of document.querySelectorAll("[data-a11y-filled]")) el.removeAttribute("data-a11y-filled");
    });
  }
}
