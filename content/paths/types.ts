/**
 * The five guidance pages the quiz sends visitors to (/path/<slug>), in English
 * and Spanish. Types only; the words are in en.ts and es.ts.
 *
 * Text may hold Medicare figures as `{{fig:key}}` tokens (content/figures); they
 * are filled in at build time. No dollar amount is typed here.
 */
import type { PathSlug } from "../quiz/options.ts";

export type { PathSlug } from "../quiz/options.ts";

export const PATH_LANGS = ["en", "es"] as const;
export type PathLang = (typeof PATH_LANGS)[number];

/**
 * A link in path content: a page of this site (its English path, which may end
 * in `#anchor`; built or planned), or an official page of the resources
 * directory (content/resources) by its id, so each official address is kept once.
 */
export type PathLink = { to: string; label: string } | { resource: string; label: string };

/** One numbered step of "Your next steps": what to do, why, and where to do it. */
export interface PathStep {
  /** The action, short ("Find your sign-up window"). */
  title: string;
  /** One to three plain sentences. */
  text: string;
  /** Where to take the step, if there is a page for it. */
  link?: PathLink;
}

/** A piece of a section: a paragraph, a list, or a small table. */
export type PathBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered?: boolean; items: string[] }
  | {
      kind: "table";
      /** What the table shows (a visible caption). */
      caption: string;
      /** Column headers; the first column's cells are the row headers. */
      columns: string[];
      /** Indexes of columns that hold amounts (aligned to the end). */
      numeric?: number[];
      rows: string[][];
    };

export interface PathSubsection {
  /** Anchor id, unique on the page, the same in both languages. */
  id: string;
  heading: string;
  blocks: PathBlock[];
}

/** A topic of the page under its own heading (what IRMAA is, pros and cons...). */
export interface PathSection extends PathSubsection {
  subsections?: PathSubsection[];
}

export interface PathChecklistItem {
  /** Stable id, the same in both languages: ticks are saved by id. */
  id: string;
  /** What the visitor ticks, in the first person ("I know when ..."). */
  text: string;
}

/** A related page of this site (built or planned). */
export interface PathRelated {
  /** English path, may end in `#anchor`. */
  to: string;
  label: string;
  /** One sentence: what the visitor finds there. */
  text: string;
}

/** One guidance page in one language. */
export interface PathContent {
  slug: PathSlug;
  /** The page's h1 and title; the same as its title in locales/<lang>/routes.json. */
  title: string;
  /** Meta description (search results, link previews). */
  description: string;
  /** The opening paragraph. */
  lede: string;
  /** Who this guide is for: "You ..." sentences. */
  audience: string[];
  /** "Your next steps", in order. */
  steps: PathStep[];
  /** Key facts, with figures as tokens. */
  facts: string[];
  /** The topics the spec asks of this page. */
  sections: PathSection[];
  /** Common mistakes to avoid. */
  mistakes: string[];
  /** The checklist the visitor can tick. */
  checklist: { label: string; items: PathChecklistItem[] };
  /** "Related tools and pages". */
  related: PathRelated[];
}

export type PathPages = Readonly<Record<PathSlug, PathContent>>;
