import type { HTMLAttributes, ReactNode, Ref } from "react";

export interface ProseProps extends HTMLAttributes<HTMLDivElement> {
  /** Long-form content: paragraphs, lists, tables, quotes (for example rendered Markdown). */
  children?: ReactNode;
  /** Extra class names for layout by the caller. */
  className?: string;
  /** The content's element (a page that enhances its rendered HTML, e.g. with toggletips). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Styles plain HTML content (rendered Markdown, articles) for reading: a line
 * length of about 68 characters, space between paragraphs, clear list markers
 * and bordered tables. It adds no semantics of its own. Markdown HTML can be
 * passed by the page with dangerouslySetInnerHTML (trusted, build-time content only).
 *
 * @summary A wrapper that styles long-form HTML (articles, rendered Markdown) for easy reading, without
 * changing what the HTML means.
 */
export function Prose({ children, className, ...rest }: ProseProps) {
  return (
    <div {...rest} className={["mg-prose", className].filter(Boolean).join(" ")}>
      {children}
    </div>
  );
}
