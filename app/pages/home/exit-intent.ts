/**
 * Exit-intent rules (spec section 4 and 9): armed 10 s after load; opens once
 * when the pointer leaves the window through the top; the session flag
 * exitIntentShown keeps it from showing again in that session.
 */
export const EXIT_INTENT_DELAY_MS = 10_000;
export const EXIT_INTENT_SESSION_KEY = "exitIntentShown";

/** A mouseout that leaves the document through its top edge. */
export function isLeavingThroughTop(event: Pick<MouseEvent, "clientY" | "relatedTarget">): boolean {
  return event.relatedTarget == null && event.clientY <= 0;
}

/** Whether the dialog was already shown this session (blocked storage counts as not shown, but then it shows once per page). */
export function wasShown(storage: Pick<Storage, "getItem"> | undefined): boolean {
  try {
    return storage?.getItem(EXIT_INTENT_SESSION_KEY) === "true";
  } catch {
    return false;
  }
}

export function markShown(storage: Pick<Storage, "setItem"> | undefined): void {
  try {
    storage?.setItem(EXIT_INTENT_SESSION_KEY, "true");
  } catch {
    /* blocked storage: the in-page flag still stops a second opening */
  }
}
