/**
 * The IRMAA page calculator (the tools specification, "Entities and their fields", "States and transitions",
 * "Validation rules"): what the form shows for its current inputs. The fields, their rules and their messages
 * are the IRMAA calculator tool's (app/tools/irmaa-calculator/form.ts: year, filing status, income from 0 up),
 * so the page and the tool never disagree about what is valid or how it is said. Calculate is never disabled
 * (issue "A one-way house", item 4: one form frame, errors in a summary and beside each field); after the first
 * calculation the button reads "Recalculate" and the result follows the inputs live ("States and transitions").
 * The amounts come from the tool's model (which reads content/figures): nothing is computed twice. Pure: no React,
 * no DOM.
 */
import { estimateIrmaa, type IrmaaEstimate } from "../../tools/irmaa-calculator/model.ts";
import { irmaaFormSchema, type IrmaaFormDraft } from "../../tools/irmaa-calculator/form.ts";

/** The element ids of the fields (the error summary links to them), in the order the summary lists them. */
export const PAGE_CALCULATOR_FIELD_IDS = {
  year: "irmaa-page-year",
  filingStatus: "irmaa-page-filing-status",
  income: "irmaa-page-income",
} as const;

export interface PageCalculatorView {
  /** "calculate" before the first calculation, "recalculate" after */
  buttonLabel: "calculate" | "recalculate";
  /** the result: only after the first calculation, and only while every input is valid */
  estimate: IrmaaEstimate | null;
}

/**
 * What the calculator shows for the inputs as they stand (`draft`, what the form holds) and whether a
 * calculation has been made (a submit with valid inputs). Invalid or missing inputs show no result; their
 * messages come from the same schema through the form (summary and beside the field).
 */
export function pageCalculatorView(draft: IrmaaFormDraft, calculated: boolean): PageCalculatorView {
  const buttonLabel = calculated ? "recalculate" : "calculate";
  if (!calculated) return { buttonLabel, estimate: null };
  const checked = irmaaFormSchema.safeParse(draft);
  return { buttonLabel, estimate: checked.success ? estimateIrmaa(checked.data) : null };
}
