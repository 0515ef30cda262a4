import { isReadingPath } from "@medicare-guide/content/routes";

/**
 * On a hydrated page, a link to a reading page is a full page load (issue 29): the reading page then runs as it
 * does when opened directly (its enhancement module, no React), never rendered by the client router. Stopping
 * the click before it reaches React's listener on the document leaves it to the browser (the page's Speculation
 * Rules may have prerendered it). A click with a modifier key, or on a link for another window or a download,
 * is the browser's anyway.
 */
export function leaveReadingLinksToTheBrowser(win: Window = window): void {
  win.addEventListener(
    "click",
    (event) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const url = new URL(link.href, win.location.href);
      if (url.origin !== win.location.origin || !isReadingPath(url.pathname)) return;
      // Same page, other section: the browser scrolls, as before.
      if (url.pathname === win.location.pathname && url.hash) return;
      event.stopPropagation();
    },
    true,
  );
}
