/* Typed accessors to the official resources directory (/resources). */
import { RESOURCE_GROUPS } from "./data.ts";
import type { LocalizedResourceGroup, ResourceGroup } from "./types.ts";

export { RESOURCE_GROUPS } from "./data.ts";
export {
  RESOURCE_GROUP_IDS,
  type LocalizedResource,
  type LocalizedResourceGroup,
  type ResourceGroup,
  type ResourceGroupId,
  type ResourceItem,
} from "./types.ts";

type Lang = "en" | "es";

/** An address as a reader sees it: "www.medicare.gov/plan-compare" (no protocol, query, hash or trailing slash). */
export function displayUrl(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname === "/" ? "" : parsed.pathname.replace(/\/$/, "");
  return `${parsed.hostname}${path}`;
}

/** One group in one language. */
export function localizeGroup(group: ResourceGroup, lang: Lang): LocalizedResourceGroup {
  return {
    id: group.id,
    title: group.title[lang],
    intro: group.intro[lang],
    items: group.items.map((item) => ({
      id: item.id,
      name: item.name[lang],
      description: item.description[lang],
      url: item.url[lang],
      displayUrl: displayUrl(item.url[lang]),
      inEnglish: lang === "es" && item.esPageInEnglish,
      ...(item.phone
        ? {
            phone: {
              display: item.phone.display,
              tel: item.phone.tel,
              ...(item.phone.tty ? { tty: item.phone.tty } : {}),
              ...(item.phone.hours ? { hours: item.phone.hours[lang] } : {}),
            },
          }
        : {}),
    })),
  };
}

/** The six groups, in the spec's order, in one language. */
export function getResourceGroups(lang: Lang): LocalizedResourceGroup[] {
  return RESOURCE_GROUPS.map((group) => localizeGroup(group, lang));
}
