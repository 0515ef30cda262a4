/** The kinds of message a Callout or Alert can carry. */
export type MessageVariant = "info" | "success" | "warning" | "error" | "tip";

// 24x24 glyphs: a circled i, a circled check, a triangle with !, a circled x, a light bulb.
const paths: Record<MessageVariant, string> = {
  info: "M12 2a10 10 0 1 0 0 20a10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z",
  success: "M12 2a10 10 0 1 0 0 20a10 10 0 0 0 0-20zm-1.5 14.5l-4-4l1.4-1.4l2.6 2.6l5.6-5.6l1.4 1.4z",
  warning: "M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z",
  error:
    "M12 2a10 10 0 1 0 0 20a10 10 0 0 0 0-20zm3.6 12.2l-1.4 1.4L12 13.4l-2.2 2.2l-1.4-1.4l2.2-2.2l-2.2-2.2l1.4-1.4l2.2 2.2l2.2-2.2l1.4 1.4l-2.2 2.2z",
  tip: "M9 21h6v-1.5H9zm3-19a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2z",
};

/** A decorative icon for a message: hidden from screen readers, the visible label word carries the meaning. */
export function MessageIcon({ variant, className }: { variant: MessageVariant; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[variant]} />
    </svg>
  );
}
