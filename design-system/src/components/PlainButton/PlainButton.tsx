import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from "react";
import { ButtonLabel } from "../Button/ButtonLabel.tsx";

export interface PlainButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "children" | "className" | "disabled" | "onClick"
> {
  /** The button's visible label. */
  children: ReactNode;
  /** Visual weight, as for `Button`: `primary` for the one main action of a view, `secondary` otherwise, `link` for a quiet text button. */
  variant?: "primary" | "secondary" | "link";
  /** Runs on activation: click, tap, Enter or Space (the browser's own `click`). */
  onPress?: () => void;
  /** Not available (the native `disabled`). Prefer an error message on press when you can. */
  isDisabled?: boolean;
  /** Shows a busy state: the button stays focusable, ignores presses (a submit does not submit), and says it is working. */
  isPending?: boolean;
  /** What screen readers hear while pending (default from the `ds` strings: "Please wait"). */
  pendingLabel?: string;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * `Button`'s look on a native <button> without React Aria: the browser's own click, which Enter, Space, touch and
 * screen readers all produce. For every submit, print, share, reset or "show more" button: React Aria's press
 * handling adds up to 15 KiB of JavaScript on a page for nothing a native button does not already do (issue 10),
 * and a page whose fields lose React Aria then loses that too. Inside React
 * Aria triggers and slots (DialogTrigger, MenuTrigger, a dialog's close button) use `Button`. Type `button`
 * unless given `type="submit"`. Always at least 44x44 CSS px.
 *
 * @summary Button's look and sound on a plain native button, without React Aria: for every button outside
 * React Aria triggers and slots, at least 44 by 44 pixels.
 */
export function PlainButton({
  children,
  variant = "primary",
  onPress,
  isDisabled = false,
  isPending = false,
  pendingLabel,
  className,
  type = "button",
  ...rest
}: PlainButtonProps) {
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    if (isPending) {
      // Busy: the press does nothing, a submit button does not submit its form again.
      event.preventDefault();
      return;
    }
    onPress?.();
  }
  return (
    <button
      {...rest}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      className={["mg-button", `mg-button--${variant}`, "mg-plain-button", className].filter(Boolean).join(" ")}
      onClick={onClick}
    >
      <ButtonLabel isPending={isPending} pendingLabel={pendingLabel}>
        {children}
      </ButtonLabel>
    </button>
  );
}
