/**
 * Where the connection notices and the update banner go: right after the site header, before the breadcrumbs and
 * the page, so they are the first thing read after the header (the skip link stays the first stop), and as
 * children of <body>: React 19 skips unexpected elements there when it hydrates, so a notice added before or
 * after hydration survives it on the pages that hydrate.
 */
export function insertAfterHeader(doc: Document, element: HTMLElement): void {
  const header = doc.querySelector("body > header");
  if (header) header.after(element);
  else doc.body.prepend(element);
}

/**
 * A live region that exists empty before its words are set, so screen readers announce them (an element added
 * with its text already in it is often not read).
 */
export function liveRegion(doc: Document, className: string, role: "status" | "alert" = "status"): HTMLElement {
  const region = doc.createElement("div");
  region.setAttribute("role", role);
  region.className = className;
  return region;
}
