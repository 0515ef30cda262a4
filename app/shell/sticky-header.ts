/**
 * Publishes the sticky header's height as --mg-header-height on <html>, which base.css uses for
 * scroll-padding-top: the browser then scrolls a focused element clear of the header (WCAG 2.4.11). Zero when
 * the header is not sticky (narrow or short viewports, where it scrolls away). Returns the cleanup. Run by
 * useStickyHeaderHeight once hydrated, and on a reading page by SiteHeader.enhance.ts.
 */
export function watchStickyHeaderHeight(header: HTMLElement): () => void {
  if (typeof ResizeObserver === "undefined") return () => undefined;
  const root = document.documentElement;
  const update = () => {
    const sticky = getComputedStyle(header).position === "sticky";
    root.style.setProperty(
      "--mg-header-height",
      sticky ? `${Math.ceil(header.getBoundingClientRect().height)}px` : "0px",
    );
  };
  const observer = new ResizeObserver(update);
  observer.observe(header);
  window.addEventListener("resize", update);
  update();
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", update);
  };
}
