/**
 * Reading level of page text (WCAG 3.1.5, AAA, adopted where measured).
 * English: Flesch-Kincaid grade level. Spanish: Fernández-Huerta reading ease
 * (a Spanish adaptation of Flesch), mapped to an approximate US grade.
 * Targets: English grade <= 8; Spanish ease >= 60 ("normal", about grade 8).
 */
import { findElement, isHidden, parseHtml, textOf } from "../../content/text/html-text.ts";

export interface ReadingScore {
  words: number;
  sentences: number;
  syllables: number;
  /** English: FK grade. Spanish: Fernández-Huerta ease (0-100, higher is easier). */
  score: number;
  /** Approximate US grade, for one table across languages. */
  grade: number;
  meetsTarget: boolean;
}

export const TARGETS = { en: { maxGrade: 8 }, es: { minEase: 60 } } as const;

const WORD = /[\p{L}]+(?:['’-][\p{L}]+)*/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Sentences: runs ending in . ! ? : or a line break (headings, list items); at least 1 when there is text. */
export function sentenceCount(text: string): number {
  const parts = text
    .split(/[.!?¿¡:;]+\s+|\n+/)
    .map((p) => p.trim())
    .filter((p) => words(p).length > 0);
  return Math.max(parts.length, words(text).length ? 1 : 0);
}

/** English syllables by vowel groups, with the usual silent-e and -le corrections. */
export function syllablesEn(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!w) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Spanish syllables: vowel nuclei, counting strong-vowel hiatus (a, e, o next to each other) as two. */
export function syllablesEs(word: string): number {
  const w = word
    .toLowerCase()
    .normalize("NFC")
    .replace(/[^a-záéíóúüñ]/g, "");
  if (!w) return 0;
  // Accented weak vowels (í, ú) break diphthongs; strong vowels next to each other are separate syllables.
  const nuclei = w.match(/[iuü]?[aeoáéó][iu]?|[ií][uú]?|[uú][ií]?|[íú]/g) ?? [];
  let count = 0;
  for (const n of nuclei) count += /[aeoáéó].*[aeoáéó]/.test(n) ? 2 : 1;
  return Math.max(1, count);
}

export function scoreText(text: string, lang: "en" | "es"): ReadingScore {
  const list = words(text);
  const wordCount = list.length;
  const sentences = sentenceCount(text);
  const syllables = list.reduce((sum, w) => sum + (lang === "en" ? syllablesEn(w) : syllablesEs(w)), 0);
  if (wordCount === 0) return { words: 0, sentences: 0, syllables: 0, score: 0, grade: 0, meetsTarget: true };
  if (lang === "en") {
    const grade = 0.39 * (wordCount / sentences) + 11.8 * (syllables / wordCount) - 15.59;
    const rounded = Math.round(grade * 10) / 10;
    return {
      words: wordCount,
      sentences,
      syllables,
      score: rounded,
      grade: rounded,
      meetsTarget: rounded <= TARGETS.en.maxGrade,
    };
  }
  // Fernández-Huerta: L = 206.84 - 0.60 P - 1.02 F, P = syllables per 100 words, F = words per sentence.
  const ease = 206.84 - 0.6 * ((syllables / wordCount) * 100) - 1.02 * (wordCount / sentences);
  const rounded = Math.round(ease * 10) / 10;
  // Rough mapping to a US grade on the Flesch scale bands (90+ = grade 5, 60-70 = grades 8-9, 30-50 = college).
  const grade = Math.round(Math.max(0, (100 - rounded) / 10 + 4) * 10) / 10;
  return { words: wordCount, sentences, syllables, score: rounded, grade, meetsTarget: rounded >= TARGETS.es.minEase };
}

/** Tables, code and preformatted blocks: not prose, so not scored (readableText in pages.ts leaves them out). */
const NOT_PROSE = new Set(["nav", "table", "pre", "code"]);

export interface MainTextOptions {
  /** Leave out navigation, tables, code and preformatted blocks too (the gate's scoring). */
  proseOnly?: boolean;
}

/**
 * The readable text of a page's <main>, one line per block (a heading, a list item, a paragraph: sentence
 * counting ends a sentence at a line break). Read with the site's one page-text extraction
 * (content/text/html-text.ts, parse5): an element is left out for its hidden attribute or aria-hidden="true",
 * with all that is nested in it, never for "hidden" in a class name.
 */
export function mainText(html: string, options: MainTextOptions = {}): string {
  const main = findElement(parseHtml(html), (e) => e.tagName === "main");
  return textOf(main, {
    blocks: "lines",
    skip: (element) => isHidden(element) || (options.proseOnly === true && NOT_PROSE.has(element.tagName)),
  });
}
