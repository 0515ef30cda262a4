/* Typed accessors to the site's static content. Pages import from here. */
export { HELP_LINES, OFFICIAL_SITES, helpLine, type HelpLine, type OfficialSite } from "./contacts.ts";
