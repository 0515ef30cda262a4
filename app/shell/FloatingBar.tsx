import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { FloatingQuizButton, FLOATING_QUIZ_RATIO, isFloatingQuizHidden } from "./FloatingQuizButton.tsx";
import { ScrollTopButton, SCROLL_TOP_THRESHOLD_PX } from "./ScrollTopButton.tsx";
import { useScrollPast } from "./useScrollPast.ts";

/**
 * The two floating controls in one fixed bar (they never overlap), inside a
 * labelled complementary landmark so all content is in a landmark. Always in the page, `hidden` while neither
 * control shows: a reading page, which never hydrates, shows them from the same HTML (FloatingBar.enhance.ts).
 */
export function FloatingBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const showTop = useScrollPast({ px: SCROLL_TOP_THRESHOLD_PX });
  const quizHidden = isFloatingQuizHidden(pathname);
  const showQuiz = useScrollPast({ ratio: FLOATING_QUIZ_RATIO }) && !quizHidden;
  return (
    <aside
      className="mg-floating-bar"
      aria-label={t("floatingBar")}
      data-print="hide"
      hidden={!showTop && !showQuiz}
      data-mg-floating-bar=""
    >
      <ScrollTopButton hidden={!showTop} />
      {!quizHidden && <FloatingQuizButton hidden={!showQuiz} />}
    </aside>
  );
}
