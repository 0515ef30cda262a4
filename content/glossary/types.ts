// Shapes of the Medicare encyclopedia (glossary). Plain types, no runtime: pages import them with `import type`.
import type { Lang } from "../figures/index.ts";

export type { Lang };

/** Where a term's "Learn more" link goes: a page of this site (English path) or an official site per language. */
export type LearnMore = { kind: "internal"; path: string } | { kind: "official"; url: { en: string; es: string } };

/** What a term is tied to, whatever the language. */
export interface TermMeta {
  /** Anchor-friendly id, also the element id on /encyclopedia (/encyclopedia#irmaa). */
  id: string;
  /** Ids of related terms, in the order they are shown. */
  related: readonly string[];
  learnMore: LearnMore;
}

/** A term's words in one language. Figures appear as {{fig:key}} tokens, never typed. */
export interface TermText {
  /** The term as shown (Spanish: CMS's Spanish term). */
  term: string;
  /** The letter it is listed under: the term's first letter without accents (Ñ stays Ñ). */
  letter: string;
  /** Plain-language definition. */
  definition: string;
  /**
   * The definition a page dated before the definition's figures were published shows instead (a news
   * article of October 2025 cannot state income limits published in January 2026). Only for a term
   * whose definition states a yearly figure; it may state earlier years' figures.
   */
  earlierDefinition?: string;
  /** A short, concrete example. */
  example: string;
}

/** A related term as a page shows it. */
export interface RelatedTerm {
  id: string;
  term: string;
}

/** The learn-more link resolved for one language (internal paths are still English: the page localizes them). */
export type ResolvedLearnMore = { kind: "internal"; path: string } | { kind: "official"; url: string };

/** One term, ready for a page: one language, figures filled in, related terms named. */
export interface GlossaryTerm extends TermText {
  id: string;
  related: RelatedTerm[];
  learnMore: ResolvedLearnMore;
}
