import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { BackToLink } from "./BackToLink.tsx";
import { canGoBack } from "./history-back.ts";

export interface BackLinkProps {
  /** Where the link goes when there is no previous page (and without JavaScript): a path in the page's language. */
  fallback: string;
  /** The link text ("Back", "Back to Home"). */
  children: ReactNode;
}

/**
 * A Back link: returns to the previous page through the browser's history when
 * there is one on this site, otherwise (and without JavaScript) goes to `fallback`.
 * A Back link that always goes to one page is a BackToLink.
 */
export function BackLink({ fallback, children }: BackLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const state = window.history.state as { idx?: number } | null;
    if (
      !canGoBack({
        historyState: state,
        historyLength: window.history.length,
        referrer: document.referrer,
        origin: window.location.origin,
      })
    )
      return;
    event.preventDefault();
    if (typeof state?.idx === "number" && state.idx > 0) void navigate(-1);
    else window.history.back();
  };
  return (
    <BackToLink to={fallback} onClick={onClick}>
      {children}
    </BackToLink>
  );
}
