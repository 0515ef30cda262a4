/**
 * The one accent folding of the site: every search and filter (site search, the encyclopedia, the guides, the
 * state directory) and every slug made from words goes through it, so "Período", "periodo" and "PERIODO" match
 * everywhere the same way. Pure, no data.
 */

/** The text without its accents: "Período" -> "Periodo", "ñ" -> "n", "ü" -> "u" (case and spaces kept). */
export function stripAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{Mn}/gu, "");
}

/**
 * Text folded for matching: lower case, accents removed, runs of white space made one space, trimmed
 * ("  Nuevo  MÉXICO " -> "nuevo mexico"). Both the query and the text go through it.
 */
export function foldText(text: string): string {
  return stripAccents(text).toLowerCase().replace(/\s+/g, " ").trim();
}
