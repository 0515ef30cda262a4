/** The Medicare 101 hub (/medicare-101): topic cards and featured tools, in both languages. */

/** Text in both site languages. */
export interface Bilingual {
  en: string;
  es: string;
}

/** A further link under a topic card. */
export interface TopicLink {
  /** English path of this site (built or planned route; may carry #hash). */
  href: string;
  label: Bilingual;
}

export interface Topic {
  /** Stable id, unique. */
  id: string;
  /** The card's link: an English path of this site, built or planned. */
  href: string;
  title: Bilingual;
  /** Two short sentences. May hold figure tokens ({{fig:partB.premium}}) filled in from content/figures. */
  summary: Bilingual;
  /** Up to two further links shown under the card. */
  related: TopicLink[];
}

export interface FeaturedTool {
  id: string;
  /** English path of the tool (built or planned). */
  href: string;
  title: Bilingual;
  description: Bilingual;
}

/** A topic in one language, figures filled in. */
export interface LocalizedTopic {
  id: string;
  href: string;
  title: string;
  summary: string;
  related: { href: string; label: string }[];
}

export interface LocalizedTool {
  id: string;
  href: string;
  title: string;
  description: string;
}
