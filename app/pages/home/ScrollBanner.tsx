import { useTranslation } from "react-i18next";
import { PlainButton } from "@medicare-guide/design-system";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import { quizHref } from "../../shell/navigation.ts";
import { HOME_NS } from "./strings.ts";

/**
 * The invitation to the quiz that appears once the visitor has scrolled past 40%
 * of the home page. It is placed in the page flow, at the end of the content,
 * never over it: a fixed banner covered focused links and shrank tap targets at
 * 320 px and at 1280 px (WCAG 2.4.11 and 2.5.8, found by the a11y gate). It is a
 * labelled complementary landmark (not a dialog: it takes no focus) and can be
 * dismissed for the rest of the visit to this page.
 *
 * The home page is a reading page (issue 29): this renders the banner hidden, and ScrollBanner.enhance.ts shows
 * and hides it with the scroll and dismisses it. Without JavaScript it stays hidden (the hero and the quiz card
 * carry the same invitation).
 */
export function ScrollBanner() {
  const { t, i18n } = useTranslation(HOME_NS);
  return (
    <aside
      className="mg-scroll-banner"
      aria-label={t("banner.label")}
      data-print="hide"
      data-mg-scroll-banner=""
      hidden
    >
      <p className="mg-scroll-banner__text">{t("banner.text")}</p>
      <a href={localizePath(quizHref("scroll_banner"), i18n.language as Lang)} className="mg-scroll-banner__link">
        {t("hero.cta")}
      </a>
      <PlainButton variant="secondary" className="mg-scroll-banner__dismiss" data-mg-scroll-banner-dismiss="">
        {t("banner.dismiss")}
      </PlainButton>
    </aside>
  );
}
