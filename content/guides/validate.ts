/**
 * Checks of the guides: schema, unique ids, both languages, exactly seven featured,
 * every category used, internal links to a built or planned route of
 * content/routes, external links to official (https .gov or official program) pages.
 */
import { findRoute, plannedIssue } from "../routes/index.ts";
import { isOfficialUrl } from "../resources/schema.ts";
import { CATEGORY_NAMES } from "./categories.ts";
import { GUIDES } from "./data.ts";
import { categoryNamesSchema, guidesSchema } from "./schema.ts";
import { FEATURED_COUNT, GUIDE_CATEGORIES, type Guide } from "./types.ts";

/** Whether an English site path (may carry ?query or #hash) is a built or planned route. */
export function isKnownSitePath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] || "/";
  return Boolean(findRoute(pathname)) || plannedIssue(pathname) !== undefined;
}

export function validateGuides(guides: readonly Guide[], names: unknown = CATEGORY_NAMES): string[] {
  const at = "content/guides";
  const problems: string[] = [];
  const parsedNames = categoryNamesSchema.safeParse(names);
  if (!parsedNames.success)
    problems.push(...parsedNames.error.issues.map((i) => `${at} categories: ${i.path.join(".")} ${i.message}`));
  const parsed = guidesSchema.safeParse(guides);
  if (!parsed.success)
    return [...problems, ...parsed.error.issues.map((i) => `${at}: ${i.path.join(".")} ${i.message}`)];
  const ids = new Set<string>();
  const titles = { en: new Set<string>(), es: new Set<string>() };
  for (const guide of guides) {
    if (ids.has(guide.id)) problems.push(`${at}: duplicate id ${guide.id}`);
    ids.add(guide.id);
    for (const lang of ["en", "es"] as const) {
      if (titles[lang].has(guide.title[lang])) problems.push(`${at}: duplicate ${lang} title "${guide.title[lang]}"`);
      titles[lang].add(guide.title[lang]);
    }
    if (guide.url.startsWith("/")) {
      if (!isKnownSitePath(guide.url))
        problems.push(`${at}: ${guide.id} links to ${guide.url}, which is neither built nor planned`);
      if (guide.urlEs)
        problems.push(`${at}: ${guide.id} has urlEs but links inside the site (Spanish paths are generated)`);
    } else if (!isOfficialUrl(guide.url)) {
      problems.push(`${at}: ${guide.id} links to ${guide.url}, which is not an official https page`);
    }
    if (guide.urlEs && !isOfficialUrl(guide.urlEs))
      problems.push(`${at}: ${guide.id} urlEs ${guide.urlEs} is not an official https page`);
  }
  const featured = guides.filter((g) => g.featured).length;
  if (featured !== FEATURED_COUNT)
    problems.push(`${at}: ${featured} featured guides, expected exactly ${FEATURED_COUNT}`);
  for (const category of GUIDE_CATEGORIES) {
    if (!guides.some((g) => g.category === category && !g.featured))
      problems.push(`${at}: category ${category} has no (non-featured) guide`);
  }
  return problems;
}

export function validate(): string[] {
  return validateGuides(GUIDES);
}
