/**
 * An IRMAA bracket's income range in words: its edges written in the page's language (as formatMoney writes them), joined by
 * one of the official wordings (CostsParts' useRangeWords). Apart from CostsParts so the cost pages, which get
 * their edges written by their loader, do not load the money formatting.
 */
import { formatMoney, type Lang } from "@medicare-guide/content/figures/index";
import type { IrmaaRow } from "../../tools/irmaa-calculator/model.ts";
import { usePageLang, useRangeWords, type RangeWords } from "./CostsParts.tsx";

export type { RangeWords };

export function rangeWords(row: Pick<IrmaaRow, "wording" | "min" | "max">, lang: Lang): RangeWords {
  return {
    wording: row.wording,
    min: formatMoney(row.min, lang),
    max: row.max === null ? null : formatMoney(row.max, lang),
  };
}

/** "More than <lower edge>, up to <upper edge>" from a bracket's numbers (the IRMAA page computes in the browser). */
export function useRangeText(): (row: IrmaaRow) => string {
  const words = useRangeWords();
  const lang = usePageLang();
  return (row) => words(rangeWords(row, lang));
}
