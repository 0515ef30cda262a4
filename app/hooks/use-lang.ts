import { useTranslation } from "react-i18next";
import type { Lang } from "@medicare-guide/content/routes";

/** The page's language, from the i18n instance the shell provides (one copy for every page and tool). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === "es" ? "es" : "en";
}
