import { resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Page strings in the visitor's language only (issue 10: "ship only the current language's strings; the language
 * is known from the URL prefix"). A page module registers its namespace with both languages' JSON:
 *
 *   import en from "../../../locales/en/faq.json";
 *   import es from "../../../locales/es/faq.json";
 *   registerStrings("faq", { en, es });
 *
 * The prerender and the unit tests keep that as it is (both languages at once). In the browser build this plugin
 * rewrites it to `await registerPageStrings("faq", { en: () => import(".../en/faq.json"), es: ... })`: each
 * language's JSON becomes a chunk of its own (named `page-strings-<lang>-…`, preloaded by scripts/postbuild.ts for
 * the page's language), and the module's top-level await holds the page (its first render, hydration included,
 * and a client-side navigation to it) until the document's language strings are in.
 *
 * Only that exact shape is rewritten, and only when the two JSON bindings are used nowhere else in the module;
 * anything else (a module that reads `en.x`, spreads or picks from the JSON) is left as it is: it still works and
 * ships both languages. The shell (app/shell, app/root.tsx) is left as it is too: it is one chunk on every page,
 * and a top-level await there would hold every page.
 */

const IMPORT = (lang: "en" | "es") =>
  new RegExp(
    `^import\\s+([A-Za-z_$][\\w$]*)\\s+from\\s+["']([^"']*/locales/${lang}/[^"']+\\.json)["'];?[ \\t]*\\n`,
    "m",
  );
const CALL =
  /(^|\n)registerStrings\(\s*([^,()]+?)\s*,\s*\{\s*en(?:\s*:\s*([A-Za-z_$][\w$]*))?\s*,\s*es(?:\s*:\s*([A-Za-z_$][\w$]*))?\s*,?\s*\}\s*\);?/;

/** Whether an identifier appears as a value (not inside a string, a property name or a member access). */
const usedIn = (code: string, name: string) =>
  new RegExp(`(?<![\\w$."'\`/-])${name.replace(/\$/g, "\\$")}(?![\\w$"'\`/-])`).test(code);

/** The rewritten module, or null when the module does not have the exact shape (then it stays as it is). */
export function lazyPageStrings(code: string, registerFrom: string): string | null {
  const en = IMPORT("en").exec(code);
  const es = IMPORT("es").exec(code);
  const call = CALL.exec(code);
  if (!en || !es || !call) return null;
  const [enImport, enName, enPath] = en;
  const [esImport, esName, esPath] = es;
  const [callText, lead = "", ns, enArg = "en", esArg = "es"] = call;
  if (enArg !== enName || esArg !== esName) return null;
  // The bindings must be used nowhere else (outside strings, property names and member accesses).
  // Comments, object keys and type positions (`typeof en` in a module augmentation) do not count: types are erased.
  const rest = code
    .replace(enImport, "")
    .replace(esImport, "")
    .replace(callText, lead)
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1")
    .replace(new RegExp(`\\btypeof\\s+(${enName}|${esName})\\b`, "g"), "")
    // Object keys named like the bindings (`{ en: "https://…", es: … }`) are not uses either.
    .replace(/([{,]\s*)(en|es)\s*:/g, "$1");
  if (usedIn(rest, enName ?? "") || usedIn(rest, esName ?? "")) return null;
  const lazyCall =
    `${lead}await __mgRegisterPageStrings(${ns}, { en: () => import(${JSON.stringify(enPath)}), ` +
    `es: () => import(${JSON.stringify(esPath)}) });`;
  const header = `import { registerPageStrings as __mgRegisterPageStrings } from ${JSON.stringify(registerFrom)};\n`;
  const at = code.indexOf(callText);
  // Keep the call where it was (after the module's other imports and constants), imports removed above it.
  const before = code.slice(0, at).replace(enImport, "").replace(esImport, "");
  const after = code.slice(at + callText.length);
  return header + before + lazyCall + after;
}

/** The JSON files the browser build imports lazily (their chunks are named for their language; vite.config.ts). */
export const LAZY_STRINGS = /[\\/]locales[\\/](en|es)[\\/]([\w-]+)\.json$/;

export function lazyPageStringsPlugin(): Plugin {
  const registerFrom = resolve(import.meta.dirname, "..", "app", "i18n", "index.ts");
  return {
    name: "mg-lazy-page-strings",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!/[\\/]app[\\/]/.test(id) || /[\\/]app[\\/](shell[\\/]|root\.tsx)/.test(id)) return null;
      if (!/\.tsx?$/.test(id.split("?")[0] ?? "") || !code.includes("registerStrings(")) return null;
      const out = lazyPageStrings(code, registerFrom);
      return out === null ? null : { code: out, map: null };
    },
  };
}
