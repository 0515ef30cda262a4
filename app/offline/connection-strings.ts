/**
 * The words of the connection notices, the update banner and the offline page's list (locales/{en,es}/offline.json),
 * for the connection module, which runs on reading pages too and so cannot use i18next (issue 29: a reading page
 * loads no framework). Both languages are a few hundred bytes; the page's language picks one.
 */
import en from "../../locales/en/offline.json";
import es from "../../locales/es/offline.json";

export type ConnectionLang = "en" | "es";

export interface ConnectionStrings {
  notice: (typeof en)["notice"];
  update: (typeof en)["update"];
  savedIntro: string;
  savedOn: string;
}

export function connectionStrings(lang: ConnectionLang): ConnectionStrings {
  const all = lang === "es" ? es : en;
  return { notice: all.notice, update: all.update, savedIntro: all.page.savedIntro, savedOn: all.page.savedOn };
}

/** The language of the document (its <html lang>), as the notices use it. */
export function documentLang(doc: Document): ConnectionLang {
  return doc.documentElement.lang === "es" ? "es" : "en";
}

/** Replaces each {{name}} of a string with its value (the same placeholders i18next uses in these files). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
