/**
 * Typed accessors to the Medigap pages: one page in one language, figure tokens filled in from
 * content/figures (current plan year) and the computed blocks (widgets) built by calc.ts.
 * Runs at build time (the routes' loaders) and in tests.
 */
import {
  CURRENT_PLAN_YEAR,
  formatFigure,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  getFigure,
  getIllustrative,
  interpolateFigures,
  type PlanYear,
} from "../figures/index.ts";
import { annualExample, excessCharge, hdgScenario, yearlyRange, type Range } from "./calc.ts";
import { GUARANTEED_ISSUE } from "./pages/guaranteed-issue.ts";
import { HIGH_DEDUCTIBLE_G } from "./pages/high-deductible-g.ts";
import { HUB } from "./pages/hub.ts";
import { G_VS_N, PLANS } from "./pages/plans.ts";
import type {
  Bilingual,
  Block,
  ContentLink,
  LocalizedBlock,
  LocalizedLink,
  LocalizedMedigapPage,
  LocalizedTable,
  MedigapPage,
  MedigapPageId,
  WidgetId,
  Widgets,
} from "./types.ts";
import { ANNUAL_TEXT, EXCESS_TEXT, GVN_TEXT, HDG_PREMIUM_TEXT, HDG_SCENARIO_TEXT } from "./widgets.ts";

export { MEDIGAP_PAGE_IDS } from "./types.ts";
export type * from "./types.ts";

type Lang = "en" | "es";

/** Every Medigap page, by route id. */
export const MEDIGAP_PAGES: Readonly<Record<MedigapPageId, MedigapPage>> = {
  medigap: HUB,
  "medigap-plans": PLANS,
  "medigap-plan-g-vs-n": G_VS_N,
  "medigap-guaranteed-issue-rights": GUARANTEED_ISSUE,
  "medigap-high-deductible-g": HIGH_DEDUCTIBLE_G,
};

/** Date the pages' facts were last checked against the facts file (article structured data). */
export const MEDIGAP_REVIEWED = "2026-11-24";

/** The year whose figures the pages show. */
export const MEDIGAP_YEAR: PlanYear = CURRENT_PLAN_YEAR;

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** Fills {name} placeholders (computed amounts), then figure tokens. Throws on an unknown placeholder or token. */
export function fill(text: string, lang: Lang, params: Record<string, string> = {}): string {
  const withParams = text.replace(PLACEHOLDER, (match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for ${match} in "${text.slice(0, 60)}"`);
    return value;
  });
  return interpolateFigures(withParams, lang, { year: MEDIGAP_YEAR });
}

const money = (value: number, lang: Lang): string => formatMoney(value, lang);
const moneyRange = (range: Range, lang: Lang): string => formatMoneyRange(range.min, range.max, lang);

function link(l: ContentLink, lang: Lang): LocalizedLink {
  return {
    href: l.href,
    label: fill(l.label[lang], lang),
    ...(l.text ? { text: fill(l.text[lang], lang) } : {}),
    external: l.external === true,
  };
}

function block(b: Block, lang: Lang): LocalizedBlock {
  const t = (x: Bilingual): string => fill(x[lang], lang);
  switch (b.kind) {
    case "paragraph":
      return { kind: "paragraph", text: t(b.text) };
    case "list":
      return { kind: "list", ordered: b.ordered === true, items: b.items.map(t) };
    case "table":
      return { kind: "table", caption: t(b.caption), columns: b.columns.map(t), rows: b.rows.map((row) => row.map(t)) };
    case "subheading":
      return { kind: "subheading", id: b.id, text: t(b.text) };
    case "callout":
      return { kind: "callout", heading: t(b.heading), text: t(b.text) };
    case "plan-cards":
      return {
        kind: "plan-cards",
        cards: b.cards.map((c) => ({
          id: c.id,
          title: t(c.title),
          text: t(c.text),
          ...(c.link ? { link: link(c.link, lang) } : {}),
        })),
      };
    case "links":
      return { kind: "links", links: b.links.map((l) => link(l, lang)) };
    case "widget":
      return { kind: "widget", widget: b.widget };
  }
}

/* ---------------- computed blocks ---------------- */

function rangeOf(key: "medigap.premium.planG" | "medigap.premium.planN" | "medigap.premium.highDeductibleG"): Range {
  const value = getIllustrative(key);
  return { min: value.min, max: value.max };
}

const figureValue = (key: Parameters<typeof getFigure>[0]): number => getFigure(key, MEDIGAP_YEAR).value;

export function gvnComparison(lang: Lang): NonNullable<Widgets["gvn-comparison"]> {
  const t = (x: Bilingual, params?: Record<string, string>): string => fill(x[lang], lang, params);
  return {
    intro: t(GVN_TEXT.intro),
    table: {
      caption: t(GVN_TEXT.caption),
      columns: GVN_TEXT.columns.map((c) => t(c)),
      rows: GVN_TEXT.rows.map((row) => row.map((c) => t(c))),
    },
    cards: GVN_TEXT.cards.map((card) => ({
      id: card.id,
      title: t(card.title),
      points: card.points.map((p) => t(p)),
      premiumLabel: t(GVN_TEXT.premiumLabel),
      premium: t(GVN_TEXT.premiumPerMonth, { range: moneyRange(rangeOf(card.premiumKey), lang) }),
      bestForLabel: t(GVN_TEXT.bestForLabel),
      bestFor: t(card.bestFor),
    })),
  };
}

/** The yearly Plan G / Plan N example with its arithmetic (spec 9.10, deductible and copay of the page's year). */
export function annualExampleWidget(lang: Lang): NonNullable<Widgets["annual-example"]> {
  const t = (x: Bilingual, params?: Record<string, string>): string => fill(x[lang], lang, params);
  const gPremium = getIllustrative("medigap.example.planG.premium").value;
  const nPremium = getIllustrative("medigap.example.planN.premium").value;
  const visits = getIllustrative("medigap.example.planN.officeVisits").value;
  const copay = figureValue("medigap.planN.officeVisitCopayMax");
  const ex = annualExample({
    planGPremium: gPremium,
    planNPremium: nPremium,
    partBDeductible: figureValue("partB.deductible"),
    planNVisits: visits,
    planNCopay: copay,
  });
  const m = (v: number): string => money(v, lang);
  const rows: string[][] = [
    [
      t(ANNUAL_TEXT.premiums),
      t(ANNUAL_TEXT.times, { premium: m(gPremium), total: m(ex.planG.premiums) }),
      t(ANNUAL_TEXT.times, { premium: m(nPremium), total: m(ex.planN.premiums) }),
    ],
    [t(ANNUAL_TEXT.deductible), m(ex.planG.deductible), m(ex.planN.deductible)],
    [
      t(ANNUAL_TEXT.copays),
      t(ANNUAL_TEXT.none),
      t(ANNUAL_TEXT.copayTimes, { visits: formatNumber(visits, lang), copay: m(copay), total: m(ex.planN.copays) }),
    ],
    [
      t(ANNUAL_TEXT.total),
      t(ANNUAL_TEXT.sum, { a: m(ex.planG.premiums), b: m(ex.planG.deductible), total: m(ex.planG.total) }),
      t(ANNUAL_TEXT.sum3, {
        a: m(ex.planN.premiums),
        b: m(ex.planN.deductible),
        c: m(ex.planN.copays),
        total: m(ex.planN.total),
      }),
    ],
  ];
  const note =
    ex.difference >= 0
      ? t(ANNUAL_TEXT.cheaperN, { difference: m(ex.difference) })
      : t(ANNUAL_TEXT.cheaperG, { difference: m(-ex.difference) });
  return {
    intro: t(ANNUAL_TEXT.intro, { gPremium: m(gPremium), nPremium: m(nPremium), visits: formatNumber(visits, lang) }),
    table: { caption: t(ANNUAL_TEXT.caption), columns: ANNUAL_TEXT.columns.map((c) => t(c)), rows },
    note,
  };
}

export function excessExampleWidget(lang: Lang): NonNullable<Widgets["excess-example"]> {
  const approved = getIllustrative("medigap.example.excess.approvedAmount").value;
  const result = excessCharge(approved, figureValue("partB.excessChargeLimit"));
  const params = {
    approved: money(approved, lang),
    excess: money(result.excess, lang),
    billed: money(result.billed, lang),
  };
  return { lines: EXCESS_TEXT.lines.map((line) => fill(line[lang], lang, params)) };
}

export function hdgPremiumsWidget(lang: Lang): NonNullable<Widgets["hdg-premiums"]> {
  const t = (x: Bilingual): string => fill(x[lang], lang);
  const hd = rangeOf("medigap.premium.highDeductibleG");
  const g = rangeOf("medigap.premium.planG");
  return {
    table: {
      caption: t(HDG_PREMIUM_TEXT.caption),
      columns: HDG_PREMIUM_TEXT.columns.map(t),
      rows: [
        [t(HDG_PREMIUM_TEXT.perMonth), moneyRange(hd, lang), moneyRange(g, lang)],
        [t(HDG_PREMIUM_TEXT.perYear), moneyRange(yearlyRange(hd), lang), moneyRange(yearlyRange(g), lang)],
        [
          t(HDG_PREMIUM_TEXT.deductible),
          formatFigure("medigap.highDeductible.deductible", lang, MEDIGAP_YEAR),
          t(HDG_PREMIUM_TEXT.gDeductible),
        ],
      ],
    },
    note: t(HDG_PREMIUM_TEXT.note),
  };
}

/** The three scenario amounts: below (illustrative), exactly at, and above (illustrative) the year's high deductible. */
export function hdgScenarioCosts(): number[] {
  return [
    getIllustrative("medigap.example.highDeductibleG.lowCosts").value,
    figureValue("medigap.highDeductible.deductible"),
    getIllustrative("medigap.example.highDeductibleG.highCosts").value,
  ];
}

export function hdgScenariosWidget(lang: Lang): NonNullable<Widgets["hdg-scenarios"]> {
  const t = (x: Bilingual, params?: Record<string, string>): string => fill(x[lang], lang, params);
  const m = (v: number): string => money(v, lang);
  const tables: LocalizedTable[] = hdgScenarioCosts().map((costs) => {
    const s = hdgScenario({
      costs,
      highDeductible: figureValue("medigap.highDeductible.deductible"),
      partBDeductible: figureValue("partB.deductible"),
      highDeductiblePremium: rangeOf("medigap.premium.highDeductibleG"),
      planGPremium: rangeOf("medigap.premium.planG"),
    });
    const params = { costs: m(costs) };
    return {
      caption: t(HDG_SCENARIO_TEXT.captions[s.position], params),
      columns: HDG_SCENARIO_TEXT.columns.map((c) => t(c)),
      rows: [
        [t(HDG_SCENARIO_TEXT.share, params), m(s.highDeductibleG.share), m(s.planG.share)],
        [
          t(HDG_SCENARIO_TEXT.premiums),
          moneyRange(s.highDeductibleG.premiums, lang),
          moneyRange(s.planG.premiums, lang),
        ],
        [t(HDG_SCENARIO_TEXT.total), moneyRange(s.highDeductibleG.total, lang), moneyRange(s.planG.total, lang)],
      ],
    };
  });
  return { intro: t(HDG_SCENARIO_TEXT.intro), tables, note: t(HDG_SCENARIO_TEXT.note) };
}

const WIDGET_BUILDERS: { [K in WidgetId]: (lang: Lang) => NonNullable<Widgets[K]> } = {
  "gvn-comparison": gvnComparison,
  "annual-example": annualExampleWidget,
  "excess-example": excessExampleWidget,
  "hdg-premiums": hdgPremiumsWidget,
  "hdg-scenarios": hdgScenariosWidget,
};

/** The widgets a page uses. */
export function widgetIds(page: MedigapPage): WidgetId[] {
  return [...new Set(page.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === "widget" ? [b.widget] : []))))];
}

/** One Medigap page in one language, ready to render. */
export function getMedigapPage(id: MedigapPageId, lang: Lang): LocalizedMedigapPage {
  const page = MEDIGAP_PAGES[id];
  const t = (x: Bilingual): string => fill(x[lang], lang);
  const widgets: Widgets = {};
  for (const w of widgetIds(page)) (widgets as Record<string, unknown>)[w] = WIDGET_BUILDERS[w](lang);
  return {
    id,
    path: page.path,
    lang,
    title: t(page.title),
    description: t(page.description),
    lede: t(page.lede),
    back: link(page.back, lang),
    onThisPage: page.onThisPage,
    sections: page.sections.map((s) => ({
      id: s.id,
      heading: t(s.heading),
      blocks: s.blocks.map((b) => block(b, lang)),
    })),
    related: page.related.map((l) => link(l, lang)),
    widgets,
    reviewed: MEDIGAP_REVIEWED,
    year: MEDIGAP_YEAR,
  };
}
