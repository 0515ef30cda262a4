import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PlainButton } from "@medicare-guide/design-system";
import { quizHref } from "../../shell/navigation.ts";
import { useScrollPast } from "../../shell/useScrollPast.ts";
import { localizePath, type Lang } from "@medicare-guide/content/routes";

/** Spec: visible when the page is scrolled more than 40 percent, hidden otherwise; we add a Dismiss button. */
export const SCROLL_BANNER_RATIO = 0.4;

/**
 * The invitation to the quiz that appears once the visitor has scrolled past 40%
 * of the home page. It is placed in the page flow, at the end of the content,
 * never over it: a fixed banner covered focused links and shrank tap targets at
 * 320 px and at 1280 px (WCAG 2.4.11 and 2.5.8, found by the a11y gate). It is a
 * labelled complementary landmark (not a dialog: it takes no focus) and can be
 * dismissed for the rest of the visit to this page.
 */
export function ScrollBanner() {
  const { t, i18n } = useTranslation("home");
  const past = useScrollPast({ ratio: SCROLL_BANNER_RATIO });
  const [dismissed, setDismissed] = useState(false);
  const visible = past && !dismissed;
  if (!visible) return null;
  return (
    <aside className="mg-scroll-banner" aria-label={t("banner.label")} data-print="hide">
      <p className="mg-scroll-banner__text">{t("banner.text")}</p>
      <RouterLink
        to={localizePath(quizHref("scroll_banner"), i18n.language as Lang)}
        className="mg-scroll-banner__link"
      >
        {t("hero.cta")}
      </RouterLink>
      <PlainButton variant="secondary" onPress={() => setDismissed(true)} className="mg-scroll-banner__dismiss">
        {t("banner.dismiss")}
      </PlainButton>
    </aside>
  );
}
