/**
 * The IRMAA page calculator (the tools specification, "Entities and their fields", "States and transitions", "Validation rules"): what the form shows for its current inputs.
 * "Calculate" is disabled until a filing status and an income are given; after the first press the button
 * reads "Recalculate" and the result follows the inputs live (every keystroke). The amounts come from the
 * IRMAA tool's model (app/tools/irmaa-calculator/model.ts, which reads content/figures): nothing is
 * computed twice. Pure: no React, no DOM.
 */
import {
  estimateIrmaa,
  type FilingStatus,
  type IrmaaEstimate,
  type IrmaaToolYear,
} from "../../tools/irmaa-calculator/model.ts";

export type ParsedIncome = { kind: "empty" } | { kind: "invalid" } | { kind: "value"; value: number };

/**
 * Reads the income box as typed: "150000", "150,000", "$150,000.50", " 98 500 " (spaces ignored).
 * Commas group thousands (groups of 3 digits); a point is the decimal point. Anything else is "invalid".
 */
export function parseIncome(text: string): ParsedIncome {
  const raw = text.replace(/\s+/g, "");
  if (raw === "") return { kind: "empty" };
  const match = /^(-?)(?:US)?\$?(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i.exec(raw);
  if (!match || (match[1] && match[2])) return { kind: "invalid" };
  const negative = Boolean(match[1] || match[2]);
  const value = Number(`${(match[3] ?? "").replaceAll(",", "")}.${match[4] ?? "0"}`);
  if (!Number.isFinite(value)) return { kind: "invalid" };
  return { kind: "value", value: negative && value !== 0 ? -value : value };
}

export interface PageCalculatorInputs {
  year: IrmaaToolYear;
  /** null until the visitor chooses one */
  filingStatus: FilingStatus | null;
  /** the income box as typed */
  income: string;
}

export type MissingInput = "filingStatus" | "income";

export interface PageCalculatorState {
  /** what is still missing before Calculate can be pressed (in form order) */
  missing: MissingInput[];
  /** true when both inputs are filled (the button is enabled) */
  canCalculate: boolean;
  /** "calculate" before the first press, "recalculate" after */
  buttonLabel: "calculate" | "recalculate";
  /** an income that is filled but cannot be used (shown beside the field) */
  incomeError: "invalid" | "negative" | null;
  /** the result, only after the first press and for valid inputs */
  estimate: IrmaaEstimate | null;
}

/** The state of the page calculator for its inputs and whether Calculate has been pressed. */
export function pageCalculatorState(inputs: PageCalculatorInputs, pressed: boolean): PageCalculatorState {
  const income = parseIncome(inputs.income);
  const missing: MissingInput[] = [];
  if (inputs.filingStatus === null) missing.push("filingStatus");
  if (income.kind === "empty") missing.push("income");
  let incomeError: PageCalculatorState["incomeError"] = null;
  if (income.kind === "invalid") incomeError = "invalid";
  else if (income.kind === "value" && income.value < 0) incomeError = "negative";
  const canCalculate = missing.length === 0;
  let estimate: IrmaaEstimate | null = null;
  if (pressed && inputs.filingStatus !== null && income.kind === "value" && incomeError === null) {
    estimate = estimateIrmaa({ year: inputs.year, filingStatus: inputs.filingStatus, income: income.value });
  }
  return { missing, canCalculate, buttonLabel: pressed ? "recalculate" : "calculate", incomeError, estimate };
}

/** The hint key beside the button: which inputs are still missing (null when nothing is). */
export function missingHintKey(missing: readonly MissingInput[]): "both" | MissingInput | null {
  if (missing.length === 2) return "both";
  return missing[0] ?? null;
}

/** The query names of the calculator's fields: the form is a real GET form (spec "Progressive enhancement"). */
export const PAGE_CALCULATOR_FIELDS = { year: "year", filingStatus: "filingStatus", income: "income" } as const;

/**
 * The calculator's inputs from the page's query (a submit made before hydration, or a shared link: the
 * year, filing status and income are not personal). Unknown years and statuses are left unchosen; the
 * income is kept as typed, so a bad one gets the same message as typed input. Null when the query has
 * none of the fields.
 */
export function inputsFromQuery(
  params: URLSearchParams,
  years: readonly IrmaaToolYear[],
  statuses: readonly FilingStatus[],
): Partial<PageCalculatorInputs> | null {
  const names = Object.values(PAGE_CALCULATOR_FIELDS);
  if (!names.some((name) => params.has(name))) return null;
  const year = params.get(PAGE_CALCULATOR_FIELDS.year);
  const status = params.get(PAGE_CALCULATOR_FIELDS.filingStatus);
  const inputs: Partial<PageCalculatorInputs> = {
    filingStatus: statuses.find((s) => s === status) ?? null,
    income: (params.get(PAGE_CALCULATOR_FIELDS.income) ?? "").slice(0, 40),
  };
  const knownYear = years.find((y) => String(y) === year);
  if (knownYear !== undefined) inputs.year = knownYear;
  return inputs;
}
