import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Button, Dialog } from "@medicare-guide/design-system";
import { quizHref } from "../../shell/navigation.ts";
import { localizePath, type Lang } from "../../site-routes.ts";
import { EXIT_INTENT_DELAY_MS, isLeavingThroughTop, markShown, wasShown } from "./exit-intent.ts";

/**
 * The home page's exit-intent invitation to the quiz: an accessible modal
 * (labelled, focus moved in and returned, Escape and "Maybe later" close it).
 * Mouse users only: it never interrupts keyboard or touch use.
 */
export function ExitIntentDialog() {
  const { t, i18n } = useTranslation("home");
  const [isOpen, setOpen] = useState(false);
  const done = useRef(false);

  useEffect(() => {
    const session = typeof sessionStorage === "undefined" ? undefined : sessionStorage;
    if (wasShown(session)) return;
    let armed = false;
    const timer = setTimeout(() => {
      armed = true;
    }, EXIT_INTENT_DELAY_MS);
    const onOut = (event: MouseEvent) => {
      if (!armed || done.current || !isLeavingThroughTop(event)) return;
      done.current = true;
      markShown(session);
      setOpen(true);
    };
    document.addEventListener("mouseout", onOut);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("mouseout", onOut);
    };
  }, []);

  return (
    <Dialog title={t("exitIntent.title")} isOpen={isOpen} onOpenChange={setOpen}>
      {({ close }) => (
        <div className="mg-exit-intent">
          <p>{t("exitIntent.text")}</p>
          <div className="mg-exit-intent__actions">
            <RouterLink
              to={localizePath(quizHref("exit_intent"), i18n.language as Lang)}
              className="mg-hero__cta-link"
              onClick={close}
            >
              {t("hero.cta")}
            </RouterLink>
            <Button variant="secondary" onPress={close}>
              {t("exitIntent.later")}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
