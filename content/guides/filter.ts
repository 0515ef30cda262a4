/**
 * The guides listing's filter state and rules (spec 000, section 4), as pure
 * functions with no React:
 * - state: search text (initially empty), topic (initially all), sort (initially newest);
 * - a guide is kept when its title or excerpt contains the search text, ignoring case,
 *   and its category is the topic or the topic is "all";
 * - Newest keeps the original order; Alphabetical sorts by title; Most popular puts
 *   featured guides first (otherwise keeping the original order);
 * - the Featured section appears only when the search is empty and the topic is "all";
 *   the category sections then list only the non-featured guides.
 *
 * Two readings the spec leaves open, decided here:
 * - The search text is trimmed, and accents are ignored as well as case, so "inscripcion"
 *   finds "Inscripción" (the spec says only "case-insensitive").
 * - While the list is filtered there is no Featured section, so a kept featured guide is
 *   listed in its category section (marked featured) instead of disappearing: otherwise a
 *   search could match a guide and still say that nothing was found.
 */
import { foldText } from "../text/fold.ts";
import { GUIDE_CATEGORIES, type GuideCategory } from "./types.ts";

export const GUIDE_SORTS = ["newest", "popular", "alphabetical"] as const;
export type GuideSort = (typeof GUIDE_SORTS)[number];
export type GuideTopic = GuideCategory | "all";

export interface GuideFilterState {
  search: string;
  topic: GuideTopic;
  sort: GuideSort;
}

export const INITIAL_GUIDE_FILTER: Readonly<GuideFilterState> = { search: "", topic: "all", sort: "newest" };

/** The fields the rules read. */
export interface FilterableGuide {
  category: GuideCategory;
  featured: boolean;
  title: string;
  excerpt: string;
}

type Lang = "en" | "es";

/** Lower case without accents: "Inscripción" -> "inscripcion" (the site's one folding). */
export { foldText };

/** The search text as compared (trimmed). */
export function searchTerm(state: Pick<GuideFilterState, "search">): string {
  return state.search.trim();
}

/** True when nothing narrows the list (search empty, topic all): the Featured section shows. */
export function isUnfiltered(state: Pick<GuideFilterState, "search" | "topic">): boolean {
  return searchTerm(state) === "" && state.topic === "all";
}

/** Whether a guide is kept by the search text and topic. */
export function matchesGuide(guide: FilterableGuide, state: Pick<GuideFilterState, "search" | "topic">): boolean {
  if (state.topic !== "all" && guide.category !== state.topic) return false;
  const term = foldText(searchTerm(state));
  if (term === "") return true;
  return foldText(guide.title).includes(term) || foldText(guide.excerpt).includes(term);
}

/** A sorted copy: newest = original order, alphabetical = by title, popular = featured first. */
export function sortGuides<G extends FilterableGuide>(guides: readonly G[], sort: GuideSort, lang: Lang): G[] {
  const copy = [...guides];
  if (sort === "alphabetical") {
    const collator = new Intl.Collator(lang === "es" ? "es-US" : "en-US", { sensitivity: "base", numeric: true });
    copy.sort((a, b) => collator.compare(a.title, b.title));
  } else if (sort === "popular") {
    copy.sort((a, b) => Number(b.featured) - Number(a.featured));
  }
  return copy;
}

export interface GuideSection<G> {
  category: GuideCategory;
  guides: G[];
}

export interface GuideView<G> {
  /** True when the search is empty and the topic is all. */
  unfiltered: boolean;
  /** The Featured section (empty while filtered). */
  featured: G[];
  /** One section per category that has guides to show, in the spec's category order. */
  sections: GuideSection<G>[];
  /** How many guides are shown in all (featured + sections): the number announced. */
  count: number;
}

/** What the listing shows for a filter state. */
export function guideView<G extends FilterableGuide>(
  guides: readonly G[],
  state: GuideFilterState,
  lang: Lang,
): GuideView<G> {
  const unfiltered = isUnfiltered(state);
  const kept = sortGuides(
    guides.filter((g) => matchesGuide(g, state)),
    state.sort,
    lang,
  );
  const featured = unfiltered ? kept.filter((g) => g.featured) : [];
  const rest = unfiltered ? kept.filter((g) => !g.featured) : kept;
  const sections = GUIDE_CATEGORIES.map((category) => ({
    category,
    guides: rest.filter((g) => g.category === category),
  })).filter((s) => s.guides.length > 0);
  return { unfiltered, featured, sections, count: kept.length };
}

/** The tools promo follows every even-numbered section (the 2nd, 4th, ...; index is 0-based). */
export function showsPromoAfter(sectionIndex: number): boolean {
  return sectionIndex >= 0 && (sectionIndex + 1) % 2 === 0;
}

/** A topic from a form value; anything unknown is "all". */
export function parseTopic(value: string | null | undefined): GuideTopic {
  return (GUIDE_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as GuideCategory) : "all";
}

/** A sort from a form value; anything unknown is "newest". */
export function parseSort(value: string | null | undefined): GuideSort {
  return (GUIDE_SORTS as readonly string[]).includes(value ?? "") ? (value as GuideSort) : "newest";
}
