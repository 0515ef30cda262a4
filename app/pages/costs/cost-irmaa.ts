/**
 * The year's IRMAA table for the cost pages, computed at build time by the route's loader (so the page's
 * JavaScript carries neither the tables, the calculator model nor the money formatting): one row per tier with
 * the single and joint income ranges and the Part B premium and Part D adjustment, every amount already written
 * in the page's language, and the tax year whose income the table reads.
 */
import { irmaaTable, formatMoney, type Lang } from "@medicare-guide/content/figures/index";
import { irmaaRows } from "../../tools/irmaa-calculator/model.ts";
import { rangeWords, type RangeWords } from "./range-words.ts";

export interface CostsIrmaaRow {
  /** 0 = no IRMAA ... 5 = highest */
  tier: number;
  single: RangeWords;
  joint: RangeWords;
  /** the monthly Part B premium of the tier, written with cents */
  partB: string;
  /** the monthly Part D adjustment of the tier, written with cents */
  partD: string;
}

export interface CostsIrmaa {
  taxYear: number;
  rows: CostsIrmaaRow[];
}

export function costsIrmaa(year: number, lang: Lang): CostsIrmaa {
  const joint = irmaaRows("married-joint", year);
  const dollars = (value: number) => formatMoney(value, lang, { cents: true });
  return {
    taxYear: irmaaTable(year).magiTaxYear,
    rows: irmaaRows("single", year).flatMap((single, i) => {
      const other = joint[i];
      return other
        ? [
            {
              tier: single.tier,
              single: rangeWords(single, lang),
              joint: rangeWords(other, lang),
              partB: dollars(single.partBPremium),
              partD: dollars(single.partDAdjustment),
            },
          ]
        : [];
    }),
  };
}
