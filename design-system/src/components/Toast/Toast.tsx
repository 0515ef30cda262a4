import type { ReactNode } from "react";
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from "react-aria-components";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { Button } from "../Button/Button.tsx";
import { resolveToastTimeout } from "./toast-timeout.ts";
import "../../overlays.css";
// oxlint-disable-next-line import/no-unassigned-import -- the component's stylesheet, loaded for its side effect

/*
 * React Aria's toasts are still UNSTABLE_ (alpha). They stay behind this file's
 * toast() and <ToastRegion />, so an API change underneath touches nothing else.
 */

/** What kind of message a toast carries; errors are announced assertively, the others politely. */
export type ToastVariant = "info" | "success" | "error";

interface ToastData {
  message: ReactNode;
  variant: ToastVariant;
  announce: boolean;
}

export interface ToastOptions {
  /** Kind of message (default `info`). */
  variant?: ToastVariant;
  /** Close automatically after this many milliseconds, raised to at least 8000. Leave out (the default) to keep the toast until the visitor closes it. */
  timeout?: number;
  /** Called when the toast closes, by the visitor or by its timeout. */
  onClose?: () => void;
  /**
   * Announce the toast to screen readers (default true). Set false only when the page already announces the
   * same words in its own live region beside their cause: two live regions made Orca say the message
   * three times (the quiz's sent message).
   */
  announce?: boolean;
}

export { MIN_TOAST_TIMEOUT, resolveToastTimeout } from "./toast-timeout.ts";

const queue = new AriaToastQueue<ToastData>({ maxVisibleToasts: 5 });

/**
 * Shows a short notification in the app's `<ToastRegion />` and returns its key.
 * Toasts stay until closed unless a `timeout` (at least 8000 ms) is given; timers
 * pause while the pointer is over the toasts or focus is inside them.
 *
 * A toast must NEVER be the only place an error (or anything the visitor needs)
 * appears: screen readers may miss it, and it can be closed or scrolled away. Show
 * the error next to its cause too (a field's message, an error summary) and use the
 * toast only as an extra heads-up.
 */
export function toast(message: ReactNode, options: ToastOptions = {}): string {
  const { variant = "info", timeout, onClose, announce = true } = options;
  return queue.add({ message, variant, announce }, { timeout: resolveToastTimeout(timeout), onClose });
}

/** Closes one toast by the key `toast()` returned. */
export function closeToast(key: string): void {
  queue.close(key);
}

/** Removes every toast, without calling their `onClose` (for example on a route change, or between tests). */
export function clearToasts(): void {
  queue.clear();
}

export interface ToastRegionProps {
  /** Name of the notifications landmark (default from the `ds` strings: "Notifications"). */
  label?: string;
  /** Visible text of each toast's Close button (default "Close"). */
  closeLabel?: string;
  /** Visible words that start each toast and say its kind without colour (defaults "Information", "Done", "Error"). */
  variantLabels?: Partial<Record<ToastVariant, string>>;
  /** Extra class names for layout by the caller. */
  className?: string;
}

/**
 * Where toasts appear: render it once, in the app root. It is a landmark region
 * (reachable with F6) that exists only while a toast is showing. Each toast names its
 * kind in words, has a visible Close button, and is announced: errors assertively
 * (role="alert"), others politely (role="status").
 *
 * @summary A short notice in a corner of the screen ("Your list was saved on this device") that stays until
 * the visitor closes it, shown with toast() in the app's one ToastRegion.
 */
export function ToastRegion({ label, closeLabel, variantLabels, className }: ToastRegionProps) {
  const t = useDsStrings("Toast");
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={label ?? t("region")}
      className={["mg-toast-region", className].filter(Boolean).join(" ")}
    >
      {({ toast: item }) => {
        const { message, variant, announce } = item.content;
        const live = variant === "error" ? "assertive" : "polite";
        return (
          <AriaToast toast={item} ref={announce ? undefined : quietToast} className={`mg-toast mg-toast--${variant}`}>
            <AriaToastContent
              className="mg-toast__content"
              role={!announce ? "none" : variant === "error" ? "alert" : "status"}
              aria-live={announce ? live : "off"}
            >
              <Text slot="title" className="mg-toast__message">
                <strong className="mg-toast__kind">{variantLabels?.[variant] ?? t(variant)}:</strong> {message}
              </Text>
            </AriaToastContent>
            <Button variant="secondary" className="mg-toast__close" onPress={() => queue.close(item.key)}>
              {closeLabel ?? t("close")}
            </Button>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}

/**
 * A ref for a toast that must not be announced: React Aria gives every toast role="alertdialog", which
 * Orca reads out whole when it appears ("Done:", the message, "Close push button"), on top of the page's
 * own live region. This callback ref runs when React attaches the element, before paint and before the
 * browser builds its accessibility tree, and makes it a named group; React leaves the attribute alone
 * afterwards, as the role prop it renders never changes.
 */
function quietToast(element: HTMLDivElement | null) {
  if (!element) return;
  element.setAttribute("role", "group");
  element.removeAttribute("aria-modal");
}
