/**
 * Helpers the custom checks share inside the page. Playwright serialises each
 * page.evaluate callback on its own, so shared code is installed once per
 * document as `window.mgA11y` (installHelpers, self-contained) and the check
 * callbacks read it from there.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import { stripAccents } from "../../content/text/fold.ts";

export interface PageHelpers {
  /** Short description of an element: tag#id.class "text". */
  describe: (el: Element) => string;
  /** Rendered and not hidden from everyone (display, visibility, hidden, inert, aria-hidden). */
  visible: (el: Element) => boolean;
  /** Approximate accessible name (aria-labelledby, aria-label, label, alt, text content, title). */
  name: (el: Element) => string;
  /** Visible text of an element (text nodes, img alt), whitespace collapsed. */
  text: (el: Element) => string;
  /** Whether a false-positive register entry (a CSS selector) covers the element. */
  waived: (el: Element, selectors: readonly string[]) => boolean;
  /** Every style rule of the page's readable style sheets, inside @media and other groups too. */
  styleRules: () => CSSStyleRule[];
  /** The site's one accent folding (content/text/fold.ts stripAccents), installed from its source. */
  stripAccents: (text: string) => string;
}

declare global {
  interface Window {
    mgA11y?: PageHelpers;
  }
}

/** Defines window.mgA11y (idempotent). Self-contained: it runs in the page. */
function installHelpers(): void {
  if (window.mgA11y) return;
  const collapse = (s: string) => s.replace(/\s+/g, " ").trim();
  const describe = (el: Element): string => {
    const cls =
      typeof (el as HTMLElement).className === "string" && (el as HTMLElement).className
        ? `.${(el as HTMLElement).className.trim().split(/\s+/).slice(0, 2).join(".")}`
        : "";
    const t = collapse(el.textContent ?? "").slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls}${t ? ` "${t}"` : ""}`;
  };
  const visible = (el: Element): boolean => {
    if (el.closest("[hidden], [inert], [aria-hidden=true]")) return false;
    // The content of a closed <details> keeps its layout boxes (content-visibility: hidden) but is neither
    // shown nor focusable: the display panel's "Done" is no control until the panel is open.
    if (!el.checkVisibility()) return false;
    const cs = getComputedStyle(el);
    if (cs.display === "none" || cs.visibility === "hidden") return false;
    return el.getClientRects().length > 0;
  };
  const text = (el: Element): string => {
    let out = "";
    const walk = (n: Node) => {
      if (n.nodeType === Node.TEXT_NODE) out += n.textContent ?? "";
      else if (n instanceof HTMLImageElement) out += ` ${n.alt} `;
      else if (n instanceof Element) {
        if (n.getAttribute("aria-hidden") === "true") return;
        const d = getComputedStyle(n).display;
        if (d === "none") return;
        for (const c of n.childNodes) walk(c);
        if (!d.startsWith("inline")) out += " ";
      }
    };
    walk(el);
    return collapse(out);
  };
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((e): e is HTMLElement => Boolean(e))
      .map((e) => collapse(e.textContent ?? ""))
      .join(" ");
  const name = (el: Element): string => {
    const labelledby = el.getAttribute("aria-labelledby");
    if (labelledby) {
      const n = byIds(labelledby);
      if (n) return n;
    }
    const label = collapse(el.getAttribute("aria-label") ?? "");
    if (label) return label;
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
      const labels = [...(el.labels ?? [])].map((l) => text(l)).join(" ");
      if (labels) return labels;
    }
    if (el instanceof HTMLImageElement) return collapse(el.alt);
    const t = text(el);
    if (t) return t;
    return collapse(el.getAttribute("title") ?? "");
  };
  const waived = (el: Element, selectors: readonly string[]) =>
    selectors.some((s) => {
      try {
        return el.matches(s);
      } catch {
        return false;
      }
    });
  const styleRules = (): CSSStyleRule[] => {
    const rules: CSSStyleRule[] = [];
    const collect = (list: CSSRuleList) => {
      for (const r of list) {
        if (r instanceof CSSStyleRule) rules.push(r);
        else if ("cssRules" in r) collect((r as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        collect(sheet.cssRules);
      } catch {
        /* another origin's sheet: not readable, not ours */
      }
    }
    return rules;
  };
  // stripAccents is set from its own source by ensureHelpers (one accent folding, not a copy).
  window.mgA11y = { describe, visible, name, text, waived, styleRules, stripAccents: (t) => t };
}

/**
 * Installs the helpers in the current document (call after every navigation). The accent folding is the
 * site's own function, sent as its source text: it is self-contained, and an expression evaluated by the
 * DevTools protocol is not subject to the page's Content-Security-Policy.
 */
export async function ensureHelpers(page: Page): Promise<void> {
  await page.evaluate(`(${installHelpers.toString()})(); window.mgA11y.stripAccents = ${stripAccents.toString()};`);
}
