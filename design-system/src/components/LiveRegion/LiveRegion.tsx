import type { HTMLAttributes, ReactNode } from "react";

export interface LiveRegionProps extends Omit<HTMLAttributes<HTMLDivElement>, "children" | "role" | "aria-live"> {
  /** The current message. Change it to have screen readers announce the new text; may start empty. */
  children?: ReactNode;
  /** `polite` (default) waits for the screen reader to finish; `assertive` interrupts, for urgent news only. */
  politeness?: "polite" | "assertive";
  /** Hides the region from the screen while screen readers still announce it. */
  visuallyHidden?: boolean;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * A live region that is in the page from the first render (screen readers only
 * announce changes to regions they already know about), so updating its text
 * announces it: "12 plans match", "Question 3 of 6". Polite by default
 * (role="status"); assertive regions use aria-live="assertive" without the
 * alert role, which belongs to the Alert component.
 *
 * @summary An area whose text screen readers read aloud each time it changes, for status updates such as "12
 * plans match your answers"; useAnnounce does the same without anything on screen.
 */
export function LiveRegion({
  children,
  politeness = "polite",
  visuallyHidden = false,
  className,
  ...rest
}: LiveRegionProps) {
  return (
    <div
      aria-atomic="true"
      {...rest}
      role={politeness === "polite" ? "status" : undefined}
      aria-live={politeness}
      className={["mg-live-region", visuallyHidden && "mg-visually-hidden", className].filter(Boolean).join(" ")}
    >
      {children}
    </div>
  );
}
