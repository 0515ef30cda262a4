import type { Phrase } from "@medicare-guide/content/accessibility-report/acr";

/** A generated phrase; marked with its language when it could not be given in the page's. */
export function PhraseText({ phrase }: { phrase: Phrase }) {
  return phrase.lang ? <span lang={phrase.lang}>{phrase.text}</span> : <>{phrase.text}</>;
}
