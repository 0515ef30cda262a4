import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { keepForOffline } from "./keep-for-offline.ts";

/**
 * On a hydrated page, each page the client router opens is kept for offline reading too (issue 28, "every page
 * the visitor has read is available offline"): the browser fetched only its data, never its HTML. The first
 * page is kept by the connection module with the files it loaded.
 */
export function useKeepPagesForOffline(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // An address with a query string is never kept (cache-policy.ts); the worker would refuse it anyway.
    if (search === "") keepForOffline([pathname]);
  }, [pathname, search]);
}
