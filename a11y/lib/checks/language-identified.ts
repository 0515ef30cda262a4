/**
 * The language and direction of every passage (WCAG 3.1.1, 3.1.2, 1.3.2), judged by a language
 * detector instead of word lists: language-of-parts (language.ts) knows our two languages' function
 * words; a page quoting French or German, or marking Spanish with lang="fr", is beyond it. Detection is
 * franc-min (wooorm/franc: trigram profiles of 82 languages, no native code, maintained, about half a
 * million downloads a week), run in Node on the text the page returns. Short text is unreliable for any
 * detector, so only blocks of 60 letters or more are judged, after the proper names the Spanish gate
 * allows (Medicare Advantage, Medicare.gov) and addresses are taken out, and only when the declared
 * language scores clearly below the detected one. Branches:
 * - `<html lang>` is not the language of the page's main text (3.1.1);
 * - a block in a third language (not English or Spanish, which language-of-parts judges) without a
 *   `lang` that says so (3.1.2);
 * - an element whose own `lang` names another language than its text's (3.1.2);
 * - right-to-left text (Hebrew, Arabic, Persian...) with no `dir` on or around it, so punctuation and
 *   mixed runs are laid out and read in the wrong order (1.3.2).
 */
// Helpers inside page.evaluate callbacks cannot be hoisted: the callback is serialised into the page.
// oxlint-disable unicorn/consistent-function-scoping
import type { Page } from "@playwright/test";
import { francAll } from "franc-min";
import { ALLOWED_PHRASES } from "../../../scripts/spanish-gate/check.ts";
import type { CheckOutcome } from "./types.ts";

/** franc's ISO 639-3 codes for the languages a `lang` attribute usually names with ISO 639-1. */
const ISO1: Record<string, string> = {
  eng: "en",
  spa: "es",
  fra: "fr",
  deu: "de",
  ita: "it",
  por: "pt",
  nld: "nl",
  pol: "pl",
  rus: "ru",
  ukr: "uk",
  arb: "ar",
  cmn: "zh",
  jpn: "ja",
  kor: "ko",
  hin: "hi",
  vie: "vi",
  tgl: "tl",
  tur: "tr",
  swe: "sv",
  ron: "ro",
  ces: "cs",
  hun: "hu",
  ell: "el",
  heb: "he",
  pes: "fa",
  ben: "bn",
  urd: "ur",
  ind: "id",
  zlm: "ms",
  tha: "th",
  hat: "ht",
  som: "so",
  amh: "am",
  swh: "sw",
  nob: "no",
  dan: "da",
  fin: "fi",
  bul: "bg",
  srp: "sr",
  hrv: "hr",
  slk: "sk",
  slv: "sl",
  cat: "ca",
  glg: "gl",
  eus: "eu",
};
const NAMES: Record<string, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  it: "Italian",
  pt: "Portuguese",
  ar: "Arabic",
  he: "Hebrew",
  zh: "Chinese",
  ru: "Russian",
  nl: "Dutch",
  pl: "Polish",
};
const nameOf = (code: string) => NAMES[code] ?? code;
/** A block is judged only with this many letters: below it every detector guesses. */
const MIN_LETTERS = 60;
/** The declared language must score under this (the detected one scores 1) to be called wrong. */
const DECLARED_BELOW = 0.8;

interface Verdict {
  detected: string;
  declaredScore: number;
}

function judge(text: string, declared: string): Verdict | undefined {
  let clean = text.replace(/\S+@\S+|(?:https?:\/\/)?(?:[\w-]+\.)+(?:gov|org|com|net|us)\b\S*/gi, " ");
  for (const p of ALLOWED_PHRASES) clean = clean.split(p).join(" ");
  clean = clean.replace(/\bMedicare\b|\bMedicaid\b|\bPart [A-D]\b|\bParte [A-D]\b/g, " ");
  if ((clean.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return undefined;
  const scores = francAll(clean, { minLength: MIN_LETTERS });
  const [top] = scores;
  if (!top || top[0] === "und") return undefined;
  const detected = ISO1[top[0]] ?? top[0];
  if (detected === declared) return undefined;
  const declaredScore = scores.find(([code]) => (ISO1[code] ?? code) === declared)?.[1] ?? 0;
  return declaredScore < DECLARED_BELOW ? { detected, declaredScore } : undefined;
}

export async function checkLanguageIdentified(page: Page, waivers: readonly string[] = []): Promise<CheckOutcome> {
  const read = await page.evaluate((skip) => {
    const h = window.mgA11y!;
    const primary = (tag: string | null | undefined) => (tag ?? "").toLowerCase().split("-")[0] ?? "";
    const blocks = new Map<Element, { element: string; text: string; lang: string; own: boolean }>();
    const rtl: { element: string; detail: string }[] = [];
    const rtlFlagged = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      const value = n.textContent ?? "";
      if (!parent || !value.trim() || parent.closest("script,style,template,code,pre,[data-a11y-sentinel]")) continue;
      if (!h.visible(parent) || h.waived(parent, skip)) continue;
      // A passage with its own lang is judged apart from the block around it.
      const langEl = parent.closest("[lang]");
      const block =
        parent.closest(
          "p,li,h1,h2,h3,h4,h5,h6,td,th,dt,dd,caption,figcaption,blockquote,q,legend,label,button,a,summary",
        ) ?? parent;
      const key = langEl && block.contains(langEl) && langEl !== document.documentElement ? langEl : block;
      const entry = blocks.get(key) ?? {
        element: h.describe(key),
        text: "",
        lang: primary(langEl?.getAttribute("lang")),
        own: Boolean(langEl && langEl !== document.documentElement),
      };
      entry.text += value;
      blocks.set(key, entry);
      // Right-to-left letters need a dir on the passage (or an isolating <bdi>).
      const letters = (value.match(/\p{L}/gu) ?? []).length;
      const rtlLetters = (value.match(/[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/g) ?? []).length;
      if (rtlLetters >= 3 && rtlLetters >= letters / 2) {
        const marked = parent.closest("[dir], bdi");
        const container = parent.closest("p,li,td,blockquote,div") ?? parent;
        if ((!marked || marked === document.documentElement) && !rtlFlagged.has(container)) {
          rtlFlagged.add(container);
          rtl.push({
            element: h.describe(parent),
            detail: 'right-to-left text with no dir="rtl" (or <bdi>) around it: read and laid out in the wrong order',
          });
        }
      }
    }
    const main = document.querySelector("main") ?? document.body;
    return {
      blocks: [...blocks.values()],
      rtl,
      pageLang: primary(document.documentElement.getAttribute("lang")),
      mainText: (main as HTMLElement).innerText.slice(0, 4000),
      pageWaived: h.waived(document.documentElement, skip),
    };
  }, waivers);
  const failures = [...read.rtl];
  let examined = read.rtl.length + 1;
  const page1 = judge(read.mainText, read.pageLang);
  if (page1 && !read.pageWaived)
    failures.push({
      element: `html lang="${read.pageLang}"`,
      detail: `the page's main text reads as ${nameOf(page1.detected)} (${read.pageLang} scores ${page1.declaredScore.toFixed(2)}): <html lang> must name the page's language`,
    });
  for (const b of read.blocks) {
    // English and Spanish passages in a page of the other language are language-of-parts' to judge.
    const v = judge(b.text, b.lang);
    if (!v) continue;
    examined++;
    const snippet = b.text.replace(/\s+/g, " ").trim().slice(0, 60);
    if (b.own)
      failures.push({
        element: b.element,
        detail: `lang="${b.lang}" but the text reads as ${nameOf(v.detected)}: "${snippet}"`,
      });
    else if (!["en", "es"].includes(v.detected) && !page1)
      failures.push({
        element: b.element,
        detail: `${nameOf(v.detected)} text with no lang attribute (read with ${nameOf(b.lang)} rules): "${snippet}"`,
      });
  }
  return { examined, failures };
}
