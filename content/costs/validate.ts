/**
 * Checks of the costs content: schema, unique ids, every link to a built or planned route, the same figure
 * tokens in English and Spanish, and every page (each year, each language) builds: figures publishable or
 * an "unavailable" text given, every token valid.
 */
import { findFigureTokens } from "../figures/index.ts";
import { isKnownSitePath } from "../guides/validate.ts";
import { COST_CARDS, COST_PAGE_YEARS, IRMAA_GUIDE, KEY_FIGURES } from "./data.ts";
import { getCostsPage, getIrmaaGuide } from "./index.ts";
import { costCardsSchema, irmaaGuideSchema, keyFiguresSchema } from "./schema.ts";
import type { Bilingual, CostCard, GuideSection, KeyFigure } from "./types.ts";

const AT = "content/costs";

function bilingualTexts(value: unknown, path: string, out: { path: string; text: Bilingual }[]): void {
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.en === "string" && typeof record.es === "string") {
      out.push({ path, text: { en: record.en, es: record.es } });
      return;
    }
    for (const [key, child] of Object.entries(record)) bilingualTexts(child, `${path}.${key}`, out);
  }
}

export function validateCosts(
  keyFigures: readonly KeyFigure[],
  cards: readonly CostCard[],
  guide: readonly GuideSection[],
): string[] {
  const problems: string[] = [];
  for (const [label, schema, data] of [
    ["key figures", keyFiguresSchema, keyFigures],
    ["cost cards", costCardsSchema, cards],
    ["IRMAA guide", irmaaGuideSchema, guide],
  ] as const) {
    const parsed = schema.safeParse(data);
    if (!parsed.success)
      problems.push(...parsed.error.issues.map((i) => `${AT} ${label}: ${i.path.join(".")} ${i.message}`));
  }
  if (problems.length > 0) return problems;
  for (const [label, list] of [
    ["key figure", keyFigures],
    ["cost card", cards],
    ["guide section", guide],
  ] as const) {
    const ids = list.map((item) => item.id);
    for (const dup of ids.filter((x, i) => ids.indexOf(x) !== i)) problems.push(`${AT}: duplicate ${label} id ${dup}`);
  }
  for (const card of cards) {
    const ids = card.items.map((item) => item.id);
    for (const dup of ids.filter((x, i) => ids.indexOf(x) !== i))
      problems.push(`${AT}: duplicate item id ${card.id}.${dup}`);
  }
  for (const section of guide) {
    if (section.link && !isKnownSitePath(section.link.href))
      problems.push(`${AT}: ${section.id} links to ${section.link.href}, which is neither built nor planned`);
  }
  const texts: { path: string; text: Bilingual }[] = [];
  bilingualTexts({ keyFigures, cards, guide }, "", texts);
  for (const { path, text } of texts) {
    const en = findFigureTokens(text.en)
      .map((t) => t.token)
      .sort()
      .join(" ");
    const es = findFigureTokens(text.es)
      .map((t) => t.token)
      .sort()
      .join(" ");
    if (en !== es) problems.push(`${AT}${path}: different figures in English (${en}) and Spanish (${es})`);
  }
  for (const year of COST_PAGE_YEARS) {
    for (const lang of ["en", "es"] as const) {
      try {
        getCostsPage(year, lang, { keyFigures, cards });
        getIrmaaGuide(lang, year, guide);
      } catch (error) {
        problems.push(`${AT} ${year} (${lang}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return problems;
}

export function validate(): string[] {
  return validateCosts(KEY_FIGURES, COST_CARDS, IRMAA_GUIDE);
}
