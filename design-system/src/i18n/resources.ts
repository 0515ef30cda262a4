/**
 * The design system's strings (i18next namespace `ds`). Each component owns one
 * file per language: locales/{en,es}/ds/<Component>.json, merged here under the
 * component's name, so `t("Button.loading")` reads locales/en/ds/Button.json.
 */
type Strings = { [key: string]: string | Strings };

const files = import.meta.glob<Strings>("../../../locales/*/ds/*.json", {
  eager: true,
  import: "default",
});

export const DS_LANGUAGES = ["en", "es"] as const;
export type DsLanguage = (typeof DS_LANGUAGES)[number];

function collect(lang: DsLanguage): Strings {
  const out: Strings = {};
  for (const [path, strings] of Object.entries(files)) {
    const match = /locales\/(\w+)\/ds\/(\w+)\.json$/.exec(path);
    if (match?.[1] === lang && match[2]) out[match[2]] = strings;
  }
  return out;
}

/** The `ds` namespace for each language. */
export const dsResources: Record<DsLanguage, Strings> = {
  en: collect("en"),
  es: collect("es"),
};
