// Typed accessors to the Medicare encyclopedia. Pages call these in their build-time loader, so the terms
// ship only as that page's data. Figures are filled in here ({{fig:key}} -> "$202.90").
import { CURRENT_PLAN_YEAR, findFigureTokens, interpolateFigures } from "../figures/index.ts";
import { figureDateProblem } from "../figures/dates.ts";
import { TERMS_EN } from "./en.ts";
import { TERMS_ES } from "./es.ts";
import { sortTerms } from "./filter.ts";
import { TERM_META } from "./terms.ts";
import type { GlossaryTerm, Lang, ResolvedLearnMore, TermMeta, TermText } from "./types.ts";

export type { GlossaryTerm, LearnMore, RelatedTerm, ResolvedLearnMore, TermMeta, TermText } from "./types.ts";
export {
  filterTerms,
  foldText,
  groupByLetter,
  letterOf,
  sortTerms,
  type LetterGroup,
  type SearchableTerm,
} from "./filter.ts";

export const TERM_TEXTS: Readonly<Record<Lang, Readonly<Record<string, TermText>>>> = { en: TERMS_EN, es: TERMS_ES };

/** Every term id, in the order of terms.ts. */
export const TERM_IDS: readonly string[] = TERM_META.map((m) => m.id);

function text(id: string, lang: Lang): TermText {
  const entry = TERM_TEXTS[lang][id];
  if (!entry) throw new Error(`Glossary term "${id}" has no ${lang} text`);
  return entry;
}

function resolveLearnMore(meta: TermMeta, lang: Lang): ResolvedLearnMore {
  const link = meta.learnMore;
  return link.kind === "internal" ? { kind: "internal", path: link.path } : { kind: "official", url: link.url[lang] };
}

/** Whether a text states a figure that was not yet published on `day` (YYYY-MM-DD). */
export function statesLaterFigure(textWithTokens: string, day: string): boolean {
  return findFigureTokens(textWithTokens).some(
    ({ key, year }) => figureDateProblem(key, year ? Number(year) : CURRENT_PLAN_YEAR, day) !== null,
  );
}

/**
 * The definition a page of that day shows: a dated page (a news article) gets the earlier definition when
 * the current one states a figure published after its date (issue 25: a page states only what was known).
 */
export function definitionFor(words: TermText, asOf?: string): string {
  if (asOf && words.earlierDefinition && statesLaterFigure(words.definition, asOf)) return words.earlierDefinition;
  return words.definition;
}

function build(meta: TermMeta, lang: Lang, asOf?: string): GlossaryTerm {
  const words = text(meta.id, lang);
  return {
    id: meta.id,
    term: words.term,
    letter: words.letter,
    definition: interpolateFigures(definitionFor(words, asOf), lang),
    example: interpolateFigures(words.example, lang),
    related: meta.related.map((id) => ({ id, term: text(id, lang).term })),
    learnMore: resolveLearnMore(meta, lang),
  };
}

/** All terms in one language, alphabetical in that language, figures filled in. */
export function getTerms(lang: Lang): GlossaryTerm[] {
  return sortTerms(
    TERM_META.map((meta) => build(meta, lang)),
    lang,
  );
}

/**
 * One term in one language, or undefined for an unknown id. `asOf` (YYYY-MM-DD): the date of the page that
 * shows it, for a page that must not state later figures (news articles).
 */
export function getTerm(id: string, lang: Lang, asOf?: string): GlossaryTerm | undefined {
  const meta = TERM_META.find((m) => m.id === id);
  return meta ? build(meta, lang, asOf) : undefined;
}
