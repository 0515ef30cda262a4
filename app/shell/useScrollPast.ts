import { useEffect, useState } from "react";
import { windowScrolledPast, type ScrollThreshold } from "./scroll-past.ts";

/**
 * True once the page is scrolled past a threshold: pixels (`{px}`) or a share of
 * the scrollable height (`{ratio}`). Passive listener, one state update per change.
 */
export function useScrollPast(threshold: ScrollThreshold): boolean {
  const [past, setPast] = useState(false);
  const key = "px" in threshold ? `px${threshold.px}` : `r${threshold.ratio}`;
  useEffect(() => {
    const check = () => setPast(windowScrolledPast(threshold));
    check();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check, { passive: true });
    return () => {
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
    // threshold is read through its key: callers pass literals.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return past;
}
