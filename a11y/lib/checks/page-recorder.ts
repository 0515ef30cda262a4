/**
 * What a page does before any check looks at it, recorded from its first script on: which elements got
 * pointer or hover listeners (a click handler on a <div> leaves no attribute for the DOM to show), which
 * text appeared and went away again with no key press or click in between (an alert shown for a few
 * seconds: WCAG 2.2.1, 2.2.2), and when the visitor last pressed a key or clicked. Installed before the
 * page's own scripts (context/page addInitScript) by the site cells, scan-checks and the self-test; the
 * keyboard-behaviour check (keyboard-behaviour.ts) reads it. Without it those branches examine nothing.
 */
// Helpers inside the init script cannot be hoisted: it is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { BrowserContext, Page } from "@playwright/test";

export interface PageRecord {
  /** Elements that registered click/mousedown/pointerdown/keydown... listeners, by event type. */
  listeners: WeakMap<EventTarget, Set<string>>;
  /** Every element that registered a listener (WeakMap is not iterable). */
  listening: Set<WeakRef<EventTarget>>;
  /** Text that appeared without user input and disappeared again, also without input. */
  timed: { text: string; shownMs: number; element: string }[];
  /** Elements that appeared without input and are still shown, with the time they appeared. */
  appeared: Map<Element, number>;
  lastInput: number;
  /** Where the last key press or click went (a message dismissed by its own close button is not timed). */
  lastInputTarget: EventTarget | null;
  /** When the page last scrolled: a floating control shown on scroll comes and goes with it, not on a timer. */
  lastScroll: number;
}

declare global {
  interface Window {
    mgA11yRecord?: PageRecord;
  }
}

function recordPage(): void {
  if (window.mgA11yRecord) return;
  const record: PageRecord = {
    listeners: new WeakMap(),
    listening: new Set(),
    timed: [],
    appeared: new Map(),
    lastInput: Number.NEGATIVE_INFINITY,
    lastInputTarget: null,
    lastScroll: Number.NEGATIVE_INFINITY,
  };
  window.addEventListener("scroll", () => (record.lastScroll = performance.now()), { capture: true, passive: true });
  window.mgA11yRecord = record;
  const original = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]
  ) {
    if (this instanceof Element) {
      let set = record.listeners.get(this);
      if (!set) {
        set = new Set();
        record.listeners.set(this, set);
        record.listening.add(new WeakRef(this));
      }
      set.add(type);
    }
    return original.call(this, type, ...rest);
  };
  for (const type of ["keydown", "pointerdown", "mousedown"])
    window.addEventListener(
      type,
      (e) => {
        // Only an action can cause a message: a click, or Enter, Space or Escape. Tab and the arrow keys move
        // focus (the gate's own Tab walk presses them while a page's timed alert appears), so they do not count.
        if (e instanceof KeyboardEvent && !["Enter", " ", "Spacebar", "Escape"].includes(e.key)) return;
        record.lastInput = performance.now();
        record.lastInputTarget = type === "keydown" ? document.activeElement : e.target;
      },
      { capture: true },
    );
  // A message counts when it is a live region or floats over the page (a toast), has words, and shows.
  const isMessage = (el: Element) =>
    el.matches("[role=alert], [role=status], [role=alertdialog], [role=marquee], [aria-live]") ||
    ["fixed", "absolute", "sticky"].includes(getComputedStyle(el).position);
  const shown = (el: Element) =>
    el.isConnected && el.checkVisibility() && /\p{L}{2,}/u.test((el as HTMLElement).innerText ?? "");
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${((el as HTMLElement).innerText ?? "").trim().replace(/\s+/g, " ").slice(0, 50)}"`;
  const texts = new WeakMap<Element, string>();
  const look = () => {
    const now = performance.now();
    for (const [el, since] of record.appeared) {
      if (shown(el)) continue;
      record.appeared.delete(el);
      // Dismissed by the visitor: a key press or click inside it in the last second (its close button).
      const target = record.lastInputTarget;
      const dismissed =
        (record.lastInput > now - 1000 && target instanceof Node && el.contains(target)) ||
        record.lastScroll > now - 1000;
      if (!dismissed)
        record.timed.push({
          text: texts.get(el) ?? describe(el),
          shownMs: Math.round(now - since),
          element: describe(el),
        });
    }
  };
  const observer = new MutationObserver((mutations) => {
    const now = performance.now();
    for (const m of mutations) {
      const candidates =
        m.type === "childList" ? [...m.addedNodes].filter((n): n is Element => n instanceof Element) : [m.target];
      for (const el of candidates) {
        if (!(el instanceof Element) || record.appeared.has(el) || !isMessage(el) || !shown(el)) continue;
        // Shown in answer to a key press or click: the visitor caused it (a toast after saving), not a timer.
        if (record.lastInput > now - 1500 || record.lastScroll > now - 1500) continue;
        record.appeared.set(el, now);
        texts.set(el, describe(el));
      }
    }
    look();
  });
  const start = () =>
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["class", "style", "hidden", "open"],
    });
  // Messages present in the served HTML are not "appeared": start watching once the document is parsed.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
  setInterval(look, 250);
}

/** Installs the recorder in every document the page or context loads from now on. */
export async function installPageRecorder(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(recordPage);
}
