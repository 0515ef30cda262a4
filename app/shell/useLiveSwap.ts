import { useEffect, useLayoutEffect, useState } from "react";

// Effects run only in the browser; useLayoutEffect would warn during server rendering.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Where the header's Menu and "All topics" lead until React runs: the footer's site directory. */
export const FOOTER_DIRECTORY_ID = "footer-directory";

/**
 * False in the prerendered HTML and during hydration, true once React runs (spec "Progressive
 * enhancement"): a control renders as a plain link that works from the first paint (Menu, "All topics"),
 * then as the live button. When the visitor had focused the link, focus moves to the button that
 * replaces it (both carry data-mg-swap={id}), so hydration never drops focus to the page.
 */
export function useLiveSwap(id: string): boolean {
  const [live, setLive] = useState(false);
  const [refocus, setRefocus] = useState(false);
  useBrowserLayoutEffect(() => {
    setRefocus(document.activeElement?.getAttribute("data-mg-swap") === id);
    setLive(true);
  }, [id]);
  useBrowserLayoutEffect(() => {
    if (!live || !refocus) return;
    document.querySelector<HTMLElement>(`[data-mg-swap="${id}"]`)?.focus();
    setRefocus(false);
  }, [live, refocus, id]);
  return live;
}
