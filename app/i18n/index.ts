import { createInstance, type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { langFromPath, type Lang } from "@medicare-guide/content/routes";
import { PRELOADED_STRINGS } from "./preloaded-strings.ts";
import { CURRENT_PLAN_YEAR, PRESENTED_PLAN_YEARS } from "@medicare-guide/content/figures/plan-year";

/**
 * Years every string may name without its call site passing them: {{planYear}} (the presented plan year) and
 * {{previousPlanYear}} (the other year shown beside it). They follow the date (content/figures/plan-year.ts),
 * so no string types a year that a rollover would leave stale.
 */
export const YEAR_VARIABLES = {
  planYear: CURRENT_PLAN_YEAR,
  previousPlanYear: PRESENTED_PLAN_YEARS.find((year) => year !== CURRENT_PLAN_YEAR) ?? CURRENT_PLAN_YEAR - 1,
} as const;

// Numbers: a tool's place on /tools sits in its strings file ("tool.hub", content/routes/tools.ts).
type Strings = { [key: string]: string | number | Strings };

type ShellStrings = Resource[string];

/** The namespaces of the shell's strings (strings-en.ts, strings-es.ts). */
const SHELL_NAMESPACES = ["common", "routes", "quicklinks", "ds"];

/**
 * Each language's shell strings in its own chunk, so a page ships only its visitor's language (issue 10:
 * English AND Spanish were on every page). In the browser the client entry awaits `loadLanguage` before
 * hydrating (app/entry.client.tsx). The prerender and the unit tests have both languages from the start
 * (preloaded-strings.ts).
 */
const loaders: Record<Lang, () => Promise<{ shellStrings: ShellStrings }>> = {
  en: () => import("./strings-en.ts"),
  es: () => import("./strings-es.ts"),
};
const loaded: Partial<Record<Lang, ShellStrings>> = { ...PRELOADED_STRINGS };

function addShellStrings(instance: i18n, lang: Lang, strings: ShellStrings): void {
  for (const ns of SHELL_NAMESPACES)
    if (!instance.hasResourceBundle(lang, ns)) instance.addResourceBundle(lang, ns, strings[ns] ?? {}, true, false);
}

/** Loads a language's shell strings (in the browser: its chunk) into its instance; resolves once they are in. */
export async function loadLanguage(lang: Lang): Promise<void> {
  const strings = loaded[lang] ?? (await loaders[lang]()).shellStrings;
  loaded[lang] = strings;
  addShellStrings(getI18n(lang), lang, strings);
}

const instances = new Map<Lang, i18n>();

/**
 * Translates a key that is data rather than code: a zod error message ("tool-x:errors.y"), or a key built from a
 * model's value that the compiler cannot narrow. Every key written in code is typed (app/i18n/resources.d.ts)
 * and a wrong one fails typecheck; these few are checked where the data is made (schemas, locale parity).
 */
export function translateDataKey(t: (...args: never[]) => unknown, key: string, options?: object): string {
  return (t as unknown as (key: string, options?: object) => string)(key, options);
}

/**
 * One i18next instance per language (toolchain note: language from the URL
 * prefix, created synchronously so prerender and hydration render the same text).
 */
export function getI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      ns: SHELL_NAMESPACES,
      defaultNS: "common",
      resources: { [lang]: loaded[lang] ?? {} },
      interpolation: { escapeValue: false, defaultVariables: YEAR_VARIABLES },
      returnNull: false,
      initAsync: false,
    });
    // {{n, number}} in the site's locales (Intl en-US / es-US): Spanish "es" alone writes 2000, es-US 2,000
    // like every other number on the site (Spanish parity: number formats from Intl es-US).
    instance.services.formatter?.add("number", (value: unknown, _lng: string | undefined, options: object) =>
      new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US", options as Intl.NumberFormatOptions).format(
        value as number,
      ),
    );
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * Adds a page's own namespace (its locale files) to both languages' instances.
 * Called at module level by the page, so its strings ship in its own chunk. Merges (deep, never overwriting):
 * a page that registers part of another's namespace (the IRMAA page calculator, the IRMAA tool's error
 * messages) does not keep that page from adding the rest when it loads.
 */
export function registerStrings(ns: string, strings: Record<Lang, Strings>): void {
  for (const lang of ["en", "es"] as const) {
    getI18n(lang).addResourceBundle(lang, ns, strings[lang], true, false);
  }
}

/**
 * The document's language: fixed for the life of the page, as the language switch and every link between the
 * languages are full page loads (app/shell/LanguageSwitch.tsx).
 */
const documentLang: Lang = typeof window === "undefined" ? "en" : langFromPath(window.location.pathname);

type StringsModule = { default: Strings };

/**
 * The browser build's form of `registerStrings(ns, { en, es })` (scripts/lazy-page-strings.ts rewrites it): loads
 * only the document's language and adds it; the page module awaits it at its top level, so the page renders (and
 * hydrates) with its strings in, and the other language's strings are never downloaded (issue 10).
 */
export async function registerPageStrings(ns: string, load: Record<Lang, () => Promise<StringsModule>>): Promise<void> {
  const strings = (await load[documentLang]()).default;
  getI18n(documentLang).addResourceBundle(documentLang, ns, strings, true, false);
}
