import { useDsStrings } from "../../i18n/useDsStrings.ts";
import type { ToastVariant } from "./Toast.tsx";

export interface ToastTemplateProps {
  /** The kind of toast the page may show (its word: "Done", "Error"...). */
  variant: ToastVariant;
  /** Name of the notifications landmark (default from the `ds` strings: "Notifications"). */
  label?: string;
  /** Visible text of the Close button (default "Close"). */
  closeLabel?: string;
}

/**
 * A toast on a page that never hydrates (issue 29): the region and one toast as `<ToastRegion />` renders them
 * (a landmark named "Notifications", the toast an alertdialog labelled by its message, the kind in words, a
 * visible Close button; Toast.enhance.ts makes each toast a tab stop, as React Aria does), with an empty message, in a <template> for Toast.enhance.ts's `showToast`. Render it
 * only where `useNeverHydrates()` is true: React cannot hydrate a template. Its styles, Toast.css, come with the
 * page's own stylesheet (an `@import`), not as one more file: a reading page keeps to its CSS budget (issue 29).
 */
export function ToastTemplate({ variant, label, closeLabel }: ToastTemplateProps) {
  const t = useDsStrings("Toast");
  return (
    <template data-mg-toast={variant}>
      <section aria-label={label ?? t("region")} tabIndex={-1} className="mg-toast-region">
        <ol>
          <li>
            <div role="alertdialog" aria-modal="false" className={`mg-toast mg-toast--${variant}`}>
              <div
                className="mg-toast__content"
                role={variant === "error" ? "alert" : "status"}
                aria-live={variant === "error" ? "assertive" : "polite"}
                aria-atomic="true"
              >
                <div className="mg-toast__message">
                  <strong className="mg-toast__kind">{t(variant)}:</strong> <span data-mg-toast-message="" />
                </div>
              </div>
              <button type="button" className="mg-button mg-button--secondary mg-toast__close">
                {closeLabel ?? t("close")}
              </button>
            </div>
          </li>
        </ol>
      </section>
    </template>
  );
}
