import type { HTMLAttributes, ReactNode } from "react";

export interface VisuallyHiddenProps extends Omit<HTMLAttributes<HTMLSpanElement>, "children"> {
  /** Text for screen readers only (or, with `focusable`, a link or button that appears when focused). */
  children: ReactNode;
  /** Shows the content while something inside it has keyboard focus (for links and buttons). */
  focusable?: boolean;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * Content that screen readers read but the screen does not show, such as a
 * clearer link name ("Read more <hidden>about Part B</hidden>", with the
 * space outside the hidden part). It stays in
 * the layout flow, so it never hides focusable content from keyboard users
 * unless `focusable` is set.
 *
 * @summary Text that screen readers read but the screen does not show, such as the end of a link name ("Read
 * more about Part B").
 */
export function VisuallyHidden({ children, focusable = false, className, ...rest }: VisuallyHiddenProps) {
  return (
    <span
      {...rest}
      className={[focusable ? "mg-visually-hidden--focusable" : "mg-visually-hidden", className]
        .filter(Boolean)
        .join(" ")}
    >
      {children}
    </span>
  );
}
