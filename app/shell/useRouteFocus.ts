import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { READY_ATTRIBUTE } from "./ready.ts";
import { focusAfterNavigation, focusIfArrivedByLink } from "./route-focus.ts";

/**
 * After a client-side navigation, moves focus to the new page's h1 so screen
 * reader and keyboard users start at the new content (not left on a link that is
 * gone). When the link named a section (/disclaimer#terms-of-use), focus goes to
 * that section's heading instead and it is scrolled to the top, so the visitor
 * lands where the link promised. The first load is left alone. Also marks
 * <html data-mg-ready> (READY_ATTRIBUTE: a reading page's enhancement module sets the same), and <html data-mg-live> in the hydration commit itself: from then on
 * React handles every control and the inline bootstrap's early handlers stand down.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useBrowserLayoutEffect(() => {
    document.documentElement.setAttribute("data-mg-live", "");
  }, []);
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTRIBUTE, "");
  }, []);
  // pathname is the trigger: focus moves once per navigation.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // A full page load from a reading page (issue 29) lands as a client-side navigation would.
      focusIfArrivedByLink(document);
      return;
    }
    // The hash of the navigation that just happened (the URL is updated before this effect runs).
    focusAfterNavigation(document, window.location.hash);
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [pathname]);
}

// Effects run only in the browser; useLayoutEffect would warn during server rendering.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
