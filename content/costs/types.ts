/** The yearly Medicare costs pages (/medicare-costs-2025, /medicare-costs-2026) and the IRMAA guide (/irmaa-income-brackets). */
import type { CostPageYear, FigureKey, Lang } from "../figures/index.ts";
import type { PageTerm } from "../glossary/term-marks.ts";

/** Text in both site languages. May hold figure tokens ({{fig:partB.premium}}) and {{year}} / {{taxYear}}. */
export interface Bilingual {
  en: string;
  es: string;
}

/** One amount on a card: a figure (or the sum of several, e.g. the two highest IRMAA amounts). */
export interface CostItem {
  id: string;
  /** Figure keys; the value shown is their sum (one key: the figure itself). */
  figures: FigureKey[];
  label: Bilingual;
  note?: Bilingual;
  /**
   * Shown instead of a number when the figure is not publishable for the page's year (unverified, or no
   * value for that year). Without it, such a figure is a validation error.
   */
  unavailable?: Bilingual;
}

/** A key-figure card at the top of a costs page. */
export interface KeyFigure {
  id: string;
  title: Bilingual;
  /** How the amount reads ("{{amount}} a month"); {{amount}} is the sum of `figures`. */
  amount: Bilingual;
  figures: FigureKey[];
  text: Bilingual;
}

/** One of the four cost cards (Part A, Part B, Part D, Medicare Advantage). */
export interface CostCard {
  id: string;
  title: Bilingual;
  intro: Bilingual;
  items: CostItem[];
}

/** A section of the IRMAA guide: a heading and paragraphs, optionally a list and a link. */
export interface GuideSection {
  id: string;
  title: Bilingual;
  paragraphs: Bilingual[];
  list?: Bilingual[];
  link?: { href: string; label: Bilingual };
}

/** Where a figure comes from, as a page shows it. */
export interface LocalizedSourceRef {
  id: string;
  publisher: string;
  /** "en" when the publisher's name stays in English on a Spanish page (marked lang="en") */
  publisherLang: "en" | null;
  official: boolean;
}

export interface LocalizedItem {
  id: string;
  label: string;
  /** The formatted amount, or null when unavailable (then `note` says why). */
  value: string | null;
  note: string | null;
  sources: LocalizedSourceRef[];
}

export interface LocalizedKeyFigure {
  id: string;
  title: string;
  amount: string;
  text: string;
  sources: LocalizedSourceRef[];
}

export interface LocalizedCostCard {
  id: string;
  title: string;
  intro: string;
  items: LocalizedItem[];
}

export interface LocalizedSource {
  id: string;
  title: string;
  /** the language the document (and so its title) is written in */
  titleLang: Lang;
  publisher: string;
  publisherLang: "en" | null;
  url: string;
  /** the publication date in words, in the page's language ("November 14, 2024", "diciembre de 2024"), if known */
  published: string | null;
  official: boolean;
}

/** Everything a costs page shows for one plan year, in one language, figures filled in. */
export interface CostsPageData {
  year: CostPageYear;
  otherYear: CostPageYear;
  keyFigures: LocalizedKeyFigure[];
  cards: LocalizedCostCard[];
  /** Every source cited on the page, in order of first use. */
  sources: LocalizedSource[];
  /** The defined words the page uses, in order of first use ("Words on this page"); texts keep the first one's mark. */
  terms: PageTerm[];
}

export interface LocalizedGuideSection {
  id: string;
  title: string;
  paragraphs: string[];
  list: string[];
  link: { href: string; label: string } | null;
}

/** The IRMAA page's guide and the sources of its tables, in one language. */
export interface IrmaaGuideData {
  sections: LocalizedGuideSection[];
  sources: LocalizedSource[];
  /** The defined words the guide uses ("Words on this page"); paragraphs keep the first one's mark. */
  terms: PageTerm[];
}
