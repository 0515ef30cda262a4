/**
 * A reading page's header (issue 29), over the HTML SiteHeader.tsx renders: its sticky height for scroll-padding
 * (sticky-header.ts, as useStickyHeaderHeight does once hydrated).
 */
import { watchStickyHeaderHeight } from "./sticky-header.ts";

export function enhanceSiteHeader(root: ParentNode = document): void {
  const header = root.querySelector<HTMLElement>("header.mg-header");
  if (header) watchStickyHeaderHeight(header);
}
