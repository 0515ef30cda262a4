/**
 * The news articles' slugs (spec section 3). The route table (content/routes)
 * builds one route per slug from this list, so this file imports nothing.
 * Each slug has content/news/en/<slug>.md and content/news/es/<slug>.md.
 */
export const NEWS_SLUGS = [
  "2026-irmaa-surcharge-update",
  "how-to-save-rising-2026-medicare-costs",
  "9-major-medicare-changes-2026",
  "medicare-2026-cost-increases",
  "irmaa-brackets-2026-update",
  "open-enrollment-reminder-2026",
  "part-d-changes-2026",
  "medicare-advantage-network-changes",
] as const;

export type NewsSlug = (typeof NEWS_SLUGS)[number];

export function isNewsSlug(value: string): value is NewsSlug {
  return (NEWS_SLUGS as readonly string[]).includes(value);
}
