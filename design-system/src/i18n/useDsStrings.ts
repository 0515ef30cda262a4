import { useTranslation } from "react-i18next";

/**
 * Strings of one component from the `ds` namespace.
 * `const t = useDsStrings("Dialog"); t("close")` reads `Dialog.close`.
 * Components take props that override any of these.
 */
export function useDsStrings(component: string) {
  const { t, i18n } = useTranslation("ds");
  const tr = (key: string, values?: Record<string, unknown>): string =>
    t(`${component}.${key}`, values ?? {}) as string;
  return Object.assign(tr, { lang: i18n.language });
}
