/* Typed accessors to the five guidance pages (/path/<slug>), in English and Spanish. */
import { PATHS_EN } from "./en.ts";
import { PATHS_ES } from "./es.ts";
import type { PathContent, PathLang, PathPages, PathSlug } from "./types.ts";

export {
  PATH_LANGS,
  type PathBlock,
  type PathChecklistItem,
  type PathContent,
  type PathLang,
  type PathLink,
  type PathPages,
  type PathRelated,
  type PathSection,
  type PathSlug,
  type PathStep,
  type PathSubsection,
} from "./types.ts";

/** Every guidance page, by language and slug. */
export const PATH_PAGES: Readonly<Record<PathLang, PathPages>> = { en: PATHS_EN, es: PATHS_ES };

/** One guidance page in one language. */
export function getPathContent(slug: PathSlug, lang: PathLang): PathContent {
  return PATH_PAGES[lang][slug];
}
