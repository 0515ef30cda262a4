/* Typed accessors to the Parts A-D comparison page. Figures are filled in here, at build time. */
import { interpolateFigures } from "../figures/index.ts";
import { COMPARISON_ROWS, GAP_GUIDE, PART_CARDS, PART_D_YEARS, PROS_CONS } from "./data.ts";
import type { Bilingual, PartsContent } from "./types.ts";

export { COMPARISON_ROWS, GAP_GUIDE, PART_CARDS, PART_D_YEARS, PROS_CONS } from "./data.ts";
export type * from "./types.ts";

type Lang = "en" | "es";

/** The page's content in one language, figures filled in (throws on a bad or unpublishable figure). */
export function getPartsContent(lang: Lang): PartsContent {
  const l = (text: Bilingual) => interpolateFigures(text[lang], lang);
  return {
    parts: PART_CARDS.map((card) => ({
      id: card.id,
      part: card.part,
      title: l(card.title),
      summary: l(card.summary),
      premium: l(card.premium),
      deductible: l(card.deductible),
      covers: card.covers.map(l),
      doesntCover: card.doesntCover.map(l),
    })),
    comparison: COMPARISON_ROWS.map((row) => ({
      id: row.id,
      feature: l(row.feature),
      original: l(row.original),
      advantage: l(row.advantage),
    })),
    prosCons: PROS_CONS.map((p) => ({ id: p.id, title: l(p.title), pros: p.pros.map(l), cons: p.cons.map(l) })),
    partDYears: PART_D_YEARS.map((y) => ({
      year: y.year,
      deductible: l(y.deductible),
      gap: l(y.gap),
      limit: l(y.limit),
    })),
    gapGuide: GAP_GUIDE.map((s) => ({ id: s.id, heading: l(s.heading), paragraphs: s.paragraphs.map(l) })),
  };
}
