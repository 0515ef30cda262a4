// Formatting figures for display, per language, with Intl (en-US / es-US). Units are not spelled out here
// ("a month", "al mes" belong to the sentence in locales/ or content/); these return the number only.
import { getFigure } from "./figures.ts";
import type { FigureKey } from "./keys.ts";
import { CURRENT_PLAN_YEAR } from "./plan-year.ts";
import type { PlanYear } from "./types.ts";

export type Lang = "en" | "es";

const LOCALE: Record<Lang, string> = { en: "en-US", es: "es-US" };

export interface MoneyOptions {
  /** true: always 2 decimals; false: whole dollars (rounded); unset: 2 decimals only when there are cents */
  cents?: boolean;
}

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  if (lang !== "en" && lang !== "es") throw new RangeError(`Unsupported language "${String(lang)}"`);
  const id = `${lang}|${JSON.stringify(options)}`;
  let format = cache.get(id);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang], options);
    cache.set(id, format);
  }
  return format;
}

function assertFinite(value: number): void {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new RangeError(`Cannot format ${String(value)}`);
}

const hasCents = (value: number): boolean => Math.round(Math.abs(value) * 100) % 100 !== 0;

function moneyOptions(showCents: boolean): Intl.NumberFormatOptions {
  const digits = showCents ? 2 : 0;
  return { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits };
}

/** "$202.90", "$1,736", "$109,000" (US dollars in both languages). */
export function formatMoney(value: number, lang: Lang, options: MoneyOptions = {}): string {
  assertFinite(value);
  return numberFormat(lang, moneyOptions(options.cents ?? hasCents(value))).format(value);
}

/** "$150–$250" style range (Intl formatRange). */
export function formatMoneyRange(min: number, max: number, lang: Lang, options: MoneyOptions = {}): string {
  assertFinite(min);
  assertFinite(max);
  const showCents = options.cents ?? (hasCents(min) || hasCents(max));
  return numberFormat(lang, moneyOptions(showCents)).formatRange(min, max);
}

/** A value in percent points: formatPercent(20, "es") -> "20 %" or "20%" as the locale writes it. */
export function formatPercent(value: number, lang: Lang, options: { maximumFractionDigits?: number } = {}): string {
  assertFinite(value);
  return numberFormat(lang, { style: "percent", maximumFractionDigits: options.maximumFractionDigits ?? 1 }).format(
    value / 100,
  );
}

/** A plain count (days, months, quarters ...). */
export function formatNumber(value: number, lang: Lang): string {
  assertFinite(value);
  return numberFormat(lang, { maximumFractionDigits: 2 }).format(value);
}

/**
 * Monthly premium amounts are written with cents, as CMS writes them ("$14.50 to $91.00"), so a
 * whole-dollar amount never sits beside one with cents in the same sentence or table.
 */
const ALWAYS_CENTS = /^(partB\.premium$|irmaa\.tier\d+\.(partBPremium|partBAdjustment|partDAdjustment)$)/;

/** Whether a figure is always shown with cents (see ALWAYS_CENTS). */
export function alwaysShowsCents(key: string): boolean {
  return ALWAYS_CENTS.test(key);
}

/** A figure formatted by its unit. Throws as getFigure does (unknown key or year, missing or U figure). */
export function formatFigure(
  key: FigureKey,
  lang: Lang,
  year: PlanYear = CURRENT_PLAN_YEAR,
  options: MoneyOptions = {},
): string {
  const figure = getFigure(key, year);
  if (options.cents === undefined && alwaysShowsCents(key)) options = { ...options, cents: true };
  switch (figure.unit) {
    case "usd":
    case "usd-per-month":
    case "usd-per-day":
    case "usd-per-year":
    case "usd-per-visit":
      return formatMoney(figure.value, lang, options);
    case "percent":
      return formatPercent(figure.value, lang);
    case "days":
    case "months":
    case "years":
    case "quarters":
    case "count":
      return formatNumber(figure.value, lang);
  }
}
