/**
 * The exit-intent invitation on the home page, a reading page (issue 29), over the closed <dialog> that
 * ExitIntentDialog.tsx renders. Spec section 4 and 9 (exit-intent.ts): armed 10 s after load, it opens once when the
 * pointer leaves the window through the top, and the session flag keeps it from showing again in this session.
 * As a native modal dialog the page behind is inert and Escape closes it; Close, "Maybe later" and a press on the
 * backdrop close it too, and the browser returns focus to what had it. Focus goes to the dialog itself, so a screen
 * reader reads its title and text first, as with React Aria's Dialog before.
 */
import { EXIT_INTENT_DELAY_MS, isLeavingThroughTop, markShown, wasShown } from "./exit-intent.ts";

/** This tab's session storage, or none when the browser blocks it (reading the property then throws). */
function sessionStore(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

export function enhanceExitIntent(doc: Document = document): void {
  const dialog = doc.querySelector<HTMLDialogElement>("dialog[data-mg-exit-intent]");
  const win = doc.defaultView;
  if (!dialog || !win) return;
  const session = sessionStore(win);
  if (wasShown(session)) return;

  for (const button of dialog.querySelectorAll("[data-mg-dialog-close]")) {
    button.addEventListener("click", () => dialog.close());
  }
  // A press on the backdrop lands on the <dialog> itself (its content fills it otherwise).
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });

  let armed = false;
  win.setTimeout(() => (armed = true), EXIT_INTENT_DELAY_MS);
  const onOut = (event: MouseEvent) => {
    if (!armed || !isLeavingThroughTop(event)) return;
    // Once per page even when storage is blocked.
    doc.removeEventListener("mouseout", onOut);
    markShown(session);
    dialog.showModal();
    dialog.focus();
  };
  doc.addEventListener("mouseout", onOut);
}
