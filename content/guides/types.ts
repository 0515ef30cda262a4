/**
 * The guides listing (/guides): short entries that point to a page of this site
 * (built or planned) or to an official page. Spec: title, excerpt, url, category,
 * featured; seven are featured.
 */

/** Text in both site languages. */
export interface Bilingual {
  en: string;
  es: string;
}

/** The spec's categories, in the order their sections appear ("all" is the filter's, not a category). */
export const GUIDE_CATEGORIES = [
  "updates",
  "coverage",
  "costs",
  "enrollment",
  "medigap",
  "advantage",
  "drug-plans",
  "faqs",
] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

/** How many guides are featured (spec). */
export const FEATURED_COUNT = 7;

export interface Guide {
  /** Stable id, unique. */
  id: string;
  category: GuideCategory;
  /** Shown in the Featured section (when the list is not filtered) and first under "Most popular". */
  featured: boolean;
  /** An English path of this site ("/medigap", may carry #hash) or an official https address. */
  url: string;
  /** The Spanish version of an official page, when it has its own address. */
  urlEs?: string;
  title: Bilingual;
  /** One or two plain sentences. */
  excerpt: Bilingual;
}

/** A guide in one language, ready for the page. */
export interface LocalizedGuide {
  id: string;
  category: GuideCategory;
  featured: boolean;
  /** English path of this site (the page localizes it) or an official address. */
  url: string;
  /** True for an address outside this site (opens in a new tab). */
  external: boolean;
  title: string;
  excerpt: string;
}
