/**
 * The IRMAA page calculator (the tools specification, "Entities and their fields", "States and transitions",
 * "Validation rules"): its rules and what the form shows for its current inputs. The rules and messages are the
 * IRMAA calculator tool's (app/tools/irmaa-calculator/form.ts: year, filing status, income from 0 up),
 * so the page and the tool never disagree about what is valid or how it is said. Calculate is never disabled
 * (issue "A one-way house", item 4: one form frame, errors in a summary and beside each field); after the first
 * calculation the button reads "Recalculate" and the result follows the inputs live ("States and transitions").
 * The amounts come from the tool's model (which reads content/figures): nothing is computed twice. Pure: no React,
 * no DOM.
 */
import * as z from "zod/mini";
import {
  estimateIrmaa,
  type FilingStatus,
  type IrmaaEstimate,
  type IrmaaToolYear,
} from "../../tools/irmaa-calculator/model.ts";
import { irmaaFormSchema } from "../../tools/irmaa-calculator/form.ts";
import { incomeSchema } from "../../tools/shared/fields.ts";
import { parseQueryNumber } from "../../tools/shared/query.ts";

/** What the form holds before it is checked: the income box as typed (a text box, see pageCalculatorSchema). */
export interface PageCalculatorDraft {
  year?: IrmaaToolYear;
  filingStatus?: FilingStatus;
  income?: string;
}

/**
 * The page's rules: the tool's year and filing status, and the tool's income rule (incomeSchema) on the income
 * box read by the tools' own reader of typed amounts (parseQueryNumber: "$150,000" is 150000). The box is a text
 * box, not the tool's number field, to keep this content page's script small (the number field and the date
 * boxes travel together in the tools' field chunk); so text that is not a number can reach the rules, and gets
 * the one message the tool never needs ("costs:irmaaPage.calculator.invalid").
 */
export const pageCalculatorSchema = z.object({
  year: irmaaFormSchema.shape.year,
  filingStatus: irmaaFormSchema.shape.filingStatus,
  income: z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((text: string | undefined, ctx) => {
        const raw = (text ?? "").trim();
        if (raw === "") return Number.NaN;
        const value = parseQueryNumber(raw);
        if (!Number.isNaN(value)) return value;
        ctx.issues.push({ code: "custom", message: "costs:irmaaPage.calculator.invalid", input: text });
        return z.NEVER;
      }),
    ),
    incomeSchema,
  ),
});

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
export function pageCalculatorView(draft: PageCalculatorDraft, calculated: boolean): PageCalculatorView {
  const buttonLabel = calculated ? "recalculate" : "calculate";
  if (!calculated) return { buttonLabel, estimate: null };
  const checked = pageCalculatorSchema.safeParse(draft);
  return { buttonLabel, estimate: checked.success ? estimateIrmaa(checked.data) : null };
}
