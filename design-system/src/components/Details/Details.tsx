import type { DetailsHTMLAttributes, ReactNode } from "react";

export interface DetailsProps extends Omit<DetailsHTMLAttributes<HTMLDetailsElement>, "children" | "open"> {
  /** The always-visible line that opens and closes the content (a short question or label). */
  summary: ReactNode;
  /** The content shown when open. */
  children: ReactNode;
  /** Starts open. The visitor's own toggling is kept by the browser afterwards. */
  defaultOpen?: boolean;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A native <details>/<summary> disclosure for simple show/hide ("What counts as
 * income?"). It works before JavaScript loads, the browser handles Enter, Space
 * and the expanded state, and find-in-page opens it. Use Accordion for groups.
 *
 * @summary A native show-and-hide control (<details> and <summary>) for one piece of extra help that most
 * visitors do not need.
 */
export function Details({ summary, children, defaultOpen = false, className, ...rest }: DetailsProps) {
  return (
    <details {...rest} open={defaultOpen || undefined} className={["mg-details", className].filter(Boolean).join(" ")}>
      <summary className="mg-details__summary">
        <span className="mg-details__icon" aria-hidden="true" />
        <span className="mg-details__label">{summary}</span>
      </summary>
      <div className="mg-details__body">{children}</div>
    </details>
  );
}
