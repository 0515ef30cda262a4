/**
 * Focus after navigation on a reading page (issue 29): links to it are full page loads, where the browser would
 * start at the top of the document; when the visitor came by a link of this site (not a reload, the back button
 * or another site), focus goes where a client-side navigation puts it (route-focus.ts): the h1, or the section
 * the link named. A page opened directly is left alone, as the first load of a hydrated page is.
 */
import { focusAfterNavigation } from "./route-focus.ts";

export function enhanceRouteFocus(doc: Document = document): void {
  // A page prerendered by the Speculation Rules runs this before it is shown: focus once it is.
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener("prerenderingchange", () => focusIfFollowed(doc), { once: true });
    return;
  }
  focusIfFollowed(doc);
}

function focusIfFollowed(doc: Document): void {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (entry && entry.type !== "navigate") return;
  let fromThisSite = false;
  try {
    fromThisSite = doc.referrer !== "" && new URL(doc.referrer).origin === location.origin;
  } catch {
    fromThisSite = false;
  }
  if (fromThisSite && new URL(doc.referrer).pathname !== location.pathname) focusAfterNavigation(doc, location.hash);
}
