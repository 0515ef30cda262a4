// Checks of the glossary, run by content/validate.ts (build and tests): schemas, both languages for every
// term and nothing extra, letters that match the terms, related ids that exist (and are not the term
// itself), links to a route of the site or an official site, figures that resolve in both languages, and an
// earlier definition (for dated pages) in both languages or neither.
import { PLANNED_ROUTES, SITE_ROUTES } from "../routes/index.ts";
import { check } from "../validate.ts";
import { findFigureTokens, interpolateFigures } from "../figures/index.ts";
import { letterOf } from "./filter.ts";
import { TermMetaSchema, TermTextSchema } from "./schema.ts";
import { TERM_META } from "./terms.ts";
import { TERM_TEXTS } from "./index.ts";

const LANGS = ["en", "es"] as const;

/** Whether an English site path (hash allowed) is a built or planned route. */
export function isKnownSitePath(path: string): boolean {
  const bare = path.split("#")[0] ?? "";
  return SITE_ROUTES.some((r) => r.path === bare) || PLANNED_ROUTES.some((r) => r.path === bare);
}

export function validate(): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const meta of TERM_META) {
    const label = `content/glossary ${meta.id}`;
    problems.push(...check(label, TermMetaSchema, meta));
    if (ids.has(meta.id)) problems.push(`${label}: duplicate id`);
    ids.add(meta.id);
  }
  for (const meta of TERM_META) {
    const label = `content/glossary ${meta.id}`;
    for (const related of meta.related) {
      if (related === meta.id) problems.push(`${label}: lists itself as related`);
      else if (!TERM_META.some((m) => m.id === related))
        problems.push(`${label}: related term "${related}" does not exist`);
    }
    if (new Set(meta.related).size !== meta.related.length) problems.push(`${label}: related terms repeat`);
    if (meta.learnMore.kind === "internal" && !isKnownSitePath(meta.learnMore.path)) {
      problems.push(`${label}: learn-more path ${meta.learnMore.path} is not a route of the site`);
    }
  }
  for (const lang of LANGS) {
    const texts = TERM_TEXTS[lang];
    for (const id of Object.keys(texts)) {
      if (!ids.has(id)) problems.push(`content/glossary/${lang}.ts: "${id}" is not in terms.ts`);
    }
    const seenTerms = new Set<string>();
    for (const meta of TERM_META) {
      const label = `content/glossary/${lang}.ts ${meta.id}`;
      const entry = texts[meta.id];
      if (!entry) {
        problems.push(`${label}: missing ${lang === "en" ? "English" : "Spanish"} text`);
        continue;
      }
      problems.push(...check(label, TermTextSchema, entry));
      if (entry.letter !== letterOf(entry.term))
        problems.push(`${label}: letter "${entry.letter}" should be "${letterOf(entry.term)}"`);
      const key = entry.term.toLocaleLowerCase(lang);
      if (seenTerms.has(key)) problems.push(`${label}: term "${entry.term}" is used twice`);
      seenTerms.add(key);
      for (const field of ["definition", "earlierDefinition", "example"] as const) {
        try {
          interpolateFigures(entry[field] ?? "", lang);
        } catch (error) {
          problems.push(`${label} ${field}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      // The earlier definition (shown by pages dated before the definition's figures: issue 25) exists in both
      // languages or in neither, and only for a definition that states a figure.
      const other = TERM_TEXTS[lang === "en" ? "es" : "en"][meta.id];
      if (other && Boolean(entry.earlierDefinition) !== Boolean(other.earlierDefinition))
        problems.push(`${label}: earlierDefinition in one language only`);
      if (entry.earlierDefinition && findFigureTokens(entry.definition).length === 0)
        problems.push(`${label}: earlierDefinition on a definition that states no figure`);
    }
  }
  return problems;
}
