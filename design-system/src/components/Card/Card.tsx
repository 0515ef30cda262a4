import type { HTMLAttributes, ReactNode } from "react";
import { SiteLink } from "../Link/LinkRenderer.tsx";
import { Heading, type HeadingLevel, type HeadingSize } from "../Heading/Heading.tsx";

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, "children"> {
  /** The card's title. With `href`, it is also the text of the card's one link. */
  heading: ReactNode;
  /** Outline level of the title (h2 to h6 in most pages): follow the page's structure. */
  headingLevel: HeadingLevel;
  /** How big the title looks, independent of its level (default `lg`). */
  headingSize?: HeadingSize;
  /** The card's body: a sentence or two, a list, a figure. */
  children?: ReactNode;
  /** Actions or notes at the bottom; they stay separate tab stops above a clickable card. */
  footer?: ReactNode;
  /**
   * Makes the whole card clickable through its title link (one tab stop, the link
   * name is the title). Navigates on the client through the app's LinkRendererProvider.
   */
  href?: string;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A surface grouping a heading, a short body and optional actions. With `href`,
 * the title link's ::after is stretched over the card, so a click anywhere on it
 * follows the link while the keyboard and screen readers meet a single link,
 * and the focus ring is drawn around the whole card.
 *
 * @summary A box that groups a heading, a short body and optional actions; with href the whole card is one
 * large link.
 */
export function Card({
  heading,
  headingLevel,
  headingSize = "lg",
  children,
  footer,
  href,
  className,
  ...rest
}: CardProps) {
  return (
    <div {...rest} className={["mg-card", href && "mg-card--link", className].filter(Boolean).join(" ")}>
      <Heading level={headingLevel} size={headingSize} className="mg-card__heading">
        {href ? (
          <SiteLink href={href} className="mg-card__link">
            {heading}
          </SiteLink>
        ) : (
          heading
        )}
      </Heading>
      {children !== undefined && <div className="mg-card__body">{children}</div>}
      {footer !== undefined && <div className="mg-card__footer">{footer}</div>}
    </div>
  );
}
