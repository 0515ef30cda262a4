/**
 * Focus after navigation on a reading page (issue 29): links to it are full page loads, where the browser would
 * start at the top of the document; focus goes where a client-side navigation puts it (route-focus.ts).
 */
import { focusIfArrivedByLink } from "./route-focus.ts";

export function enhanceRouteFocus(doc: Document = document): void {
  // A page prerendered by the Speculation Rules runs this before it is shown: focus once it is.
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener("prerenderingchange", () => focusIfArrivedByLink(doc), { once: true });
    return;
  }
  focusIfArrivedByLink(doc);
}
