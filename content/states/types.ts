/**
 * State Health Insurance Assistance Programs (SHIPs) for /state-medicare-links:
 * 50 states, the District of Columbia, Puerto Rico and the U.S. Virgin Islands.
 */

/** Text in both site languages. */
export interface Bilingual {
  en: string;
  es: string;
}

/** The national SHIP locator: used for every row whose own program address is not confirmed in sources.ts (NOTES.md). */
export const SHIP_LOCATOR_URL = "https://www.shiphelp.org/";

export interface StateProgram {
  /** USPS code: "AL", "DC", "PR", "VI". */
  code: string;
  /** The state's or territory's name. */
  name: Bilingual;
  /** The SHIP's own name where it has one ("HICAP"); else the generic program name. Proper names stay in English. */
  program: Bilingual;
  /** The program's official page (confirmed in sources.ts), or SHIP_LOCATOR_URL when not confirmed. */
  url: string;
  /** True exactly when sources.ts confirms both the program name and the address (validate.ts, NOTES.md). */
  verified: boolean;
  /**
   * The program's phone, only when an official source in sources.ts gives it (validate.ts): `display` as
   * written ("1-800-722-4134"), `tel` in E.164 for the link ("+18007224134"). No phone is shown otherwise.
   */
  phone?: StatePhone;
}

export interface StatePhone {
  display: string;
  tel: string;
}

/** A row in one language, ready for the page. */
export interface LocalizedStateProgram {
  code: string;
  state: string;
  program: string;
  /** "en" when the program's own English name is shown on the Spanish page (marked lang="en") */
  programLang: "en" | null;
  url: string;
  /** The address as shown: host and path without protocol or trailing slash. */
  displayUrl: string;
  /** The link goes to the national locator, not the state's own site. */
  usesLocator: boolean;
  /** The confirmed phone, or null (then the page says it is not confirmed and points to the locator). */
  phone: StatePhone | null;
}
