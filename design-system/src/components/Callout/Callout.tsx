import type { HTMLAttributes, ReactNode } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { Heading, type HeadingLevel } from "../Heading/Heading.tsx";
import { MessageIcon, type MessageVariant } from "./CalloutIcon.tsx";

export interface CalloutProps extends Omit<HTMLAttributes<HTMLDivElement>, "children"> {
  /** Kind of message; also sets the visible label word ("Note", "Important", "Tip"...). */
  variant?: MessageVariant;
  /** Optional short title. */
  heading?: ReactNode;
  /** Outline level of the title. Without it the title is bold text, not a heading, so the outline stays intact. */
  headingLevel?: HeadingLevel;
  /** The visible label word (default from the `ds` strings for the variant, e.g. "Important"). */
  label?: string;
  /** The message itself. */
  children: ReactNode;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A highlighted box inside content: a note, tip, warning or error that is part
 * of the page from the start (not announced). The kind is given by a visible
 * word ("Important"), never by colour or icon alone. For messages that appear
 * in response to something, use Alert.
 *
 * @summary A highlighted box inside content (a note, tip, warning, success or error) that is part of the page
 * from the start and names its kind in a word.
 */
export function Callout({
  variant = "info",
  heading,
  headingLevel,
  label,
  children,
  className,
  ...rest
}: CalloutProps) {
  const t = useDsStrings("Callout");
  const word = label ?? t(`label.${variant}`);
  const labelText = (
    <span className="mg-callout__label">
      {word}
      <span className="mg-visually-hidden">:</span>
    </span>
  );
  return (
    <div {...rest} className={["mg-callout", `mg-callout--${variant}`, className].filter(Boolean).join(" ")}>
      <MessageIcon variant={variant} className="mg-callout__icon" />
      <div className="mg-callout__content">
        {heading === undefined ? (
          <p className="mg-callout__title">{labelText}</p>
        ) : headingLevel ? (
          <Heading level={headingLevel} size="lg" className="mg-callout__title">
            {labelText} {heading}
          </Heading>
        ) : (
          <p className="mg-callout__title mg-callout__title--text">
            {labelText} {heading}
          </p>
        )}
        <div className="mg-callout__body">{children}</div>
      </div>
    </div>
  );
}
