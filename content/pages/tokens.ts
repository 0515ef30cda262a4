/**
 * Values the legal pages' text may use as `{{token}}`: the contact address and
 * the official help lines and websites, each kept in one place (contacts.ts,
 * contact.ts) so a change there reaches every page.
 */
import { HELP_LINES, OFFICIAL_SITES } from "../contacts.ts";
import { CONTACT_EMAIL } from "./contact.ts";
import type { ContentLang } from "./types.ts";

/** Every token and its value in one language. */
export function contentTokens(lang: ContentLang): Record<string, string> {
  const values: Record<string, string> = { contactEmail: CONTACT_EMAIL };
  for (const line of HELP_LINES) {
    values[`${line.id}.name`] = line.name[lang];
    values[`${line.id}.display`] = line.display;
    values[`${line.id}.tel`] = line.tel;
    values[`${line.id}.tty`] = line.tty;
  }
  for (const site of OFFICIAL_SITES) {
    values[`site.${site.id}.name`] = site.name[lang];
    values[`site.${site.id}.url`] = site.url[lang];
  }
  return values;
}
