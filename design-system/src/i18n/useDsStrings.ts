import { useTranslation } from "react-i18next";

/**
 * Strings of one component from the `ds` namespace.
 * `const t = useDsStrings("Dialog"); t("close")` reads `Dialog.close`.
 * Components take props that override any of these.
 */
export function useDsStrings(component: string) {
  const { t, i18n } = useTranslation("ds");
  // The component and key are data here (each component passes its own name), so the typed keys the app
  // declares cannot check them; design-system/test checks every component's strings exist in both languages.
  const translate = t as unknown as (key: string, values: Record<string, unknown>) => string;
  const tr = (key: string, values?: Record<string, unknown>): string => translate(`${component}.${key}`, values ?? {});
  return Object.assign(tr, { lang: i18n.language });
}
