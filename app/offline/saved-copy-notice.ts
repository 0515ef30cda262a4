/**
 * "Saved copy from <date>; you are offline" (issue 28): shown on a page the service worker answered from its cache
 * because the network failed or was too slow. The worker writes the day the copy was saved into the page
 * (SAVED_COPY_META, cache-policy.ts); this puts the words in a status region after the header, in the page's
 * language. Not a toast: it stays as long as the page is shown.
 */
import { SAVED_COPY_META } from "./cache-policy.ts";
import { fill, type ConnectionLang, type ConnectionStrings } from "./connection-strings.ts";
import { insertAfterHeader, liveRegion } from "./page-region.ts";
import { formatSavedAt } from "./saved-pages.ts";

export const SAVED_COPY_NOTICE_CLASS = "mg-connection-notice";

/** The notice's words: offline, or online but too slow (the worker's timeout), with the saved day and time. */
export function savedCopyText(savedAt: Date, online: boolean, lang: ConnectionLang, strings: ConnectionStrings) {
  const template = online ? strings.notice.savedCopySlow : strings.notice.savedCopyOffline;
  return fill(template, { date: formatSavedAt(savedAt, lang) });
}

export function showSavedCopyNotice(doc: Document, lang: ConnectionLang, strings: ConnectionStrings): void {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${SAVED_COPY_META}"]`);
  if (!meta || doc.querySelector(`.${SAVED_COPY_NOTICE_CLASS}`)) return;
  const savedAt = new Date(meta.content);
  if (Number.isNaN(savedAt.getTime())) return;
  const region = liveRegion(doc, SAVED_COPY_NOTICE_CLASS);
  insertAfterHeader(doc, region);
  const update = () => {
    region.textContent = savedCopyText(savedAt, navigator.onLine, lang, strings);
  };
  // Set once the empty region is in the page, so it is announced; kept true if the connection comes or goes.
  window.setTimeout(update, 100);
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
}
