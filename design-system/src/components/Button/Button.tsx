import type { ReactNode } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { ButtonLabel } from "./ButtonLabel.tsx";

export interface ButtonProps extends Omit<AriaButtonProps, "children" | "className"> {
  /** The button's visible label. */
  children: ReactNode;
  /** Visual weight: `primary` for the one main action of a view, `secondary` otherwise, `link` for a quiet text button. */
  variant?: "primary" | "secondary" | "link";
  /** Shows a busy state: the button stays focusable, ignores presses, and says it is working. */
  isPending?: boolean;
  /** What screen readers hear while pending (default from the `ds` strings: "Please wait"). */
  pendingLabel?: string;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A native <button> through React Aria (press events that work with mouse, touch,
 * keyboard and screen readers). Always at least 44x44 CSS px.
 *
 * @summary A native button for actions on the current page (send, continue, open, close), at least 44 by 44
 * pixels.
 */
export function Button({
  children,
  variant = "primary",
  isPending = false,
  pendingLabel,
  className,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      isPending={isPending}
      className={["mg-button", `mg-button--${variant}`, className].filter(Boolean).join(" ")}
    >
      <ButtonLabel isPending={isPending} pendingLabel={pendingLabel}>
        {children}
      </ButtonLabel>
    </AriaButton>
  );
}
