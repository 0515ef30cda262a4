/**
 * Where focus goes after a navigation (spec "Focus management"): the new page's h1, so screen reader and keyboard
 * users start at the new content; when the link named a section (/disclaimer#terms-of-use), that section's
 * heading instead, scrolled to the top. Used by useRouteFocus after a client-side navigation and, on a reading
 * page reached by a link of this site (a full page load), by RouteFocus.enhance.ts.
 */
export function focusAfterNavigation(doc: Document, hash: string): void {
  const section = hash.length > 1 ? doc.getElementById(safeDecode(hash.slice(1))) : null;
  const heading = section?.matches("h1, h2, h3, h4, h5, h6")
    ? section
    : section?.querySelector<HTMLElement>("h1, h2, h3, h4, h5, h6");
  const target = section ? (heading ?? section) : doc.querySelector<HTMLElement>("main h1");
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  if (section) {
    target.focus({ preventScroll: true });
    section.scrollIntoView({ block: "start" });
  } else {
    target.focus();
  }
}

/** decodeURIComponent that keeps a malformed escape ("%E0") as it is instead of throwing. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * After a full page load: when the visitor came by a link of this site (not a reload, the back button, another
 * site or a typed address), focus goes where a client-side navigation puts it. Reading pages are always reached
 * this way (issue 29), and so is a hydrated page reached from one. A page opened directly is left alone.
 */
export function focusIfArrivedByLink(doc: Document): void {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (entry && entry.type !== "navigate") return;
  let from: URL | null = null;
  try {
    from = doc.referrer ? new URL(doc.referrer) : null;
  } catch {
    from = null;
  }
  if (from && from.origin === location.origin && from.pathname !== location.pathname)
    focusAfterNavigation(doc, location.hash);
}
