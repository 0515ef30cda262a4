/**
 * The home page's scroll banner on a reading page (issue 29), over the hidden <aside> ScrollBanner.tsx renders.
 * Spec section 9: visible when the page is scrolled more than 40 percent, hidden otherwise; Dismiss hides it for
 * the rest of this visit to the page. The threshold rule is the shell's (scroll-past.ts).
 */
import { windowScrolledPast } from "../../shell/scroll-past.ts";

/** Spec: visible when the page is scrolled more than 40 percent. */
export const SCROLL_BANNER_RATIO = 0.4;

export function enhanceScrollBanner(doc: Document = document): void {
  const banner = doc.querySelector<HTMLElement>("[data-mg-scroll-banner]");
  const win = doc.defaultView;
  if (!banner || !win) return;
  const check = () => {
    banner.hidden = !windowScrolledPast({ ratio: SCROLL_BANNER_RATIO });
  };
  const stop = () => {
    win.removeEventListener("scroll", check);
    win.removeEventListener("resize", check);
  };
  banner.querySelector("[data-mg-scroll-banner-dismiss]")?.addEventListener("click", () => {
    stop();
    banner.hidden = true;
  });
  check();
  win.addEventListener("scroll", check, { passive: true });
  win.addEventListener("resize", check, { passive: true });
}
