/**
 * The year's IRMAA brackets for the cost pages, computed at build time by the route's loader (so the
 * page's JavaScript does not carry the tables and the calculator model): single and joint rows, and the
 * tax year whose income they read.
 */
import { irmaaTable } from "@medicare-guide/content/figures/index";
import { irmaaRows, type IrmaaRow } from "../../tools/irmaa-calculator/model.ts";

export interface CostsIrmaa {
  taxYear: number;
  single: IrmaaRow[];
  joint: IrmaaRow[];
}

export function costsIrmaa(year: number): CostsIrmaa {
  return {
    taxYear: irmaaTable(year).magiTaxYear,
    single: irmaaRows("single", year),
    joint: irmaaRows("married-joint", year),
  };
}
