/* Typed accessors to the guides listing (/guides). */
import { CATEGORY_NAMES } from "./categories.ts";
import { GUIDES } from "./data.ts";
import { GUIDE_CATEGORIES, type GuideCategory, type LocalizedGuide } from "./types.ts";

export { CATEGORY_NAMES } from "./categories.ts";
export { GUIDES } from "./data.ts";
export * from "./filter.ts";
export { FEATURED_COUNT, GUIDE_CATEGORIES, type Guide, type GuideCategory, type LocalizedGuide } from "./types.ts";

type Lang = "en" | "es";

/** Every guide in one language, in the original (newest first) order. */
export function getGuides(lang: Lang): LocalizedGuide[] {
  return GUIDES.map((g) => {
    const url = lang === "es" && g.urlEs ? g.urlEs : g.url;
    return {
      id: g.id,
      category: g.category,
      featured: g.featured,
      url,
      external: !url.startsWith("/"),
      title: g.title[lang],
      excerpt: g.excerpt[lang],
    };
  });
}

/** Category names in one language, in the sections' order. */
export function getGuideCategories(lang: Lang): { id: GuideCategory; name: string }[] {
  return GUIDE_CATEGORIES.map((id) => ({ id, name: CATEGORY_NAMES[id][lang] }));
}
