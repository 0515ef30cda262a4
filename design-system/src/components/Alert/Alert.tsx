import type { HTMLAttributes, ReactNode } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { MessageIcon } from "../Callout/CalloutIcon.tsx";
import { Heading, type HeadingLevel } from "../Heading/Heading.tsx";

/** Kinds of alert. */
export type AlertVariant = "info" | "success" | "warning" | "error";

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, "children" | "role"> {
  /** Kind of message; also sets the visible label word ("Error", "Success"...). */
  variant?: AlertVariant;
  /** Optional short title. */
  heading?: ReactNode;
  /** Outline level of the title. Without it the title is bold text, not a heading. */
  headingLevel?: HeadingLevel;
  /** The visible label word (default from the `ds` strings for the variant, e.g. "Error"). */
  label?: string;
  /**
   * Announces the alert at once (role="alert"). Only for an error that appears in
   * response to the visitor, rendered at that moment; leave it off for a message
   * that is on the page when it loads.
   */
  live?: boolean;
  /** The message itself. */
  children: ReactNode;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A status message about the visitor's own task ("Your answers were sent",
 * "We could not send your answers"). Static by default; with `live` it is a
 * role="alert" region that screen readers announce as it appears. Its kind is
 * shown as a word, not by colour alone. It never disappears on its own.
 *
 * @summary A message about the visitor's own task (done, failed, needs attention) that names its kind in a
 * word and stays on the page until the page changes.
 */
export function Alert({
  variant = "info",
  heading,
  headingLevel,
  label,
  live = false,
  children,
  className,
  ...rest
}: AlertProps) {
  const t = useDsStrings("Alert");
  const word = label ?? t(`label.${variant}`);
  const labelText = (
    <span className="mg-alert__label">
      {word}
      <span className="mg-visually-hidden">:</span>
    </span>
  );
  return (
    <div
      {...rest}
      role={live ? "alert" : undefined}
      className={["mg-alert", `mg-alert--${variant}`, className].filter(Boolean).join(" ")}
    >
      <MessageIcon variant={variant} className="mg-alert__icon" />
      <div className="mg-alert__content">
        {heading === undefined ? (
          <p className="mg-alert__title">{labelText}</p>
        ) : headingLevel ? (
          <Heading level={headingLevel} size="lg" className="mg-alert__title">
            {labelText} {heading}
          </Heading>
        ) : (
          <p className="mg-alert__title mg-alert__title--text">
            {labelText} {heading}
          </p>
        )}
        <div className="mg-alert__body">{children}</div>
      </div>
    </div>
  );
}
