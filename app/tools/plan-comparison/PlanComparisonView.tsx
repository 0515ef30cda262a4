// This view is the tool's route module (content/routes/table.ts), with the one head and loader of every tool
// page; they come first so that the page's stylesheets keep the order they had under a separate page module.
export { toolMeta as meta } from "../shared/tool-page.ts";
export { toolLoader as loader } from "../shared/tool-loader.ts";
import { HelpText } from "../shared/HelpText.tsx";
import type { ToolViewProps } from "../shared/ToolParts.tsx";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Checkbox, CheckboxGroup, Heading, Link, Table, type TableColumn } from "@medicare-guide/design-system";
import { CURRENT_PLAN_YEAR, formatMoney, formatMoneyRange, getFigure } from "@medicare-guide/content/figures/index";
import en from "../../../locales/en/tool-plan-comparison.json";
import es from "../../../locales/es/tool-plan-comparison.json";
import { registerStrings } from "../../i18n/index.ts";
import type { Lang } from "../shared/format.ts";
import { AnswerList, IllustrativeNotice, IllustrativeTag, useLang } from "../shared/ToolParts.tsx";
import { ZipField } from "../shared/ControlledFields.tsx";
import { useToolForm } from "../shared/ToolForm.tsx";
import { ToolFrame } from "../shared/ToolFrame.tsx";
import {
  comparePlans,
  comparisonFormSchema,
  PREFERENCES,
  type Cell,
  type ComparisonFormDraft,
  type ComparisonFormValues,
  type ComparisonResult,
  type ComparisonRow,
  type PlanColumn,
} from "./model.ts";
import { useMoney } from "../shared/use-money.ts";

export const NS = "tool-plan-comparison";
registerStrings(NS, { en, es });

// The tool's entry in the typed registry: its route id, tool id and string keys are typed from here.
declare module "@medicare-guide/content/routes/tools" {
  interface ToolRegistry {
    "plan-comparison": typeof en;
  }
}

const FIELD_IDS = { zip: "comparison-zip", preferences: "comparison-preferences" } as const;
const PLAN_FINDER = {
  en: "https://www.medicare.gov/plan-compare/",
  es: "https://www.medicare.gov/plan-compare/#/?lang=es",
} as const;
const CMS_MA_RATES =
  "https://www.cms.gov/medicare/payment/medicare-advantage-rates-statistics/announcements-and-documents";
const COLUMNS: PlanColumn[] = ["original", "advantage", "medigap"];

interface Shown {
  values: ComparisonFormValues;
  result: ComparisonResult;
}

/** What the result shows: the answers and the model's comparison. */
function compareShown(values: ComparisonFormValues): Shown {
  return { values, result: comparePlans(values) };
}

/** /tools/plan-comparison: ZIP and preferences in; a recommendation and a comparison table out. */
export function PlanComparisonView({ loaderData }: ToolViewProps = {}) {
  const { t } = useTranslation([NS, "tools"]);
  const year = CURRENT_PLAN_YEAR;

  const form = useToolForm<ComparisonFormDraft, ComparisonFormValues>({
    schema: comparisonFormSchema,
    fieldIds: { zip: FIELD_IDS.zip },
    defaultValues: { zip: "", preferences: [] },
  });
  const { control } = form;

  const summary = (shown: Shown) => t(`result.summary.${shown.result.recommendation}`);

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
        { to: "tools-cost-estimator", label: t("related.estimator") },
        { to: "tools-oop-max-tracker", label: t("related.oop") },
        { to: "medigap", label: t("related.medigap") },
        { to: "find-your-path", label: t("related.quiz") },
      ]}
      faq={[{ id: "switch" }, { id: "both" }, { id: "drugs" }, { id: "estimates", values: { year } }]}
      form={form}
      shareInputs
      compute={compareShown}
      summary={summary}
      renderDetails={(shown) => <ComparisonDetails shown={shown} />}
      fields={
        <>
          <ZipField {...form.field("zip")} label={t("form.zip.label")} description={t("form.zip.help")} />
          <Controller
            name="preferences"
            control={control}
            render={({ field }) => (
              <CheckboxGroup
                id={FIELD_IDS.preferences}
                label={t("form.preferences.label")}
                description={t("form.preferences.help")}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
              >
                {PREFERENCES.map((preference) => (
                  <Checkbox key={preference} value={preference}>
                    {t(`form.preferences.options.${preference}`)}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            )}
          />
        </>
      }
    />
  );
}

function ComparisonDetails({ shown }: { shown: Shown }) {
  const { t } = useTranslation([NS, "tools"]);
  const lang = useLang();
  const { money } = useMoney();
  const { values, result } = shown;
  const chosen = result.preferences.map((p) => t(`form.preferences.options.${p}`));
  return (
    <>
      <AnswerList
        items={[
          { label: t("result.answers.zip"), value: values.zip },
          {
            label: t("result.answers.preferences"),
            value: chosen.length > 0 ? chosen.join("; ") : t("result.answers.none"),
          },
        ]}
      />
      <Heading level={3} size="md">
        {t("result.why.title")}
      </Heading>
      <p>{t(`result.why.${result.recommendation}`)}</p>
      <Table<ComparisonRow>
        caption={t("result.tableCaption", { year: result.year })}
        rows={result.rows}
        rowKey={(row) => row.id}
        columns={comparisonColumns({
          item: t("result.col.item"),
          plans: Object.fromEntries(COLUMNS.map((c) => [c, t(`plans.${c}`)])) as Record<PlanColumn, string>,
          rows: {
            premium: t("result.rows.premium"),
            deductible: t("result.rows.deductible"),
            oopMax: t("result.rows.oopMax"),
          },
          texts: { noLimit: t("result.cells.noLimit"), minimal: t("result.cells.minimal") },
          lang,
        })}
      />
      <p>
        {t("result.premiumNote", {
          partB: money(getFigure("partB.premium", result.year).value),
          year: result.year,
        })}
      </p>
      {result.federalOopLimit === null ? (
        <p>
          {t("result.federalLimitUnknown", { year: result.year })}{" "}
          <Link href={CMS_MA_RATES} external>
            {t("result.federalLimitSource")}
          </Link>
        </p>
      ) : (
        <p>{t("result.federalLimit", { year: result.year, amount: money(result.federalOopLimit) })}</p>
      )}
      <p>
        {t("result.zipNote", { zip: values.zip })}{" "}
        <Link href={PLAN_FINDER[lang]} external>
          {t("result.planFinder")}
        </Link>
      </p>
      <IllustrativeNotice year={result.year} />
    </>
  );
}

interface ColumnLabels {
  item: string;
  plans: Record<PlanColumn, string>;
  rows: Record<ComparisonRow["id"], string>;
  texts: Record<"noLimit" | "minimal", string>;
  lang: Lang;
}

function cellContent(cell: Cell, l: ColumnLabels): ReactNode {
  if (cell.kind === "text") return l.texts[cell.key];
  const amount =
    cell.kind === "amount" ? formatMoney(cell.value, l.lang) : formatMoneyRange(cell.min, cell.max, l.lang);
  return cell.illustrative ? (
    <>
      {amount} <IllustrativeTag />
    </>
  ) : (
    amount
  );
}

/** Columns of the comparison table: what you pay (row headers), then one column per kind of coverage. */
function comparisonColumns(l: ColumnLabels): TableColumn<ComparisonRow>[] {
  return [
    { id: "item", header: l.item, isRowHeader: true, cell: (row) => l.rows[row.id] },
    ...COLUMNS.map((column) => ({
      id: column,
      header: l.plans[column],
      cell: (row: ComparisonRow) => cellContent(row.cells[column], l),
    })),
  ];
}

/** The page: the view with the loader's data (a route module's default export gets the props). */
export default PlanComparisonView;
