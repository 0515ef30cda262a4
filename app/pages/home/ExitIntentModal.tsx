import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Button, Dialog } from "@medicare-guide/design-system";
import { quizHref } from "../../shell/navigation.ts";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import { AriaLocale } from "../../components/AriaLocale/index.ts";

export interface ExitIntentModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The exit-intent modal itself: its own module, loaded once the invitation is armed (not in the first download). */
export default function ExitIntentModal({ isOpen, onOpenChange }: ExitIntentModalProps) {
  const { t, i18n } = useTranslation("home");
  return (
    <AriaLocale>
      <Dialog title={t("exitIntent.title")} isOpen={isOpen} onOpenChange={onOpenChange}>
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
    </AriaLocale>
  );
}
