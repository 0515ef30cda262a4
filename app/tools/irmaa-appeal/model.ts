/**
 * IRMAA appeal assistant (the tools specification, "Tools hub and tool screens", "Entities and their fields", "Validation rules", "IRMAA appeal assistant"). The spec's eligibility rule: eligible
 * only for a life-changing event AND with supporting documents; "incorrect information" and "other" are
 * never eligible. The events are Social Security's eight (Form SSA-44), where the spec merges work
 * stoppage and work reduction and leaves out the employer settlement payment. The steps follow the
 * official process (content/figures/NOTES.md): SSA-44 asks for a new decision; the 60 days are the
 * deadline for a reconsideration (appeal) of the decision itself. Pure: no React, no DOM.
 */
import * as z from "zod/mini";
import { FILING_STATUSES, getFigure, getIllustrative, type FilingStatus } from "@medicare-guide/content/figures/index";
import { choiceSchema } from "../shared/fields.ts";
import { errorKey } from "../shared/error-keys.ts";
import {
  DEFAULT_IRMAA_YEAR,
  estimateIrmaa,
  IRMAA_TOOL_YEARS,
  type IrmaaEstimate,
  type IrmaaToolYear,
} from "../irmaa-calculator/model.ts";

/** Social Security's eight life-changing events (Form SSA-44). */
export const LIFE_CHANGING_EVENTS = [
  "marriage",
  "divorce",
  "death_spouse",
  "work_stoppage",
  "work_reduction",
  "loss_income",
  "loss_pension",
  "employer_settlement",
] as const;
export const APPEAL_REASONS = [...LIFE_CHANGING_EVENTS, "incorrect", "other"] as const;
export type AppealReason = (typeof APPEAL_REASONS)[number];
export const DOCUMENT_ANSWERS = ["yes", "no"] as const;

const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "number" && Number.isNaN(value));

/**
 * The two questions, then an optional estimate with the lower income: the visitor chooses the year (2025
 * or 2026) and the filing status and types the new income; both or neither (the year has a default).
 */
export const appealFormSchema = z.pipe(
  z
    .object({
      reason: choiceSchema(APPEAL_REASONS, "tool-irmaa-appeal:errors.reason"),
      documents: choiceSchema(DOCUMENT_ANSWERS, "tool-irmaa-appeal:errors.documents"),
      year: z.catch(choiceSchema(IRMAA_TOOL_YEARS, "tool-irmaa-appeal:errors.year"), DEFAULT_IRMAA_YEAR),
      filingStatus: z.optional(z.enum(FILING_STATUSES)),
      newIncome: z.optional(z.unknown()),
    })
    .check(
      z.superRefine((v, ctx) => {
        const hasIncome = !blank(v.newIncome);
        if (hasIncome && (typeof v.newIncome !== "number" || v.newIncome < 0)) {
          ctx.addIssue({ code: "custom", path: ["newIncome"], message: errorKey("tools:errors.incomeNegative") });
        }
        if (hasIncome && !v.filingStatus)
          ctx.addIssue({
            code: "custom",
            path: ["filingStatus"],
            message: errorKey("tool-irmaa-appeal:errors.filingStatus"),
          });
        if (!hasIncome && v.filingStatus)
          ctx.addIssue({
            code: "custom",
            path: ["newIncome"],
            message: errorKey("tool-irmaa-appeal:errors.newIncome"),
          });
      }),
    ),
  z.transform((v: AppealFormChecked) => ({
    reason: v.reason,
    documents: v.documents,
    estimate:
      v.filingStatus && typeof v.newIncome === "number" && !Number.isNaN(v.newIncome)
        ? { year: v.year, filingStatus: v.filingStatus, income: v.newIncome }
        : null,
  })),
);
/** What the form holds once each field's own rule passed (before the income and filing status are joined). */
interface AppealFormChecked {
  reason: AppealReason;
  documents: "yes" | "no";
  year: IrmaaToolYear;
  filingStatus?: FilingStatus;
  newIncome?: unknown;
}
export type AppealFormValues = z.output<typeof appealFormSchema>;
export interface AppealFormDraft {
  reason?: AppealReason;
  documents?: "yes" | "no";
  year?: IrmaaToolYear;
  filingStatus?: FilingStatus;
  newIncome?: number;
}

/** Which advice applies. */
export type AppealRoute =
  | "life-changing-event" // eligible: Form SSA-44
  | "needs-documents" // a life-changing event, but no documents yet
  | "incorrect-information" // not a life-changing event: correct the tax information instead
  | "not-a-life-changing-event";

export type AppealStepId =
  | "complete-ssa44"
  | "gather-documents"
  | "estimate-income"
  | "submit"
  | "wait"
  | "get-documents-first"
  | "call-ssa"
  | "correct-information"
  | "reconsideration"
  | "wait-two-years";

export interface AppealResult {
  /** spec "eligible" */
  eligible: boolean;
  /** spec "reason" */
  reason: AppealReason;
  route: AppealRoute;
  /** spec "steps", in order (the view numbers them) */
  steps: AppealStepId[];
  /** the resource links show only when eligible (spec) */
  showResources: boolean;
  /** IRMAA with the lower income, for the chosen year and filing status (irmaaTier), when asked for */
  newIrmaa: IrmaaEstimate | null;
  figures: {
    appealDays: number;
    receiptDays: number;
    lookbackYears: number;
    decisionDays: { min: number; max: number };
  };
}

export function isLifeChangingEvent(reason: AppealReason): boolean {
  return (LIFE_CHANGING_EVENTS as readonly string[]).includes(reason);
}

/** The official and illustrative numbers the steps mention. */
export function appealFigures(): AppealResult["figures"] {
  const decision = getIllustrative("irmaaAppeal.decisionDays");
  return {
    appealDays: getFigure("irmaa.appealDays").value,
    receiptDays: getFigure("irmaa.noticeReceiptDays").value,
    lookbackYears: getFigure("irmaa.lookbackYears").value,
    decisionDays: { min: decision.min, max: decision.max },
  };
}

export function checkAppeal(values: {
  reason: AppealReason;
  documents: "yes" | "no";
  estimate?: { year: IrmaaToolYear | number; filingStatus: FilingStatus; income: number } | null;
}): AppealResult {
  const { reason } = values;
  const hasDocuments = values.documents === "yes";
  const base = { reason, figures: appealFigures(), newIrmaa: values.estimate ? estimateIrmaa(values.estimate) : null };
  if (isLifeChangingEvent(reason) && hasDocuments) {
    return {
      ...base,
      eligible: true,
      route: "life-changing-event",
      steps: ["complete-ssa44", "gather-documents", "estimate-income", "submit", "wait", "reconsideration"],
      showResources: true,
    };
  }
  if (isLifeChangingEvent(reason)) {
    return {
      ...base,
      eligible: false,
      route: "needs-documents",
      steps: ["get-documents-first", "complete-ssa44", "call-ssa"],
      showResources: false,
    };
  }
  if (reason === "incorrect") {
    return {
      ...base,
      eligible: false,
      route: "incorrect-information",
      steps: ["correct-information", "reconsideration", "call-ssa"],
      showResources: false,
    };
  }
  return {
    ...base,
    eligible: false,
    route: "not-a-life-changing-event",
    steps: ["call-ssa", "wait-two-years"],
    showResources: false,
  };
}
