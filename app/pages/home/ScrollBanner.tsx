import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Button } from "@medicare-guide/design-system";
import { quizHref } from "../../shell/navigation.ts";
import { useScrollPast } from "../../shell/useScrollPast.ts";
import { localizePath, type Lang } from "../../site-routes.ts";

/** Spec: visible when the page is scrolled more than 40 percent, hidden otherwise; we add a Dismiss button. */
export const SCROLL_BANNER_RATIO = 0.4;

/**
 * A slim invitation to the quiz at the bottom of the home page. It is a
 * complementary landmark (not a dialog: it takes no focus); dismissing it keeps
 * it away for the rest of the visit to this page. The page's scroll padding
 * grows while it shows, so it never covers the focused element.
 */
export function ScrollBanner() {
  const { t, i18n } = useTranslation("home");
  const past = useScrollPast({ ratio: SCROLL_BANNER_RATIO });
  const [dismissed, setDismissed] = useState(false);
  const visible = past && !dismissed;
  useEffect(() => {
    document.documentElement.toggleAttribute("data-banner", visible);
    return () => document.documentElement.removeAttribute("data-banner");
  }, [visible]);
  if (!visible) return null;
  return (
    <aside className="mg-scroll-banner" aria-label={t("banner.label")} data-print="hide">
      <p className="mg-scroll-banner__text">{t("banner.text")}</p>
      <RouterLink to={localizePath(quizHref("scroll_banner"), i18n.language as Lang)} className="mg-scroll-banner__link">
        {t("hero.cta")}
      </RouterLink>
      <Button variant="secondary" onPress={() => setDismissed(true)} className="mg-scroll-banner__dismiss">
        {t("banner.dismiss")}
      </Button>
    </aside>
  );
}
