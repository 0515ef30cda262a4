/**
 * BackLink on a reading page, which never hydrates (issue 29), over the HTML it renders (data-mg-history-back):
 * back through the browser's history when the visitor came from another page of this site in this tab
 * (history-back.ts), otherwise the link's own address (home), as BackLink does once hydrated.
 */
import { canGoBack } from "./history-back.ts";

export function enhanceBackLink(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a[data-mg-history-back]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const back = canGoBack({
      historyState: window.history.state,
      historyLength: window.history.length,
      referrer: doc.referrer,
      origin: window.location.origin,
    });
    if (!back) return;
    event.preventDefault();
    window.history.back();
  });
}
