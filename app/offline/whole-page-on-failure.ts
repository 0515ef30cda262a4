/**
 * A client-side navigation whose data request reached no server loads the whole page instead (issue 28, "every
 * page the visitor has read is available offline"): the service worker then answers with the saved copy or the
 * offline page of the address's language. React Router's `.data` requests are never kept (cache-policy.ts), so
 * without this a dropped connection that the browser has not noticed (navigator.onLine still true: a weak signal,
 * a captive portal) showed React Router's error screen. While the browser knows it is offline, links already load
 * whole pages before any request (connection.ts); a route module that fails to load React Router reloads itself.
 */

/** The messages fetch rejects with when no answer came back (Chromium, Firefox, Safari). */
const FETCH_FAILED = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

/** Whether a router error is a request that reached no server (not an error status, not a render error). */
export function isNetworkFailure(error: unknown, hasErrorInfo: boolean): boolean {
  return !hasErrorInfo && error instanceof TypeError && FETCH_FAILED.test(error.message);
}

export interface RouterErrorInfo {
  location: { pathname: string; search: string; hash: string };
  errorInfo?: unknown;
}

/**
 * HydratedRouter's onError: after a navigation's data request failed for lack of network, load the address whole,
 * replacing the history entry the router already added (Back still goes to the page before).
 */
export function loadWholePageOnNetworkFailure(
  error: unknown,
  { location, errorInfo }: RouterErrorInfo,
  win: Pick<Window, "location"> = window,
): boolean {
  if (!isNetworkFailure(error, errorInfo !== undefined)) return false;
  win.location.replace(`${location.pathname}${location.search}${location.hash}`);
  return true;
}
