import { useTranslation } from "react-i18next";
import { Heading, PlainButton, useDsStrings } from "@medicare-guide/design-system";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import { quizHref } from "../../shell/navigation.ts";
import { HOME_NS } from "./strings.ts";

/** The dialog's title id, which names it. */
const TITLE_ID = "home-exit-intent-title";

/**
 * The home page's exit-intent invitation to the quiz (spec section 4: armed 10 s after load, opens once when the
 * pointer leaves the window through the top, "Maybe later" closes it). The home page is a reading page (issue 29):
 * this renders the closed native <dialog>, and ExitIntentDialog.enhance.ts opens it as a modal (the page behind is
 * inert, Escape, Close, "Maybe later" and a press outside close it, focus goes to the dialog and back to where it
 * was). Mouse users only: it never interrupts keyboard or touch use. Without JavaScript it never opens.
 */
export function ExitIntentDialog() {
  const { t, i18n } = useTranslation(HOME_NS);
  const dialog = useDsStrings("Dialog");
  return (
    // tabIndex -1: focus goes to the dialog itself, so its title and text are read first (as React Aria's Dialog did).
    <dialog
      className="mg-exit-intent"
      aria-labelledby={TITLE_ID}
      tabIndex={-1}
      data-mg-exit-intent=""
      data-print="hide"
    >
      <div className="mg-exit-intent__header">
        <Heading level={2} size="xl" id={TITLE_ID} className="mg-exit-intent__title">
          {t("exitIntent.title")}
        </Heading>
        <PlainButton variant="secondary" className="mg-exit-intent__close" data-mg-dialog-close="">
          {dialog("close")}
        </PlainButton>
      </div>
      <div className="mg-exit-intent__body">
        <p>{t("exitIntent.text")}</p>
        <div className="mg-exit-intent__actions">
          <a href={localizePath(quizHref("exit_intent"), i18n.language as Lang)} className="mg-hero__cta-link">
            {t("hero.cta")}
          </a>
          <PlainButton variant="secondary" data-mg-dialog-close="">
            {t("exitIntent.later")}
          </PlainButton>
        </div>
      </div>
    </dialog>
  );
}
