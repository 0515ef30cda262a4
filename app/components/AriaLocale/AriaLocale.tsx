import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import { useLang } from "../../hooks/use-lang.ts";

/** The React Aria locale of a page in `lang`: US English or US Spanish (numbers as 2,000 in both). */
export const ariaLocaleOf = (lang: "en" | "es"): string => (lang === "es" ? "es-US" : "en-US");

/**
 * Gives the React Aria controls inside it the page's language (their built-in labels, number formats and
 * reading direction follow it, not the browser's). Placed around the parts of a page that use React Aria
 * (dialogs, the menu drawer, toasts, select, radio groups, meters, forms) rather than around the whole site: the
 * provider and the locale detection it brings are about 2 KiB of JavaScript that pages with no React Aria control
 * (articles, the FAQ, the cost pages) no longer load (issue 10).
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={ariaLocaleOf(useLang())}>{children}</I18nProvider>;
}
