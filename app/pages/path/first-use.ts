/**
 * When a prerendered part of the page is about to be used: the visitor reaches for it (pointer down, focus,
 * a click or a change made by assistive technology without either) or it comes within a screen of the
 * viewport. Used to load the code of a part that works natively until then (issue 10, "load on first use or
 * when they scroll into view, with a preload on pointer-down/focus so the first press is not slower").
 */

/** Events that mean the visitor is using the part (focusin covers the keyboard; click and change a screen reader's activation). */
export const FIRST_USE_EVENTS = ["pointerdown", "focusin", "click", "change"] as const;

/** How near the viewport the part counts as about to be seen: one screen above or below. */
export const NEAR_VIEWPORT = "100% 0px 100% 0px";

/**
 * Calls `use` once, on the first of those signals on `part`; returns the cleanup (listeners and observer off).
 * Without IntersectionObserver (an old browser) it calls `use` at once: the part is then never left waiting.
 */
export function onFirstUse(part: Element, use: () => void): () => void {
  let done = false;
  let observer: IntersectionObserver | undefined;
  const stop = () => {
    for (const type of FIRST_USE_EVENTS) part.removeEventListener(type, fire, true);
    observer?.disconnect();
  };
  function fire() {
    if (done) return;
    done = true;
    stop();
    use();
  }
  if (typeof IntersectionObserver === "undefined") {
    fire();
    return stop;
  }
  // Capture: the part's own handlers (none yet) and a stopped propagation cannot hide the first use.
  for (const type of FIRST_USE_EVENTS) part.addEventListener(type, fire, true);
  observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), {
    rootMargin: NEAR_VIEWPORT,
  });
  observer.observe(part);
  return stop;
}
