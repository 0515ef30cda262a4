/**
 * The IRMAA calculator's form: what the visitor may submit (zod). Kept apart from model.ts so the pages
 * that only show the tables or compute (the cost pages) do not ship the validation library.
 */
import * as z from "zod/mini";
import { FILING_STATUSES, type FilingStatus } from "@medicare-guide/content/figures/index";
import { choiceSchema, incomeSchema } from "../shared/fields.ts";
import { IRMAA_TOOL_YEARS, type IrmaaToolYear } from "./model.ts";

export const irmaaFormSchema = z.object({
  year: choiceSchema(IRMAA_TOOL_YEARS, "tool-irmaa-calculator:errors.year"),
  filingStatus: choiceSchema(FILING_STATUSES, "tool-irmaa-calculator:errors.filingStatus"),
  income: incomeSchema,
});

/** What the form holds before it is checked (nothing chosen yet is allowed). */
export interface IrmaaFormDraft {
  year?: IrmaaToolYear;
  filingStatus?: FilingStatus;
  income?: number;
}
export type IrmaaFormValues = z.output<typeof irmaaFormSchema>;
