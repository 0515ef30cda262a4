/**
 * The design system's strings (i18next namespace `ds`). Each component owns one
 * file per language: locales/{en,es}/ds/<Component>.json, merged under the
 * component's name, so `t("Button.loading")` reads locales/en/ds/Button.json.
 * resources-en.ts and resources-es.ts hold one language each (the site loads only the page's language).
 */
import type { DsStrings } from "./collect.ts";
import { dsStringsEn } from "./resources-en.ts";
import { dsStringsEs } from "./resources-es.ts";

export const DS_LANGUAGES = ["en", "es"] as const;
export type DsLanguage = (typeof DS_LANGUAGES)[number];

/** The `ds` namespace for each language. */
export const dsResources: Record<DsLanguage, DsStrings> = { en: dsStringsEn, es: dsStringsEs };
