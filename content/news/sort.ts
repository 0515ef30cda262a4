/**
 * News ordering (spec section 4): by publish date, newest first; the newest is
 * featured and the next five are listed. Home and /news use the same rule.
 * Pure functions: no file access, no React.
 */

/** How many articles follow the featured one (spec section 9: 1 featured plus 5 more). */
export const MORE_COUNT = 5;

interface Dated {
  slug: string;
  /** YYYY-MM-DD */
  publishedAt: string;
}

/**
 * A new list sorted by publish date, newest first. Articles published the same day
 * keep a stable order by slug, so the build is deterministic.
 */
export function sortByPublishedDesc<T extends Dated>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => {
    if (a.publishedAt !== b.publishedAt) return a.publishedAt < b.publishedAt ? 1 : -1;
    return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
  });
}

/** The newest `n` articles (n below 1 gives none). */
export function newest<T extends Dated>(articles: readonly T[], n: number): T[] {
  if (!Number.isFinite(n) || n < 1) return [];
  return sortByPublishedDesc(articles).slice(0, Math.floor(n));
}

/** The news listing: the newest article featured, then the next `moreCount` (default 5). */
export function newsListing<T extends Dated>(
  articles: readonly T[],
  moreCount = MORE_COUNT,
): { featured: T | undefined; more: T[] } {
  const sorted = sortByPublishedDesc(articles);
  return { featured: sorted[0], more: sorted.slice(1, 1 + Math.max(0, moreCount)) };
}
