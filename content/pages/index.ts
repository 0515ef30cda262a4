/* Typed accessors to the legal pages and the contact details. Pages read them in a build-time loader. */
import { accessibility as accessibilityEn } from "./en/accessibility.ts";
import { disclaimer as disclaimerEn } from "./en/disclaimer.ts";
import { editorialPolicy as editorialPolicyEn } from "./en/editorial-policy.ts";
import { privacyPolicy as privacyPolicyEn } from "./en/privacy-policy.ts";
import { accessibility as accessibilityEs } from "./es/accessibility.ts";
import { disclaimer as disclaimerEs } from "./es/disclaimer.ts";
import { editorialPolicy as editorialPolicyEs } from "./es/editorial-policy.ts";
import { privacyPolicy as privacyPolicyEs } from "./es/privacy-policy.ts";
import { KNOWN_ISSUES } from "./known-issues.ts";
import type { BilingualLegalPage, ContentLang, LegalPageContent, LegalPageId } from "./types.ts";

export { CONTACT_EMAIL, CONTACT_LIMITS } from "./contact.ts";
export { KNOWN_ISSUES, type KnownIssue } from "./known-issues.ts";
export { contentTokens } from "./tokens.ts";
export * from "./inline.ts";
export * from "./types.ts";

export const LEGAL_PAGES: Readonly<Record<LegalPageId, BilingualLegalPage>> = {
  disclaimer: { en: disclaimerEn, es: disclaimerEs },
  "privacy-policy": { en: privacyPolicyEn, es: privacyPolicyEs },
  "editorial-policy": { en: editorialPolicyEn, es: editorialPolicyEs },
  accessibility: { en: accessibilityEn, es: accessibilityEs },
};

/** One legal page in one language. */
export function getLegalPage(id: LegalPageId, lang: ContentLang): LegalPageContent {
  return LEGAL_PAGES[id][lang];
}

/** The known accessibility issues, in one language, in list order. */
export function knownIssues(lang: ContentLang): string[] {
  return KNOWN_ISSUES.map((issue) => issue[lang]);
}
