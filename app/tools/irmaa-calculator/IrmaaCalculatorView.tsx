// This view is the tool's route module (content/routes/table.ts), with the one head and loader of every tool
// page; they come first so that the page's stylesheets keep the order they had under a separate page module.
export { toolMeta as meta } from "../shared/tool-page.ts";
export { toolLoader as loader } from "../shared/tool-loader.ts";
import { HelpText } from "../shared/HelpText.tsx";
import type { ToolViewProps } from "../shared/ToolParts.tsx";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Table, type TableColumn } from "@medicare-guide/design-system";
import { CURRENT_PLAN_YEAR, getFigure, irmaaTable } from "@medicare-guide/content/figures/index";
import en from "../../../locales/en/tool-irmaa-calculator.json";
import es from "../../../locales/es/tool-irmaa-calculator.json";
import { registerStrings } from "../../i18n/index.ts";
import { currentCostsPageId, routeHref } from "@medicare-guide/content/routes";
import { AnswerList, FigureList, useLang } from "../shared/ToolParts.tsx";
import { ControlledChoice, IncomeField } from "../shared/ControlledFields.tsx";
import { useToolForm } from "../shared/ToolForm.tsx";
import { ToolFrame } from "../shared/ToolFrame.tsx";
import {
  DEFAULT_IRMAA_YEAR,
  estimateIrmaa,
  FILING_STATUSES,
  IRMAA_TOOL_YEARS,
  taxYearFor,
  type IrmaaEstimate,
  type IrmaaRow,
} from "./model.ts";
import { irmaaFormSchema, type IrmaaFormDraft, type IrmaaFormValues } from "./form.ts";
import { useMoney } from "../shared/use-money.ts";

export const NS = "tool-irmaa-calculator";
registerStrings(NS, { en, es });

// The tool's entry in the typed registry: its route id, tool id and string keys are typed from here.
declare module "@medicare-guide/content/routes/tools" {
  interface ToolRegistry {
    "irmaa-calculator": typeof en;
  }
}

const FIELD_IDS = { year: "irmaa-year", filingStatus: "irmaa-filing-status", income: "irmaa-income" } as const;

/** /tools/irmaa-calculator: year, filing status and income in; bracket and monthly amounts out. */
export function IrmaaCalculatorView({ loaderData }: ToolViewProps = {}) {
  const { t } = useTranslation([NS, "tools"]);
  const lang = useLang();
  const { money, dollars } = useMoney();

  const form = useToolForm<IrmaaFormDraft, IrmaaFormValues>({
    schema: irmaaFormSchema,
    fieldIds: FIELD_IDS,
    defaultValues: { year: DEFAULT_IRMAA_YEAR },
  });
  const { control } = form;
  const chosenYear = useWatch({ control, name: "year" }) ?? DEFAULT_IRMAA_YEAR;

  const range = (row: IrmaaRow) =>
    t(`result.ranges.${row.wording}`, { min: money(row.min), max: row.max === null ? "" : money(row.max) });

  const faqYear = CURRENT_PLAN_YEAR;
  const [separateFirst, separateTop] = irmaaTable(faqYear).thresholds["married-separate"];
  const summary = (result: IrmaaEstimate) =>
    result.bracket.tier === 0
      ? t("result.summaryNone", { year: result.year, partB: dollars(result.partBPremium) })
      : t("result.summary", {
          year: result.year,
          partB: dollars(result.partBPremium),
          standard: dollars(result.standardPartB),
          partD: dollars(result.partDAdjustment),
        });

  return (
    <ToolFrame
      terms={loaderData?.terms}
      ns={NS}
      lede={
        <p>
          <HelpText text={t("lede")} />
        </p>
      }
      related={[
        { to: "irmaa-income-brackets", label: t("related.brackets") },
        { to: "tools-irmaa-appeal", label: t("related.appeal") },
        { to: currentCostsPageId(), label: t("related.costs") },
        { to: "tools-cost-estimator", label: t("related.estimator") },
      ]}
      faq={[
        { id: "magi", values: { taxYear: taxYearFor(faqYear), year: faqYear } },
        { id: "lower", values: { days: getFigure("irmaa.appealDays").value } },
        { id: "separate", values: { first: money(separateFirst), top: money(separateTop), year: faqYear } },
        { id: "paid" },
      ]}
      form={form}
      shareInputs
      compute={estimateIrmaa}
      summary={summary}
      renderDetails={(result) => (
        <>
          <AnswerList
            items={[
              { label: t("result.answers.year"), value: String(result.year) },
              {
                label: t("result.answers.filingStatus"),
                value: t(`form.filingStatus.options.${result.filingStatus}`),
              },
              { label: t("result.answers.income", { taxYear: result.taxYear }), value: money(result.income) },
            ]}
          />
          <FigureList
            items={[
              {
                id: "bracket",
                label: t("result.bracket"),
                value: range(result.bracket),
                note:
                  result.bracket.tier === 0 ? t("result.tierNone") : t("result.tier", { n: result.bracket.tier + 1 }),
              },
              {
                id: "partB",
                label: t("result.partBPremium"),
                value: dollars(result.partBPremium),
                note:
                  result.partBAdjustment > 0
                    ? t("result.partBAdjustment", { amount: dollars(result.partBAdjustment) })
                    : undefined,
              },
              {
                id: "partD",
                label: t("result.partDAdjustment"),
                value: dollars(result.partDAdjustment),
                note: t("result.partDNote"),
              },
              {
                id: "monthly",
                label: t("result.monthlyTotal"),
                value: dollars(result.monthlyTotal),
                note: t("result.monthlyTotalNote"),
              },
              { id: "annual", label: t("result.annualTotal"), value: dollars(result.annualTotal) },
              { id: "surcharge", label: t("result.annualSurcharge"), value: dollars(result.annualSurcharge) },
            ]}
          />
          <Table<IrmaaRow>
            caption={t("result.tableCaption", {
              year: result.year,
              status: t(`statusName.${result.filingStatus}`),
              taxYear: result.taxYear,
            })}
            rows={result.rows}
            rowKey={(row) => String(row.tier)}
            columns={bracketColumns({
              income: t("result.col.income"),
              partB: t("result.col.partB"),
              partD: t("result.col.partD"),
              yours: t("result.col.yours"),
              mark: t("result.yoursMark"),
              range,
              money: dollars,
              yourTier: result.bracket.tier,
            })}
          />
          {result.bracket.tier > 0 && (
            <p>
              {t("result.appeal")}{" "}
              <RouterLink to={routeHref("tools-irmaa-appeal", lang)}>{t("result.appealLink")}</RouterLink>
            </p>
          )}
        </>
      )}
      fields={
        <>
          <ControlledChoice
            {...form.field("year")}
            label={t("form.year.label")}
            description={t("form.year.help")}
            isRequired
            options={IRMAA_TOOL_YEARS.toReversed().map((year) => ({
              value: year,
              label: t("form.year.option", { year, taxYear: taxYearFor(year) }),
            }))}
          />
          <ControlledChoice
            {...form.field("filingStatus")}
            label={t("form.filingStatus.label")}
            isRequired
            options={FILING_STATUSES.map((status) => ({
              value: status,
              label: t(`form.filingStatus.options.${status}`),
              description: t(`form.filingStatus.help.${status}`),
            }))}
          />
          <IncomeField
            {...form.field("income")}
            label={t("form.income.label", { taxYear: taxYearFor(chosenYear) })}
            description={t("form.income.help")}
            isRequired
          />
        </>
      }
    />
  );
}

interface BracketColumnLabels {
  income: string;
  partB: string;
  partD: string;
  yours: string;
  mark: string;
  range: (row: IrmaaRow) => string;
  money: (value: number) => string;
  yourTier: number;
}

/** The bracket table's columns: income range (row headers), Part B premium, Part D IRMAA, and "Your bracket" in words. */
function bracketColumns(l: BracketColumnLabels): TableColumn<IrmaaRow>[] {
  return [
    { id: "income", header: l.income, isRowHeader: true, cell: l.range },
    { id: "partB", header: l.partB, numeric: true, cell: (row) => l.money(row.partBPremium) },
    { id: "partD", header: l.partD, numeric: true, cell: (row) => l.money(row.partDAdjustment) },
    { id: "yours", header: l.yours, cell: (row) => (row.tier === l.yourTier ? <strong>{l.mark}</strong> : null) },
  ];
}

/** The page: the view with the loader's data (a route module's default export gets the props). */
export default IrmaaCalculatorView;
