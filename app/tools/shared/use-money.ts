/**
 * The tools' two ways of writing money, in the page's language, held once for every tool view, the cost
 * pages' IRMAA calculator and the `npm run new:tool` template (each wrote its own closures over formatMoney).
 */
import { formatMoney } from "@medicare-guide/content/figures/index";
import type { Lang } from "@medicare-guide/content/routes";
import { useLang } from "../../hooks/use-lang.ts";

export interface MoneyFormats {
  /** An amount as a figure is written: cents only when it has some ("$1,234", "$56.78": examples, not figures). */
  money: (value: number) => string;
  /**
   * Always with cents, whole dollars included ("$90.00", an example): for monthly and yearly premiums shown one under
   * another, so a column of them lines up.
   */
  dollars: (value: number) => string;
}

/** The two formats in a language (pure; useMoney reads the language from the page). */
export function moneyFormats(lang: Lang): MoneyFormats {
  return {
    money: (value) => formatMoney(value, lang),
    dollars: (value) => formatMoney(value, lang, { cents: true }),
  };
}

/** The two formats in the page's language. */
export function useMoney(): MoneyFormats {
  return moneyFormats(useLang());
}
