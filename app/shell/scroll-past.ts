/** A scroll threshold: pixels (`{px}`) or a share of the scrollable height (`{ratio}`). */
export type ScrollThreshold = { px: number } | { ratio: number };

/**
 * Whether the page is scrolled past a threshold. One rule for the hydrated controls (useScrollPast) and a reading
 * page's enhancements (FloatingBar.enhance.ts).
 */
export function isScrolledPast(threshold: ScrollThreshold, y: number, scrollHeight: number, viewport: number) {
  if ("px" in threshold) return y > threshold.px;
  const scrollable = scrollHeight - viewport;
  return scrollable > 0 && y / scrollable > threshold.ratio;
}

/** The current window's scroll against a threshold. */
export function windowScrolledPast(threshold: ScrollThreshold): boolean {
  return isScrolledPast(threshold, window.scrollY, document.documentElement.scrollHeight, window.innerHeight);
}

/** Spec: a scroll-to-top control appears past 300 px. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

/** Spec: the floating quiz button appears past 25% scroll. */
export const FLOATING_QUIZ_RATIO = 0.25;

/**
 * Back to the top, focus on the logo (the first thing after the skip link) so keyboard users land at the top too.
 * The header's and the floating bar's Back to top, hydrated or enhanced.
 */
export function scrollToTop(): void {
  window.scrollTo({ top: 0 });
  document.querySelector<HTMLElement>(".mg-header__logo")?.focus();
}
