import type { MouseEvent, ReactNode } from "react";
import { Link as RouterLink } from "react-router";

export interface BackToLinkProps {
  /** The page the link goes to: a path in the page's language ("Back to Medicare 101" goes to Medicare 101). */
  to: string;
  /** The link text ("Back to Medicare 101"). */
  children: ReactNode;
  /** BackLink's history handling; without it the link always goes to `to`. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A Back link that always goes to one page, the section's parent: the arrow (hidden from screen readers) and the
 * words. BackLink wraps it with the browser's history; pages that always go to the same page use this alone,
 * so they do not load the history handling (issue 10, content pages' JavaScript).
 */
export function BackToLink({ to, children, onClick }: BackToLinkProps) {
  return (
    <RouterLink
      to={to}
      onClick={onClick}
      className="mg-back-link"
      data-page-text="skip"
      // BackLink's, for a reading page that never hydrates (BackLink.enhance.ts).
      data-mg-history-back={onClick ? "" : undefined}
    >
      <span aria-hidden="true" className="mg-back-link__arrow">
        ←
      </span>{" "}
      {children}
    </RouterLink>
  );
}
