/**
 * Custom checks the axe rules do not cover, run inside the page through
 * page.evaluate. Each function is self-contained (no closures: Playwright
 * serialises it) and returns plain data; the spec turns failures into problems.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";

export interface CheckFailure {
  /** Short description of the element (tag#id.class "text"). */
  element: string;
  detail: string;
}

/** No horizontal scrolling: the document is no wider than the viewport (WCAG 1.4.10). */
export async function checkNoHorizontalScroll(page: Page): Promise<CheckFailure[]> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const width = doc.clientWidth;
    if (doc.scrollWidth <= width) return [];
    // Document coordinates: the page may already be scrolled sideways.
    const right = (el: Element) => el.getBoundingClientRect().right + window.scrollX;
    // Name the culprits to make the failure actionable: the outermost elements past the right edge
    // that no narrower scroll container (a table's scroller) holds in.
    const describe = (el: Element): string => {
      const cls =
        typeof (el as HTMLElement).className === "string" && (el as HTMLElement).className
          ? `.${(el as HTMLElement).className.trim().split(/\s+/).slice(0, 2).join(".")}`
          : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls}${text ? ` "${text}"` : ""}`;
    };
    const culprits: { element: string; detail: string }[] = [];
    const overflowing: Element[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const r = el.getBoundingClientRect();
      if (right(el) <= width + 1 || r.width === 0 || getComputedStyle(el).position === "fixed") continue;
      let contained = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible" && right(a) <= width + 1) contained = true;
      }
      if (contained) continue;
      overflowing.push(el);
      const parentRight = el.parentElement ? right(el.parentElement) : 0;
      if (parentRight <= width + 1 && culprits.length < 6)
        culprits.push({ element: describe(el), detail: `right edge at ${Math.round(right(el))} px` });
    }
    if (culprits.length === 0) {
      for (const el of overflowing.slice(-3))
        culprits.push({ element: describe(el), detail: `right edge at ${Math.round(right(el))} px` });
    }
    if (culprits.length === 0) {
      // Nothing visible sticks out: name what reaches furthest (hidden, fixed or clipped content).
      const all = [...document.body.querySelectorAll<HTMLElement>("*")]
        .map((el) => ({ el, edge: right(el) }))
        .sort((a, b) => b.edge - a.edge)
        .slice(0, 3);
      for (const { el, edge } of all) {
        const cs = getComputedStyle(el);
        culprits.push({
          element: describe(el),
          detail: `right edge at ${Math.round(edge)} px (position ${cs.position}, visibility ${cs.visibility}, opacity ${cs.opacity})`,
        });
      }
    }
    return [{ element: "html", detail: `scrollWidth ${doc.scrollWidth} px > viewport ${width} px` }, ...culprits];
  });
}

/**
 * Every visible interactive target at least minPx x minPx, except links inside
 * running text: an <a> whose display is inline inside p/li/dd/td (and the like)
 * text (WCAG 2.5.5/2.5.8 inline exception: "the target is in a sentence"); an
 * inline <button> in a sentence (a Toggletip's word) is the same case. Exempt links that are alone in their
 * block (not really in a sentence) are listed as advisories, not failures.
 * Visually hidden inputs are measured by their label; a link stretched over a
 * card by an absolutely positioned ::before/::after is measured by that box.
 */
export async function checkTargetSizes(
  page: Page,
  minPx: number,
  scope?: string,
): Promise<{ examined: number; failures: CheckFailure[]; advisories: CheckFailure[] }> {
  return page.evaluate(
    (args) => {
      const { minPx: min, scope: within } = args;
      const describe = (el: Element): string => {
        const cls =
          typeof (el as HTMLElement).className === "string" && (el as HTMLElement).className
            ? `.${(el as HTMLElement).className.trim().split(/\s+/).slice(0, 2).join(".")}`
            : "";
        const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls}${text ? ` "${text}"` : ""}`;
      };
      // Hidden by itself or by a clipping wrapper (React Aria's VisuallyHidden puts the input in a 1px span).
      const isVisuallyHidden = (el: Element, r: DOMRect): boolean => {
        if (r.width <= 1 && r.height <= 1) return true;
        for (let e: Element | null = el, depth = 0; e && depth < 4; e = e.parentElement, depth++) {
          const cs = getComputedStyle(e);
          if (cs.clipPath === "inset(50%)" || cs.clip === "rect(0px, 0px, 0px, 0px)") return true;
          const er = e.getBoundingClientRect();
          if (er.width <= 1 && er.height <= 1 && cs.overflow !== "visible") return true;
        }
        return false;
      };
      const isBlock = (el: Element) => {
        const d = getComputedStyle(el).display;
        return !d.startsWith("inline") && d !== "contents";
      };
      /** "exempt" (inline link or button in text), "alone" (exempt, but the only words of its block) or "no". */
      const inlineText = (a: HTMLElement): "exempt" | "alone" | "no" => {
        // Chromium computes a <button> styled display: inline as inline-block (buttons are never truly inline).
        const display = getComputedStyle(a).display;
        const inlineBox = display === "inline" || (a.tagName === "BUTTON" && display === "inline-block");
        if ((a.tagName !== "A" && a.tagName !== "BUTTON") || !inlineBox) return "no";
        let block: Element | null = a.parentElement;
        while (block && !isBlock(block)) block = block.parentElement;
        if (!block || !block.matches("p, li, dd, dt, td, th, figcaption, blockquote, caption")) return "no";
        const own = (a.textContent ?? "").replace(/\s+/g, "");
        const all = (block.textContent ?? "").replace(/\s+/g, "");
        return /\p{L}{2,}/u.test(all.replace(own, "")) ? "exempt" : "alone";
      };
      /** The box of an absolutely positioned ::before/::after that stretches the target (card links). */
      const pseudoBox = (el: Element): { width: number; height: number } | undefined => {
        let best: { width: number; height: number } | undefined;
        for (const which of ["::before", "::after"]) {
          const ps = getComputedStyle(el, which);
          if (ps.content === "none" || ps.content === "normal" || !["absolute", "fixed"].includes(ps.position))
            continue;
          const width = parseFloat(ps.width);
          const height = parseFloat(ps.height);
          if (Number.isFinite(width) && Number.isFinite(height) && (!best || width * height > best.width * best.height))
            best = { width, height };
        }
        return best;
      };
      const roots: ParentNode[] = within ? [...document.querySelectorAll(within)] : [document];
      const selector = [
        "a[href]",
        "button",
        "input:not([type=hidden])",
        "select",
        "textarea",
        "summary",
        "[role=button]",
        "[role=link]",
        "[role=checkbox]",
        "[role=radio]",
        "[role=switch]",
        "[role=tab]",
        "[role=menuitem]",
        "[role=menuitemradio]",
        "[role=menuitemcheckbox]",
        "[role=option]",
        "[role=slider]",
        "[role=spinbutton]",
        "[tabindex]:not([tabindex='-1'])",
      ].join(",");
      const failures: { element: string; detail: string }[] = [];
      const advisories: { element: string; detail: string }[] = [];
      const seen = new Set<Element>();
      let examined = 0;
      const candidates = roots.flatMap((root) => [
        ...(root instanceof HTMLElement && root.matches(selector) ? [root] : []),
        ...root.querySelectorAll<HTMLElement>(selector),
      ]);
      for (const el of candidates) {
        if (el.closest("[inert], [hidden], [aria-hidden=true]")) continue;
        const cs = getComputedStyle(el);
        if (cs.display === "none" || cs.visibility === "hidden" || el.getClientRects().length === 0) continue;
        if (el.hasAttribute("data-a11y-sentinel")) continue;
        let target: Element = el;
        let rect: { width: number; height: number } = el.getBoundingClientRect();
        if (isVisuallyHidden(el, el.getBoundingClientRect())) {
          // A hidden native input (custom radio/checkbox): its label is the target.
          const label =
            el.closest("label") ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
          if (!label) continue; // screen-reader-only control (e.g. skip link before focus)
          target = label;
          rect = label.getBoundingClientRect();
        }
        if (seen.has(target)) continue;
        seen.add(target);
        const inline = inlineText(el);
        if (inline !== "no") {
          if (inline === "alone" && (rect.width + 0.5 < min || rect.height + 0.5 < min)) {
            advisories.push({
              element: describe(el),
              detail: `inline link alone in its block: ${Math.round(rect.width)} x ${Math.round(rect.height)} px`,
            });
          }
          continue;
        }
        if (
          el.matches("[tabindex]:not(a,button,input,select,textarea,summary,[role])") &&
          isBlock(el) &&
          rect.height > min * 2
        ) {
          continue; // a focusable region (scroll container, main), not a pointer target
        }
        const stretched = pseudoBox(el);
        if (stretched)
          rect = { width: Math.max(rect.width, stretched.width), height: Math.max(rect.height, stretched.height) };
        examined++;
        if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
          failures.push({
            element: describe(target),
            detail: `${Math.round(rect.width * 10) / 10} x ${Math.round(rect.height * 10) / 10} px`,
          });
        }
      }
      return { examined, failures, advisories };
    },
    { minPx, scope },
  );
}

export interface FocusStop {
  element: string;
  /** "ok", "obscured" (fully covered by other content) or "offscreen". */
  status: "ok" | "obscured" | "offscreen" | "none";
  detail: string;
  /** Identity of the element, to detect the end of the tab cycle. */
  key: string;
  /** Focus visible: the focused rendering differs from the unfocused one (outline, shadow, border, colours, pseudo-elements). */
  indicator?: "none" | "weak" | "strong";
  /** What changed on focus (for the report), or what stayed the same. */
  indicatorDetail?: string;
  /** The element matches a selector of the walk's `registered` list (focus-order's false-positive entries). */
  registered?: boolean;
  /** Box in page coordinates; `pinned` when it sits in fixed or sticky content or a dialog (no reading position). */
  box?: { top: number; bottom: number; left: number; right: number; pinned: boolean };
}

/** Where the focused element is, and whether other content (sticky header, fixed buttons) covers it entirely (WCAG 2.4.11). */
export async function inspectFocus(
  page: Page,
  registered: readonly string[] = [],
  stopInside?: string,
): Promise<FocusStop> {
  return page.evaluate(
    ({ registeredSelectors, endSelector }) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el === document.documentElement)
        return { element: "body", status: "none" as const, detail: "", key: "body" };
      if (endSelector && el.closest(endSelector))
        return { element: "region end", status: "none" as const, detail: "", key: "region-end" };
      if (el.hasAttribute("data-a11y-sentinel"))
        return { element: "sentinel", status: "none" as const, detail: "", key: "sentinel" };
      const w = window as unknown as { mgA11yFocusIds?: WeakMap<Element, number>; mgA11yNextId?: number };
      w.mgA11yFocusIds ??= new WeakMap();
      w.mgA11yNextId ??= 1;
      if (!w.mgA11yFocusIds.has(el)) w.mgA11yFocusIds.set(el, w.mgA11yNextId++);
      const key = String(w.mgA11yFocusIds.get(el));
      const describe = (e: Element): string => {
        const cls =
          typeof (e as HTMLElement).className === "string" && (e as HTMLElement).className
            ? `.${(e as HTMLElement).className.trim().split(/\s+/).slice(0, 2).join(".")}`
            : "";
        const text = (e.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}${cls}${text ? ` "${text}"` : ""}`;
      };
      // A tiny (visually hidden) focused input shows its focus on the nearest visible ancestor.
      let target: Element = el;
      let r = el.getBoundingClientRect();
      while ((r.width < 2 || r.height < 2) && target.parentElement) {
        target = target.parentElement;
        r = target.getBoundingClientRect();
      }
      const vw = document.documentElement.clientWidth;
      const vh = document.documentElement.clientHeight;
      const left = Math.max(r.left, 0);
      const right = Math.min(r.right, vw);
      const top = Math.max(r.top, 0);
      const bottom = Math.min(r.bottom, vh);
      if (right - left < 1 || bottom - top < 1) {
        return {
          element: describe(el),
          status: "offscreen" as const,
          detail: `rect ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)} outside the ${vw}x${vh} viewport`,
          key,
        };
      }
      // Sample a 3x3 grid inside the visible part; the element is obscured when every point hits unrelated content.
      const coverers = new Set<string>();
      let visiblePoints = 0;
      for (const fx of [0.15, 0.5, 0.85]) {
        for (const fy of [0.15, 0.5, 0.85]) {
          const x = left + (right - left) * fx;
          const y = top + (bottom - top) * fy;
          const hit = document.elementFromPoint(x, y);
          if (!hit || target.contains(hit) || hit.contains(target) || el.contains(hit)) {
            visiblePoints++;
            continue;
          }
          let cover: Element | null = hit;
          while (cover && !["fixed", "sticky"].includes(getComputedStyle(cover).position)) cover = cover.parentElement;
          coverers.add(describe(cover ?? hit).slice(0, 60));
        }
      }
      if (visiblePoints === 0) {
        return {
          element: describe(el),
          status: "obscured" as const,
          detail: `covered by ${[...coverers].join(" | ")}`,
          key,
        };
      }
      const ind = (window as unknown as { mgA11yIndicator?: (e: Element) => [string, string] }).mgA11yIndicator?.(el);
      let pinned = Boolean(el.closest("dialog, [role=dialog], [popover]"));
      for (let a: Element | null = el; a && !pinned; a = a.parentElement)
        pinned = ["fixed", "sticky"].includes(getComputedStyle(a).position);
      const inRegister = registeredSelectors.some((selector) => {
        try {
          return el.matches(selector);
        } catch {
          return false;
        }
      });
      return {
        element: describe(el),
        status: "ok" as const,
        detail: "",
        key,
        registered: inRegister,
        indicator: ind?.[0] as FocusStop["indicator"],
        indicatorDetail: ind?.[1],
        box: {
          top: r.top + scrollY,
          bottom: r.bottom + scrollY,
          left: r.left + scrollX,
          right: r.right + scrollX,
          pinned,
        },
      };
    },
    { registeredSelectors: registered, endSelector: stopInside },
  );
}

/**
 * Whether a rendered element is fixed in the top half of the viewport or sticks to a top edge (position
 * sticky with a `top`): what Shift+Tab could find covering a stop. Self-contained (runs in the page).
 */
export function somethingCanPinToTheTop(): boolean {
  for (const el of document.body.querySelectorAll("*")) {
    if (el.hasAttribute("data-a11y-sentinel")) continue;
    const style = getComputedStyle(el);
    if (style.position !== "fixed" && style.position !== "sticky") continue;
    if (!el.checkVisibility()) continue;
    if (style.position === "sticky" && style.top !== "auto") return true;
    if (style.position === "fixed" && el.getBoundingClientRect().top < innerHeight / 2) return true;
  }
  return false;
}

/**
 * Tabs through the whole page forwards, then backwards (Shift+Tab scrolls
 * upwards, where a sticky header would cover the focused element) when something can pin to the top
 * (somethingCanPinToTheTop), and inspects every focus stop. Each pass starts from an invisible fixed sentinel
 * placed at the start (or end) of <body> and stops when focus comes back to it,
 * leaves the document or repeats.
 */
export async function tabThrough(
  page: Page,
  maxStops = 400,
  options: {
    focusVisible?: "standard" | "enhanced";
    /**
     * Walk only the Tab stops between these two elements (the page's own content between the site header
     * and footer), starting after `after` going forward and before `before` going back; without it, the
     * whole page. The shell's stops are the same on every page and are walked whole on its representative
     * routes (a11y/config.ts scansOverlays).
     */
    region?: { after: string; before: string };
    /** Selectors of register entries: stops matching one are marked `registered` (see FocusStop). */
    registered?: readonly string[];
  } = {},
): Promise<{
  examined: number;
  failures: CheckFailure[];
  notVisible: CheckFailure[];
  visibleExamined: number;
  /** The forward pass's stops in Tab order, with their boxes (the focus-order check reads them). */
  order: FocusStop[];
  /** Tab came back to a stop it had visited before reaching the end (keyboard-behaviour reports it). */
  trapped?: CheckFailure;
}> {
  const failures: CheckFailure[] = [];
  const order: FocusStop[] = [];
  const notVisible: CheckFailure[] = [];
  const flagged = new Set<string>();
  let examined = 0;
  let visibleExamined = 0;
  let trapped: CheckFailure | undefined;
  // The pointer rests outside the page so :hover styles do not pass for focus styles.
  await page.mouse.move(0, 0).catch(() => undefined);
  if (options.focusVisible) {
    // Nothing focused while the unfocused rendering is recorded (an overlay check leaves focus on its trigger).
    await page.evaluate(async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    await page.evaluate(snapshotUnfocused);
  }
  for (const key of ["Tab", "Shift+Tab"] as const) {
    const backwards = key === "Shift+Tab";
    // Going back, focus brings each stop into view at the top edge, where only something pinned there can
    // cover it; the forward pass has already seen every stop at the bottom edge and wherever else it lands.
    // With nothing that can pin to the top (the site header is sticky only at 1280 px in standard text), the
    // backward pass would repeat the forward pass's verdicts: about half of a walk's time.
    if (backwards && !(await page.evaluate(somethingCanPinToTheTop))) break;
    const region = options.region;
    await page.evaluate(
      ({ atEnd, edges }) => {
        const s = document.createElement("span");
        s.tabIndex = 0;
        s.dataset.a11ySentinel = "";
        s.style.cssText = "position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;overflow:hidden;";
        const edge = edges && document.querySelector(atEnd ? edges.before : edges.after);
        if (edge) {
          if (atEnd) edge.before(s);
          else edge.after(s);
        } else if (atEnd) document.body.append(s);
        else document.body.prepend(s);
        window.scrollTo(0, atEnd ? document.documentElement.scrollHeight : 0);
        s.focus({ preventScroll: true });
      },
      { atEnd: backwards, edges: region },
    );
    // The walk ends where focus enters the other edge of the region (forward: the footer; back: the header).
    const stopInside = region && (backwards ? region.after : region.before);
    const seen = new Set<string>();
    let lastKey = "";
    let sameAgain = 0;
    for (let i = 0; i < maxStops; i++) {
      await page.keyboard.press(key);
      const stop = await inspectFocus(page, options.registered, stopInside);
      if (stop.status === "none") break;
      // Media controls (and other built-in widgets) take several Tab stops inside one element's shadow tree:
      // the same element again, right after itself, is still moving forward.
      if (stop.key === lastKey && sameAgain++ < 30) continue;
      if (stop.key !== lastKey) sameAgain = 0;
      lastKey = stop.key;
      if (seen.has(stop.key)) {
        // Back at a stop already visited without reaching the end: Tab cycles inside part of the page.
        trapped ??= {
          element: stop.element,
          detail: `keyboard trap: ${key} came back to this stop after ${seen.size} stops without reaching the end of the page`,
        };
        break;
      }
      seen.add(stop.key);
      examined++;
      if (key === "Tab") order.push(stop);
      if (stop.status !== "ok")
        failures.push({ element: stop.element, detail: `${key}: ${stop.status}: ${stop.detail}` });
      if (options.focusVisible && stop.indicator && stop.status === "ok" && key === "Tab") {
        visibleExamined++;
        const bad = stop.indicator === "none" || (options.focusVisible === "enhanced" && stop.indicator === "weak");
        if (bad && !flagged.has(stop.key)) {
          flagged.add(stop.key);
          notVisible.push({
            element: stop.element,
            detail:
              stop.indicator === "none"
                ? "focused and unfocused rendering are the same"
                : `focus indicator weaker than a 2 px outline or ring (${stop.indicatorDetail})`,
          });
        }
      }
    }
    await page.evaluate(() => {
      for (const s of document.querySelectorAll("[data-a11y-sentinel]")) s.remove();
      (document.activeElement as HTMLElement | null)?.blur();
    });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return { examined, failures, notVisible, visibleExamined, order, trapped };
}

/**
 * Records the unfocused rendering of every focusable element (and of the boxes
 * that may show its focus: a visually hidden input's label, parent, grandparent)
 * and installs window.mgA11yIndicator, which compares the focused rendering
 * against it: "none" (no change), "weak" (only colours or a thin line changed)
 * or "strong" (an outline or ring of 2 px or more). Self-contained.
 */
export function snapshotUnfocused(): void {
  const props = [
    "outline-style",
    "outline-width",
    "outline-color",
    "outline-offset",
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
  const boxes = (el: Element): Element[] => {
    const out: Element[] = [el];
    const label = el.closest("label") ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
    if (label && label !== el) out.push(label);
    if (el.parentElement) out.push(el.parentElement);
    if (el.parentElement?.parentElement) out.push(el.parentElement.parentElement);
    return out;
  };
  const signature = (el: Element): string[] =>
    boxes(el).flatMap((b) =>
      [null, "::before", "::after"].map((pseudo) => {
        const cs = getComputedStyle(b, pseudo);
        if (pseudo && (cs.content === "none" || cs.content === "normal")) return "-";
        return props.map((p) => cs.getPropertyValue(p)).join("|");
      }),
    );
  const before = new WeakMap<Element, string[]>();
  for (const el of document.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex]"))
    before.set(el, signature(el));
  const px = (v: string) => parseFloat(v) || 0;
  (window as unknown as { mgA11yIndicator: (el: Element) => [string, string] }).mgA11yIndicator = (el) => {
    const old = before.get(el);
    if (!old) return ["strong", "not snapshotted"];
    const now = signature(el);
    const changed: string[] = [];
    let strong = false;
    now.forEach((sig, i) => {
      if (sig === old[i]) return;
      const a = sig.split("|");
      const b = old[i]!.split("|");
      // Changes that cannot show: outline properties while there is no outline, border colours of no border.
      const noOutline = a[0] === "none" && b[0] === "none";
      const noBorder = px(a[7]!) === 0 && px(a[8]!) === 0 && px(b[7]!) === 0 && px(b[8]!) === 0;
      props.forEach((p, j) => {
        if (a[j] === b[j]) return;
        if (noOutline && p.startsWith("outline")) return;
        if (noBorder && p.startsWith("border")) return;
        changed.push(p);
        if (p === "outline-width" && a[0] !== "none" && px(a[j]!) >= 2) strong = true;
        if (p === "outline-style" && a[j] !== "none" && px(a[1]!) >= 2) strong = true;
        if (p === "box-shadow" && a[j] !== "none" && /(\d+(\.\d+)?)px\)?\s*$|\s(\d+(\.\d+)?)px(,|$)/.test(a[j]!)) {
          const spreads = [...a[j]!.matchAll(/(-?\d+(?:\.\d+)?)px/g)].map((m) => Math.abs(Number(m[1])));
          if (spreads.some((n) => n >= 2)) strong = true;
        }
        if ((p === "border-top-width" || p === "border-bottom-width") && px(a[j]!) - px(b[j]!) >= 2) strong = true;
      });
    });
    if (changed.length === 0) return ["none", "no style change"];
    return [strong ? "strong" : "weak", [...new Set(changed)].join(", ")];
  };
}

/** WCAG 1.4.12 text-spacing bookmarklet values. */
export const TEXT_SPACING_CSS = `
*, *::before, *::after {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }
`;

/**
 * With the WCAG 1.4.12 spacing applied: no text clipped by an overflow:hidden/clip
 * box, and no horizontal scroll. The style is removed afterwards.
 */
export async function checkTextSpacing(page: Page): Promise<{ examined: number; failures: CheckFailure[] }> {
  // A constructed stylesheet: the site's CSP (no inline styles) would block a <style> tag.
  await page.evaluate(async (css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    (window as unknown as { mgA11ySpacing?: CSSStyleSheet }).mgA11ySpacing = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, TEXT_SPACING_CSS);
  const result = await page.evaluate(() => {
    const describe = (e: Element): string => {
      const cls =
        typeof (e as HTMLElement).className === "string" && (e as HTMLElement).className
          ? `.${(e as HTMLElement).className.trim().split(/\s+/).slice(0, 2).join(".")}`
          : "";
      const text = (e.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}${cls}${text ? ` "${text}"` : ""}`;
    };
    const failures: { element: string; detail: string }[] = [];
    let examined = 0;
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const cs = getComputedStyle(el);
      if (cs.display === "none" || cs.visibility === "hidden") continue;
      const clipsX = cs.overflowX === "hidden" || cs.overflowX === "clip";
      const clipsY = cs.overflowY === "hidden" || cs.overflowY === "clip";
      if (!clipsX && !clipsY) continue;
      if (!(el.textContent ?? "").trim()) continue;
      const r = el.getBoundingClientRect();
      // Visually hidden text is meant to be clipped.
      if (r.width <= 1 || r.height <= 1 || cs.clipPath === "inset(50%)" || cs.clip === "rect(0px, 0px, 0px, 0px)")
        continue;
      examined++;
      const overY = clipsY && el.scrollHeight > el.clientHeight + 1;
      const overX = clipsX && el.scrollWidth > el.clientWidth + 1;
      if (overY || overX) {
        failures.push({
          element: describe(el),
          detail: `text clipped: scroll ${el.scrollWidth}x${el.scrollHeight} > box ${el.clientWidth}x${el.clientHeight} (overflow ${cs.overflowX}/${cs.overflowY})`,
        });
      }
    }
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) {
      failures.push({
        element: "html",
        detail: `horizontal scroll with text spacing: ${doc.scrollWidth} > ${doc.clientWidth} px`,
      });
    }
    return { examined, failures };
  });
  await page.evaluate(() => {
    const sheet = (window as unknown as { mgA11ySpacing?: CSSStyleSheet }).mgA11ySpacing;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  });
  return result;
}

/**
 * Focus visible without pressing Tab: after one key press (so the browser treats focus as keyboard focus
 * and :focus-visible applies to programmatic focus), every tabbable element is focused in turn inside one
 * page.evaluate and its rendering compared with the unfocused one (snapshotUnfocused). The same verdicts
 * as the Tab walk's at a fraction of its time; used where no walk runs anyway (forced colours).
 */
export async function focusIndicators(
  page: Page,
  appearance: "standard" | "enhanced",
): Promise<{ examined: number; failures: CheckFailure[] }> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(snapshotUnfocused);
  await page.keyboard.press("Shift");
  return page.evaluate((enhanced) => {
    const indicator = (window as unknown as { mgA11yIndicator: (el: Element) => [string, string] }).mgA11yIndicator;
    const h = window.mgA11y!;
    const failures: { element: string; detail: string }[] = [];
    let examined = 0;
    const tabbable = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]",
    );
    for (const el of tabbable) {
      if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || !h.visible(el)) continue;
      if (el.hasAttribute("data-a11y-sentinel")) continue;
      el.focus({ preventScroll: true });
      if (document.activeElement !== el) continue;
      examined++;
      const [verdict, detail] = indicator(el);
      if (verdict === "none" || (enhanced && verdict === "weak"))
        failures.push({
          element: h.describe(el),
          detail:
            verdict === "none"
              ? "focused and unfocused rendering are the same"
              : `focus indicator weaker than a 2 px outline or ring (${detail})`,
        });
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return { examined, failures };
  }, appearance === "enhanced");
}
