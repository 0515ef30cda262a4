import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation, moves focus to the new page's h1 so screen
 * reader and keyboard users start at the new content (not left on a link that is
 * gone). The first load is left alone. Also marks <html data-hydrated> for tests.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // pathname is the trigger: focus moves once per navigation.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const h1 = document.querySelector<HTMLElement>("main h1");
    if (!h1) return;
    if (!h1.hasAttribute("tabindex")) h1.setAttribute("tabindex", "-1");
    h1.focus();
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [pathname]);
}
