// Checks of the FAQ, run by content/validate.ts: schemas, every question in English and Spanish (and
// nothing extra), figure tokens that resolve, internal links that reach a built or planned route and
// encyclopedia anchors that exist.
import { check } from "../validate.ts";
import { interpolateFigures } from "../figures/index.ts";
import { TERM_IDS } from "../glossary/index.ts";
import { isKnownSitePath } from "../glossary/validate.ts";
import { FAQ_IDS } from "./faqs.ts";
import { FAQ_TEXTS } from "./index.ts";
import { FaqTextSchema } from "./schema.ts";

export function validate(): string[] {
  const problems: string[] = [];
  if (new Set(FAQ_IDS).size !== FAQ_IDS.length) problems.push("content/faq: duplicate question ids");
  for (const lang of ["en", "es"] as const) {
    const texts: Readonly<Record<string, unknown>> = FAQ_TEXTS[lang];
    for (const id of Object.keys(texts)) {
      if (!(FAQ_IDS as readonly string[]).includes(id))
        problems.push(`content/faq/${lang}.ts: "${id}" is not in faqs.ts`);
    }
    for (const id of FAQ_IDS) {
      const label = `content/faq/${lang}.ts ${id}`;
      const entry = FAQ_TEXTS[lang][id];
      if (!entry) {
        problems.push(`${label}: missing ${lang === "en" ? "English" : "Spanish"} text`);
        continue;
      }
      problems.push(...check(label, FaqTextSchema, entry));
      const strings = [entry.question, ...entry.answer.flatMap((b) => (typeof b === "string" ? [b] : [...b]))];
      for (const text of strings) {
        try {
          interpolateFigures(text, lang);
        } catch (error) {
          problems.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      for (const link of entry.links) {
        if (!link.href.startsWith("/")) continue;
        if (!isKnownSitePath(link.href)) problems.push(`${label}: link ${link.href} is not a route of the site`);
        const [path, hash] = link.href.split("#");
        if (path === "/encyclopedia" && hash && !TERM_IDS.includes(hash))
          problems.push(`${label}: no encyclopedia term #${hash}`);
      }
    }
  }
  return problems;
}
