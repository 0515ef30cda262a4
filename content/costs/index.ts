/* Typed accessors to the costs pages and the IRMAA guide. Figures are filled in here, at build time. */
import {
  CURRENT_PLAN_YEAR,
  formatFigure,
  formatMoney,
  getFigure,
  getSource,
  publisherName,
  sourceLanguage,
  interpolateFigures,
  irmaaTable,
  isPublishable,
  type FigureKey,
  type Lang,
  type PlanYear,
} from "../figures/index.ts";
import { COST_CARDS, COST_PAGE_YEARS, IRMAA_GUIDE, KEY_FIGURES, type CostPageYear } from "./data.ts";
import { createTermTracker } from "../glossary/term-marks.ts";
import type {
  CostCard,
  CostsPageData,
  CostItem,
  GuideSection,
  IrmaaGuideData,
  KeyFigure,
  LocalizedSource,
  LocalizedSourceRef,
} from "./types.ts";

export { COST_CARDS, COST_PAGE_YEARS, IRMAA_GUIDE, KEY_FIGURES, type CostPageYear } from "./data.ts";
export type * from "./types.ts";

/** Whether a year has a costs page. */
export { isCostPageYear } from "../figures/types.ts";
import { isCostPageYear } from "../figures/types.ts";

/**
 * The year a costs page points to for "another year": the presented plan year's page points to the year before
 * it; every other year's page points to the presented year (after a rollover, 2025 points to 2027, not 2026).
 */
export function otherCostsYear(year: CostPageYear, presented: number = CURRENT_PLAN_YEAR): CostPageYear {
  const newest = isCostPageYear(presented) ? presented : (COST_PAGE_YEARS.at(-1) ?? year);
  if (year !== newest) return newest;
  return COST_PAGE_YEARS.filter((y) => y < year).at(-1) ?? COST_PAGE_YEARS.find((y) => y !== year) ?? year;
}

/** The plan year of a costs page path (/medicare-costs-2025, /es/medicare-costs-2026...). */
export function costPageYearOf(pathname: string): CostPageYear {
  const match = /\/medicare-costs-(\d{4})(?:\.data)?\/?$/.exec(pathname);
  const year = match ? Number(match[1]) : Number.NaN;
  if (!isCostPageYear(year)) throw new Error(`No Medicare costs page at ${pathname}`);
  return year;
}

/** Fills {{year}}, {{taxYear}} and the figure tokens of a text for one plan year. */
export function fillText(text: string, lang: Lang, year: PlanYear): string {
  const withYears = text
    .replaceAll("{{year}}", String(year))
    .replaceAll("{{taxYear}}", String(irmaaTable(year).magiTaxYear));
  return interpolateFigures(withYears, lang, { year });
}

/** The sum of figures, rounded to cents (the IRMAA maximum: Part B + Part D adjustments). */
export function sumFigures(keys: readonly FigureKey[], year: PlanYear): number {
  return Math.round(keys.reduce((total, key) => total + getFigure(key, year).value * 100, 0)) / 100;
}

/** One figure, or the sum of several (always money then), formatted for the page. */
export function formatAmount(keys: readonly FigureKey[], lang: Lang, year: PlanYear): string {
  if (keys.length === 1 && keys[0]) return formatFigure(keys[0], lang, year);
  return formatMoney(sumFigures(keys, year), lang, { cents: true });
}

function sourceRefs(keys: readonly FigureKey[], year: PlanYear, lang: Lang): LocalizedSourceRef[] {
  const ids = [...new Set(keys.map((key) => getFigure(key, year).sourceId))];
  return ids.map((id) => {
    const source = getSource(id);
    const publisher = publisherName(source.publisher, lang);
    return { id, publisher: publisher.name, publisherLang: publisher.lang, official: source.kind === "official" };
  });
}

/**
 * A source's publication date as the list says it, in the page's language, in UTC so no time zone moves it:
 * "2024-11-14" -> "November 14, 2024" / "14 de noviembre de 2024"; "2024-12" (month only) -> "December 2024" /
 * "diciembre de 2024". Written here, at build time, so the costs pages' JavaScript carries no date formatting.
 */
export function publishedText(date: string, lang: Lang): string {
  const monthOnly = /^\d{4}-\d{2}$/.test(date);
  const day = new Date(`${monthOnly ? `${date}-01` : date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(date) || Number.isNaN(day.getTime()))
    throw new RangeError(`Not a source date: ${date}`);
  const options: Intl.DateTimeFormatOptions = monthOnly ? { month: "long", year: "numeric" } : { dateStyle: "long" };
  return new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { ...options, timeZone: "UTC" }).format(day);
}

/** A source as the list shows it: the publisher in the page's language, the document's own language marked. */
function localizeSource(id: string, lang: Lang): LocalizedSource {
  const source = getSource(id);
  const publisher = publisherName(source.publisher, lang);
  return {
    id,
    title: source.title,
    titleLang: sourceLanguage(source),
    publisher: publisher.name,
    publisherLang: publisher.lang,
    url: source.url,
    published: source.date ? publishedText(source.date, lang) : null,
    official: source.kind === "official",
  };
}

const publishable = (item: CostItem, year: PlanYear): boolean => item.figures.every((key) => isPublishable(key, year));

/** Everything a costs page shows for one plan year, in one language. */
export function getCostsPage(
  year: CostPageYear,
  lang: Lang,
  content: { keyFigures: readonly KeyFigure[]; cards: readonly CostCard[] } = {
    keyFigures: KEY_FIGURES,
    cards: COST_CARDS,
  },
): CostsPageData {
  // Defined words (issue 17, "Understand in place"): the first use in running text (a key figure's text, a
  // card's intro, an item's note) keeps its mark and becomes a toggletip; titles and the amounts' labels (<dt>)
  // get the words only. All of them are listed under "Words on this page". Read in page order.
  const terms = createTermTracker(lang);
  const prose = (text: string) => terms.mark(fillText(text, lang, year));
  const plain = (text: string) => terms.plain(fillText(text, lang, year));
  const keyFigures = content.keyFigures.map((card) => ({
    id: card.id,
    title: plain(card.title[lang]),
    amount: card.amount[lang].replace("{{amount}}", formatAmount(card.figures, lang, year)),
    text: prose(card.text[lang]),
    sources: sourceRefs(card.figures, year, lang),
  }));
  const cards = content.cards.map((card) => ({
    id: card.id,
    title: plain(card.title[lang]),
    intro: prose(card.intro[lang]),
    items: card.items.map((item) => {
      const available = publishable(item, year);
      if (!available && !item.unavailable)
        throw new Error(`content/costs: ${card.id}.${item.id} has no publishable ${year} figure`);
      const note = available ? item.note : item.unavailable;
      const label = plain(item.label[lang]);
      return {
        id: item.id,
        label,
        value: available ? formatAmount(item.figures, lang, year) : null,
        note: note ? prose(note[lang]) : null,
        sources: available ? sourceRefs(item.figures, year, lang) : [],
      };
    }),
  }));
  const cited = [...keyFigures.flatMap((k) => k.sources), ...cards.flatMap((c) => c.items.flatMap((i) => i.sources))];
  const sources = [...new Set(cited.map((s) => s.id))].map((id) => localizeSource(id, lang));
  return { year, otherYear: otherCostsYear(year), keyFigures, cards, sources, terms: terms.terms() };
}

/** The IRMAA guide in one language, for the current plan year, with the sources of the IRMAA tables. */
export function getIrmaaGuide(
  lang: Lang,
  year: PlanYear = CURRENT_PLAN_YEAR,
  guide: readonly GuideSection[] = IRMAA_GUIDE,
): IrmaaGuideData {
  // Defined words: first use in a paragraph or list item becomes a toggletip; titles get the words only.
  const terms = createTermTracker(lang);
  const sections = guide.map((section) => ({
    id: section.id,
    title: terms.plain(fillText(section.title[lang], lang, year)),
    paragraphs: section.paragraphs.map((p) => terms.mark(fillText(p[lang], lang, year))),
    list: (section.list ?? []).map((item) => terms.mark(fillText(item[lang], lang, year))),
    link: section.link ? { href: section.link.href, label: section.link.label[lang] } : null,
  }));
  const ids = COST_PAGE_YEARS.flatMap((y) => {
    const table = irmaaTable(y);
    return [table.partB.sourceId, ...table.partB.alsoSourceIds, table.partD.sourceId, ...table.partD.alsoSourceIds];
  });
  return { sections, sources: [...new Set(ids)].map((id) => localizeSource(id, lang)), terms: terms.terms() };
}
