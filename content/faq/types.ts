// Shapes of the FAQ. Plain types: pages import them with `import type`.
import type { Lang } from "../figures/index.ts";

export type { Lang };

/** A paragraph (string) or a bulleted list (array of items). Figures as {{fig:key}} tokens. */
export type AnswerBlock = string | readonly string[];

/** A link under an answer: `href` is an English site path ("/irmaa-income-brackets") or an official https URL. */
export interface FaqLink {
  label: string;
  href: string;
}

/** One question and its answer in one language. */
export interface FaqText {
  question: string;
  answer: readonly AnswerBlock[];
  links: readonly FaqLink[];
}

/** One FAQ as a page receives it: figures filled in. */
export interface FaqItem extends FaqText {
  id: string;
}
