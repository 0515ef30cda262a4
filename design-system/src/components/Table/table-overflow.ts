/**
 * Whether a table is wider than its scrolling region: the one rule by which Table.tsx (hydrated) and
 * Table.enhance.ts (pages that never hydrate) show the "scroll sideways" hint. One pixel of slack: a rounded
 * sub-pixel width is not "more to see".
 */
export function isOverflowing(region: HTMLElement): boolean {
  return region.scrollWidth > region.clientWidth + 1;
}

/** Measures now and whenever the region or its table change size; returns the stop function. */
export function watchOverflow(region: HTMLElement, onChange: (overflowing: boolean) => void): () => void {
  const measure = () => onChange(isOverflowing(region));
  measure();
  if (typeof ResizeObserver === "undefined") return () => undefined;
  const observer = new ResizeObserver(measure);
  observer.observe(region);
  if (region.firstElementChild) observer.observe(region.firstElementChild);
  return () => observer.disconnect();
}
