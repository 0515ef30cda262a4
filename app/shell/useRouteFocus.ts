import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation, moves focus to the new page's h1 so screen
 * reader and keyboard users start at the new content (not left on a link that is
 * gone). When the link named a section (/disclaimer#terms-of-use), focus goes to
 * that section's heading instead and it is scrolled to the top, so the visitor
 * lands where the link promised. The first load is left alone. Also marks
 * <html data-hydrated> for tests, and <html data-mg-live> in the hydration commit itself: from then on
 * React handles every control and the inline bootstrap's early handlers stand down.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useBrowserLayoutEffect(() => {
    document.documentElement.setAttribute("data-mg-live", "");
  }, []);
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // pathname is the trigger: focus moves once per navigation.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The hash of the navigation that just happened (the URL is updated before this effect runs).
    const { hash } = window.location;
    const section = hash.length > 1 ? document.getElementById(safeDecode(hash.slice(1))) : null;
    const heading = section?.matches("h1, h2, h3, h4, h5, h6")
      ? section
      : section?.querySelector<HTMLElement>("h1, h2, h3, h4, h5, h6");
    const target = section ? (heading ?? section) : document.querySelector<HTMLElement>("main h1");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    if (section) {
      target.focus({ preventScroll: true });
      section.scrollIntoView({ block: "start" });
    } else {
      target.focus();
    }
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [pathname]);
}

// Effects run only in the browser; useLayoutEffect would warn during server rendering.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** decodeURIComponent that keeps a malformed escape ("%E0") as it is instead of throwing. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
