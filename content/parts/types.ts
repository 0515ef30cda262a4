/** The Parts A-D comparison page (/parts-abcd-comparison), in both languages. */

/** Text in both site languages. May hold figure tokens ({{fig:key}} or {{fig:key@year}}) filled in from content/figures. */
export interface Bilingual {
  en: string;
  es: string;
}

export type PartId = "part-a" | "part-b" | "part-c" | "part-d";

/** A Medicare part card (spec entity: part, title, premium, deductible, covers[], doesntCover[]). */
export interface PartCard {
  /** Also the card's anchor (#part-a ...), linked from other pages. */
  id: PartId;
  /** The letter: "A", "B", "C", "D". */
  part: "A" | "B" | "C" | "D";
  title: Bilingual;
  summary: Bilingual;
  premium: Bilingual;
  deductible: Bilingual;
  covers: Bilingual[];
  doesntCover: Bilingual[];
}

/** One row of the Original Medicare vs Medicare Advantage table. */
export interface ComparisonRow {
  id: string;
  feature: Bilingual;
  original: Bilingual;
  advantage: Bilingual;
}

/** Pros and cons of one way to get Medicare. */
export interface ProsCons {
  id: "original" | "advantage";
  title: Bilingual;
  pros: Bilingual[];
  cons: Bilingual[];
}

/** One year of the Part D benefit (the coverage gap guide's table). */
export interface PartDYear {
  year: 2024 | 2025 | 2026;
  deductible: Bilingual;
  gap: Bilingual;
  limit: Bilingual;
}

/** A paragraph block of the coverage gap guide: a heading and its paragraphs. */
export interface GuideSection {
  id: string;
  heading: Bilingual;
  paragraphs: Bilingual[];
}

export interface LocalizedPartCard {
  id: PartId;
  part: string;
  title: string;
  summary: string;
  premium: string;
  deductible: string;
  covers: string[];
  doesntCover: string[];
}

export interface LocalizedComparisonRow {
  id: string;
  feature: string;
  original: string;
  advantage: string;
}

export interface LocalizedProsCons {
  id: "original" | "advantage";
  title: string;
  pros: string[];
  cons: string[];
}

export interface LocalizedPartDYear {
  year: number;
  deductible: string;
  gap: string;
  limit: string;
}

export interface LocalizedGuideSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

/** Everything the page shows, in one language, figures filled in. */
export interface PartsContent {
  parts: LocalizedPartCard[];
  comparison: LocalizedComparisonRow[];
  prosCons: LocalizedProsCons[];
  partDYears: LocalizedPartDYear[];
  gapGuide: LocalizedGuideSection[];
}
