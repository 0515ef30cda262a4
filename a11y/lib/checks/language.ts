/**
 * Language of parts (WCAG 3.1.2): a passage in the other language must carry
 * its `lang`, or a screen reader reads Spanish with English rules (and the other
 * way round). On the page already loaded, in both languages:
 * - every block of text (paragraph, item, cell, label, link, button) whose words
 *   are the other language's (the Spanish gate's word lists, scripts/spanish-gate:
 *   two or more function words of the other language, more than of its own)
 *   must sit inside an element whose `lang` is that language;
 * - a link to a page in another language (`hreflang`, the language switcher)
 *   whose name is in that language says so with `lang` (a name clearly in the
 *   page's own language, describing that page, needs nothing).
 * Proper names the Spanish gate allows (Medicare Advantage, Medicare.gov) are
 * left out before counting.
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import {
  ALLOWED_PHRASES,
  ENGLISH_FUNCTION_WORDS,
  SPANISH_FUNCTION_WORDS,
} from "../../../scripts/spanish-gate/check.ts";
import type { CheckOutcome } from "./types.ts";

/** Words both languages use ("a", "no", "son", "con", "sin" are English words too): they prove nothing. */
const SHARED = new Set(["a", "no", "son", "con", "sin", "ver", "es", "se", "me", "he", "o"]);
const only = (set: Set<string>) => [...set].filter((w) => !SHARED.has(w));

export async function checkLanguageOfParts(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  return page.evaluate(
    ({ waivers: skip, en, es, allowed }) => {
      const h = window.mgA11y!;
      const words = { en: new Set(en), es: new Set(es) };
      const failures: { element: string; detail: string }[] = [];
      let examined = 0;
      const primary = (tag: string | null | undefined) => (tag ?? "").toLowerCase().split("-")[0] ?? "";
      const langOf = (el: Element) => primary(el.closest("[lang]")?.getAttribute("lang"));
      const strip = (t: string) => {
        let out = t.replace(/\S+@\S+|(?:https?:\/\/)?(?:[\w-]+\.)+(?:gov|org|com|net|us)\b\S*/gi, " ");
        for (const p of allowed) out = out.split(p).join(" ");
        return out;
      };
      /** The language the words are in, when they say so clearly ("" when they do not). */
      const detect = (t: string): "en" | "es" | "" => {
        const list =
          strip(t)
            .toLowerCase()
            .match(/[a-záéíóúüñ']+/g) ?? [];
        const n = { en: 0, es: 0 };
        for (const w of list) {
          if (words.en.has(w)) n.en++;
          if (words.es.has(w)) n.es++;
        }
        if (n.es >= 2 && n.es > n.en * 2) return "es";
        if (n.en >= 2 && n.en > n.es * 2) return "en";
        return "";
      };
      // Text of one block in one language: a sentence split by a link is read whole; a passage
      // marked with its own lang is judged apart from the text around it.
      const blocks = new Map<string, { el: Element; lang: string; text: string }>();
      const blockOf = new Map<Element, number>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        const value = n.textContent ?? "";
        if (!parent || !value.trim() || parent.closest("script,style,template,code,pre,[data-a11y-sentinel]")) continue;
        const block =
          parent.closest("p,li,h1,h2,h3,h4,h5,h6,td,th,dt,dd,caption,figcaption,legend,label,button,a,summary") ??
          parent;
        const lang = langOf(parent);
        if (!blockOf.has(block)) blockOf.set(block, blockOf.size);
        const key = `${blockOf.get(block)}|${lang}`;
        const entry = blocks.get(key) ?? { el: block, lang, text: "" };
        entry.text += value;
        blocks.set(key, entry);
      }
      for (const { el, lang, text } of blocks.values()) {
        if (!h.visible(el) || h.waived(el, skip)) continue;
        examined++;
        const said = detect(text);
        // A passage marked as a third language (lang="fr") is language-identified's to judge: French shares
        // enough function words with Spanish to pass for it here.
        if (said && said !== lang && (lang === "en" || lang === "es"))
          failures.push({
            element: h.describe(el),
            detail: `${said === "es" ? "Spanish" : "English"} text read as lang="${lang}": "${text.replace(/\s+/g, " ").trim().slice(0, 60)}"`,
          });
      }
      // Links to another language's page: their name is that language's (the language switcher's "Español").
      const pageLang = primary(document.documentElement.getAttribute("lang"));
      for (const link of document.querySelectorAll<HTMLElement>("a[hreflang]")) {
        const target = primary(link.getAttribute("hreflang"));
        if (!target || target === pageLang || !h.visible(link) || h.waived(link, skip)) continue;
        examined++;
        // A name in the page's own language describing the other-language page ("Resultados completos ...
        // (en inglés)") is read right as it is: only a name in the target's language needs its lang.
        if (detect(link.textContent ?? "") === pageLang) continue;
        // The link or the element around its words must say the target language.
        const marked =
          langOf(link) === target || [...link.querySelectorAll("[lang]")].some((e) => langOf(e) === target);
        if (!marked)
          failures.push({
            element: h.describe(link),
            detail: `link to a ${target} page whose name is not marked lang="${target}"`,
          });
      }
      return { examined, failures };
    },
    { waivers, en: only(ENGLISH_FUNCTION_WORDS), es: only(SPANISH_FUNCTION_WORDS), allowed: ALLOWED_PHRASES },
  );
}
