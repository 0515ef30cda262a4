// The public face of content/figures: the ONE source of every Medicare figure the site shows.
// Pages and tools read figures here (never type them); U (unverified) figures cannot be read.
export {
  COST_PAGE_YEARS,
  isCostPageYear,
  isPlanYear,
  PLAN_YEARS,
  type CostPageYear,
  type Figure,
  type FigureStatus,
  type FigureUnit,
  type PlanYear,
  type Source,
} from "./types.ts";
export {
  CURRENT_PLAN_YEAR,
  officialFrom,
  openEnrollmentStart,
  PRESENTED_PLAN_YEARS,
  presentedPlanYear,
  presentedPlanYears,
  SITE_DATE,
} from "./plan-year.ts";
export { FIGURE_KEYS, isFigureKey, type FigureKey, type IrmaaFigureKey, type StaticFigureKey } from "./keys.ts";
export { getFigure, isPublishable } from "./figures.ts";
export { getSource, listSources, publisherName, sourceLanguage, SOURCES } from "./sources.ts";
export { FACTS_COMPILED } from "./compiled.ts";
export {
  bracketContains,
  FILING_STATUSES,
  IRMAA_TABLES,
  irmaaBrackets,
  irmaaTable,
  irmaaTier,
  type FilingStatus,
  type IrmaaBracket,
  type IrmaaBracketRow,
  type IrmaaResult,
  type IrmaaTierAmounts,
  type IrmaaTierIndex,
  type IrmaaYearTable,
} from "./irmaa.ts";
export {
  getIllustrative,
  ILLUSTRATIVE,
  ILLUSTRATIVE_LABEL,
  isIllustrativeKey,
  type IllustrativeAmount,
  type IllustrativeKey,
  type IllustrativeLevels,
  type IllustrativeRange,
  type IllustrativeValue,
} from "./illustrative.ts";
export {
  formatFigure,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatPercent,
  type Lang,
  type MoneyOptions,
} from "./format.ts";
export { findFigureTokens, FigureTokenError, interpolateFigures, type InterpolateOptions } from "./interpolate.ts";
export { validateFigures, type ValidationResult } from "./validate.ts";
