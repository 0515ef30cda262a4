/**
 * Shapes of the legal and policy pages (disclaimer, privacy policy, editorial
 * policy, accessibility statement). Plain types, no zod: pages import these,
 * schema.ts checks the data against the same shapes at build time.
 *
 * Text fields are "inline text": plain sentences where a link is written
 * `[label](href)` and a shared value is a token `{{name}}` (see inline.ts).
 * href is a site path ("/contact-us", "/disclaimer#terms-of-use"), a section on
 * the same page ("#contact"), an https URL, `mailto:` or `tel:`.
 */

export const LEGAL_PAGE_IDS = ["disclaimer", "privacy-policy", "editorial-policy", "accessibility"] as const;
/** Also the page's route id in content/routes. */
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];

export const CONTENT_LANGS = ["en", "es"] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** A sentence or more, with optional `[label](href)` links and `{{token}}` values. */
export type InlineText = string;

export type LegalBlock =
  /** One paragraph: one idea. */
  | { kind: "paragraph"; text: InlineText }
  /** A bulleted list, or a numbered one for steps in order. */
  | { kind: "list"; ordered?: boolean; items: InlineText[] }
  /** The accessibility statement's known issues, filled from known-issues.ts (and the a11y report). */
  | { kind: "knownIssues" };

export interface LegalSubsection {
  /** Anchor id, unique on the page (lowercase words joined by hyphens). */
  id: string;
  /** An h3 that says what follows. */
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalSection {
  /** Anchor id, unique on the page, the same in both languages (links use it: /disclaimer#terms-of-use). */
  id: string;
  /** An h2 that says what follows; listed in the page's table of contents. */
  heading: string;
  blocks: LegalBlock[];
  subsections?: LegalSubsection[];
}

export interface LegalPageContent {
  id: LegalPageId;
  lang: ContentLang;
  /** The page's h1 (and its title in the browser tab). */
  title: string;
  /** The meta description: one or two sentences. */
  description: string;
  /** The opening paragraph under the h1. */
  lede: InlineText;
  /** When the content last changed (YYYY-MM-DD), shown as "Last updated". */
  updated: string;
  /** "history": a Back link to the previous page (home when there is none). */
  backLink?: "history";
  sections: LegalSection[];
}

/** One page in both languages. */
export type BilingualLegalPage = Record<ContentLang, LegalPageContent>;
