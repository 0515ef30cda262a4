// Typed accessors to the FAQ. The FAQ page calls getFaqs() in its build-time loader; figures are filled in here.
import { interpolateFigures } from "../figures/index.ts";
import { FAQ_EN } from "./en.ts";
import { FAQ_ES } from "./es.ts";
import { FAQ_IDS, type FaqId } from "./faqs.ts";
import type { AnswerBlock, FaqItem, FaqText, Lang } from "./types.ts";

export type { AnswerBlock, FaqItem, FaqLink, FaqText } from "./types.ts";
export { FAQ_IDS, type FaqId } from "./faqs.ts";

export const FAQ_TEXTS: Readonly<Record<Lang, Readonly<Record<FaqId, FaqText>>>> = { en: FAQ_EN, es: FAQ_ES };

function fill(block: AnswerBlock, lang: Lang): AnswerBlock {
  return typeof block === "string"
    ? interpolateFigures(block, lang)
    : block.map((item) => interpolateFigures(item, lang));
}

/** The ten questions in page order, one language, figures filled in. */
export function getFaqs(lang: Lang): FaqItem[] {
  return FAQ_IDS.map((id) => {
    const text = FAQ_TEXTS[lang][id];
    return {
      id,
      question: interpolateFigures(text.question, lang),
      answer: text.answer.map((block) => fill(block, lang)),
      links: text.links.map((link) => ({ ...link })),
    };
  });
}

/** Plain text of an answer (lists joined), e.g. for FAQPage structured data. */
export function answerText(answer: readonly AnswerBlock[]): string {
  return answer.map((block) => (typeof block === "string" ? block : block.join(" "))).join(" ");
}
