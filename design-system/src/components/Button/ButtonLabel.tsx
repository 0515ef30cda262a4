import type { ReactNode } from "react";
import { useDsStrings } from "../../i18n/useDsStrings.ts";

export interface ButtonLabelProps {
  /** The button's visible label. */
  children: ReactNode;
  /** Shows the busy state: a spinner beside the label, and what screen readers hear while it lasts. */
  isPending: boolean;
  /** What screen readers hear while pending (default from the `ds` strings: "Please wait"). */
  pendingLabel?: string;
}

/**
 * The inside of `Button` and `PlainButton`, one piece so the two look and sound the same: the label, or while
 * pending a spinner, the label and a visually hidden "Please wait". No React Aria here, so `PlainButton` stays
 * free of it (issue 10).
 */
export function ButtonLabel({ children, isPending, pendingLabel }: ButtonLabelProps) {
  const t = useDsStrings("Button");
  if (!isPending) return <>{children}</>;
  return (
    <>
      <span className="mg-button__spinner" aria-hidden="true" />
      <span>{children}</span>
      <span className="mg-visually-hidden">{pendingLabel ?? t("pending")}</span>
    </>
  );
}
