/**
 * Official resources directory (/resources): six groups of official and nonprofit
 * sites, each entry in English and Spanish. Types only; the data is in data.ts.
 */

/** Text in both site languages. */
export interface Bilingual {
  en: string;
  es: string;
}

/** An official phone line (numbers as the agency publishes them). */
export interface ResourcePhone {
  /** As shown, with letters where official: "1-800-MEDICARE (1-800-633-4227)". */
  display: string;
  /** Digits for the tel: link, E.164: "+18006334227". */
  tel: string;
  /** TTY number, if the agency publishes one. */
  tty?: string;
  /** When it answers, in both languages. */
  hours?: Bilingual;
}

export interface ResourceItem {
  /** Stable id, unique in the directory (also the list item's anchor). */
  id: string;
  /** The site's or service's name. */
  name: Bilingual;
  /** One or two plain sentences: what you can do there. */
  description: Bilingual;
  /** Official address per language (the Spanish version where the agency has one). */
  url: Bilingual;
  /** True when the Spanish link leads to a page in English (the page says so). */
  esPageInEnglish: boolean;
  /** Official phone line, where one exists. */
  phone?: ResourcePhone;
  /** True only when the URL (and phone) appear in the facts file or content/contacts.ts; see NOTES.md. */
  verified: boolean;
}

export const RESOURCE_GROUP_IDS = ["official", "enrollment", "tools", "state", "fraud", "extra-help"] as const;
export type ResourceGroupId = (typeof RESOURCE_GROUP_IDS)[number];

export interface ResourceGroup {
  /** Stable id; also the group's anchor on /resources (#extra-help opens that group). */
  id: ResourceGroupId;
  /** The group's title (an accordion heading). */
  title: Bilingual;
  /** One sentence under the title when the group is open. */
  intro: Bilingual;
  items: ResourceItem[];
}

/** A resource in one language, ready for the page. */
export interface LocalizedResource {
  id: string;
  name: string;
  description: string;
  url: string;
  /** The address as shown to the reader: host and path, no protocol, query or hash. */
  displayUrl: string;
  /** The link leads to a page in English although the reader chose Spanish. */
  inEnglish: boolean;
  phone?: { display: string; tel: string; tty?: string; hours?: string };
}

export interface LocalizedResourceGroup {
  id: ResourceGroupId;
  title: string;
  intro: string;
  items: LocalizedResource[];
}
