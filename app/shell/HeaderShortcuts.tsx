import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { localizePath, type Lang } from "@medicare-guide/content/routes";
import { FLOATING_QUIZ_RATIO, isFloatingQuizHidden } from "./FloatingQuizButton.tsx";
import { quizHref } from "./navigation.ts";
import { scrollToTop, SCROLL_TOP_THRESHOLD_PX } from "./scroll-past.ts";
import { useScrollPast } from "./useScrollPast.ts";

/**
 * On wide screens, where the header is sticky, "Back to top" and "Find My Medicare
 * Path" live in the header instead of floating over the page: a fixed bar at the
 * bottom covered links as the page scrolled (WCAG 2.5.8 / 2.4.11, found by the
 * a11y gate). Their space is reserved (visibility only), so nothing jumps when
 * they appear at the spec's thresholds (300 px, 25%).
 */
export function HeaderShortcuts() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const showTop = useScrollPast({ px: SCROLL_TOP_THRESHOLD_PX });
  const showQuiz = useScrollPast({ ratio: FLOATING_QUIZ_RATIO }) && !isFloatingQuizHidden(pathname);
  return (
    <div className="mg-header__shortcuts">
      <button
        type="button"
        className="mg-header__shortcut"
        data-visible={showTop || undefined}
        data-mg-scroll-top=""
        onClick={scrollToTop}
      >
        <span aria-hidden="true">↑ </span>
        {t("scrollTopShort")}
      </button>
      {!isFloatingQuizHidden(pathname) && (
        <RouterLink
          to={localizePath(quizHref("sidebar_cta"), i18n.language as Lang)}
          className="mg-header__shortcut mg-header__shortcut--quiz"
          data-visible={showQuiz || undefined}
          data-mg-floating-quiz=""
        >
          {t("floatingQuiz")}
        </RouterLink>
      )}
    </div>
  );
}
