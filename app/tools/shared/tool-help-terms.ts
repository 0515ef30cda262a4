/**
 * Defined words in a tool's help ("Understand in place", issue 17): the tool's lede and its FAQ answers may mark
 * glossary terms (`{{term:id|words}}`, in locales/<lang>/tool-<tool>.json; i18next leaves such marks alone). The
 * page's loader resolves them at build time to the encyclopedia's own definitions, so the tool's JavaScript
 * carries no glossary. Field hints stay plain text: they are the fields' accessible descriptions, and a button
 * (or an opened definition) inside a description would be read into every field that points to it.
 */
import { createTermTracker, type PageTerm } from "@medicare-guide/content/glossary/term-marks";
import type { Lang } from "@medicare-guide/content/routes";

type Strings = { [key: string]: string | Strings };

/** The help texts of a tool's strings that may hold marks, in page order: the lede, then each FAQ answer. */
export function toolHelpTexts(strings: Strings): string[] {
  const faq = typeof strings.faq === "object" ? strings.faq : {};
  const answers = Object.values(faq).flatMap((item) =>
    typeof item === "object" && typeof item.a === "string" ? [item.a] : [],
  );
  return [...(typeof strings.lede === "string" ? [strings.lede] : []), ...answers];
}

/** The page's defined words, in order of first use. Throws on an unknown id (so the build fails). */
export function toolHelpTerms(strings: Strings, lang: Lang): PageTerm[] {
  const tracker = createTermTracker(lang);
  for (const text of toolHelpTexts(strings)) tracker.plain(text);
  return tracker.terms();
}
