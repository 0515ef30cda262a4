import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { dsResources } from "../src/i18n/resources.ts";

/** One i18next instance per language for tests, with the `ds` namespace loaded. */
export function createTestI18n(lang: "en" | "es" = "en"): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: ["ds"],
    defaultNS: "ds",
    resources: { en: { ds: dsResources.en }, es: { ds: dsResources.es } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
