import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { findRoute, type Lang, localizePath } from "@medicare-guide/content/routes";
import { quizHref } from "./navigation.ts";

/** Spec: appears past 25% scroll (FLOATING_QUIZ_RATIO); hidden on routes containing /find-your-path or /path/. */
export { FLOATING_QUIZ_RATIO } from "./scroll-past.ts";

export function isFloatingQuizHidden(pathname: string): boolean {
  const id = findRoute(pathname)?.id;
  return id === "find-your-path" || (id?.startsWith("path-") ?? false);
}

export function FloatingQuizButton({ hidden = false }: { hidden?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <RouterLink
      to={localizePath(quizHref("sidebar_cta"), i18n.language as Lang)}
      className="mg-floating-quiz"
      data-print="hide"
      data-mg-floating-quiz=""
      hidden={hidden}
    >
      {t("floatingQuiz")}
    </RouterLink>
  );
}
