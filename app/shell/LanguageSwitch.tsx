import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { findRoute, langFromPath, localizePath, NOT_FOUND_PATHS, stripLang } from "@medicare-guide/content/routes";

const noSubscribe = () => () => {};

/** The same page in the other language; the other language's home when this page is unknown (404). */
export function otherLanguageHref(pathname: string, search = "", hash = ""): string {
  const other = langFromPath(pathname) === "en" ? "es" : "en";
  const english = stripLang(pathname);
  if (english === stripLang(NOT_FOUND_PATHS.en) || !findRoute(english)) return localizePath("/", other);
  return localizePath(english, other) + search + hash;
}

/**
 * A plain link to the other language (a full page load, so <html lang> and every
 * string change together). "Español" is marked lang="es" so screen readers say it
 * in Spanish; the query and hash are added once hydrated (prerendered HTML has none).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  // Prerendered HTML has no query; once hydrated, the link keeps the visitor's query and hash.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const href = hydrated ? otherLanguageHref(pathname, search, hash) : otherLanguageHref(pathname);
  const otherLang = langFromPath(pathname) === "en" ? "es" : "en";
  return (
    <a
      href={href}
      hrefLang={otherLang}
      lang={otherLang}
      className={["mg-language-switch", className].filter(Boolean).join(" ")}
      title={t("language.switchLabel")}
    >
      {t("language.switchTo")}
    </a>
  );
}
