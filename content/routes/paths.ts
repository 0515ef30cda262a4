/**
 * Path arithmetic shared by the route table, the server, the gates and every link: which language a path is
 * in and how the same page is written in the other language. English paths are the canonical form; the
 * Spanish twin of a page is the same path under /es.
 */

export const LANGUAGES = ["en", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Removes a trailing slash (except on "/"), collapses repeated slashes. */
export function normalizePath(path: string): string {
  const clean = path.replace(/\/{2,}/g, "/");
  return clean.length > 1 && clean.endsWith("/") ? clean.slice(0, -1) : clean || "/";
}

/** Language of a path: Spanish under /es, English otherwise. */
export function langFromPath(path: string): Lang {
  return path === "/es" || path.startsWith("/es/") ? "es" : "en";
}

/** The English form of a path (drops the /es prefix). */
export function stripLang(path: string): string {
  const p = normalizePath(path);
  if (p === "/es") return "/";
  return p.startsWith("/es/") ? p.slice(3) : p;
}

/** A path (English form, may carry ?query and #hash) in the given language. */
export function localizePath(path: string, lang: Lang): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = normalizePath(match?.[1] || "/");
  const rest = match?.[2] ?? "";
  const english = stripLang(pathname);
  if (lang === "en") return english + rest;
  return (english === "/" ? "/es" : `/es${english}`) + rest;
}
