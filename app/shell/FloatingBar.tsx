import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { FloatingQuizButton, FLOATING_QUIZ_RATIO, isFloatingQuizHidden } from "./FloatingQuizButton.tsx";
import { ScrollTopButton, SCROLL_TOP_THRESHOLD_PX } from "./ScrollTopButton.tsx";
import { useScrollPast } from "./useScrollPast.ts";

/**
 * The two floating controls in one fixed bar (they never overlap), inside a
 * labelled complementary landmark so all content is in a landmark. Rendered only
 * while at least one control shows.
 */
export function FloatingBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const showTop = useScrollPast({ px: SCROLL_TOP_THRESHOLD_PX });
  const showQuiz = useScrollPast({ ratio: FLOATING_QUIZ_RATIO }) && !isFloatingQuizHidden(pathname);
  if (!showTop && !showQuiz) return null;
  return (
    <aside className="mg-floating-bar" aria-label={t("floatingBar")} data-print="hide">
      {showTop && <ScrollTopButton />}
      {showQuiz && <FloatingQuizButton />}
    </aside>
  );
}
