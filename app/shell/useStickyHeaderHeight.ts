import { useEffect, type RefObject } from "react";
import { watchStickyHeaderHeight } from "./sticky-header.ts";

/** The sticky header's height for scroll-padding, once hydrated (sticky-header.ts). */
export function useStickyHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = ref.current;
    return header ? watchStickyHeaderHeight(header) : undefined;
  }, [ref]);
}
