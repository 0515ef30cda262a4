// This view is the tool's route module (content/routes/table.ts), with the one head and loader of every tool
// page; they come first so that the page's stylesheets keep the order they had under a separate page module.
export { toolMeta as meta } from "../shared/tool-page.ts";
export { toolLoader as loader } from "../shared/tool-loader.ts";
import { HelpText } from "../shared/HelpText.tsx";
import type { ToolViewProps } from "../shared/ToolParts.tsx";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Heading, Link } from "@medicare-guide/design-system";
import { CURRENT_PLAN_YEAR, formatMoneyRange, getFigure } from "@medicare-guide/content/figures/index";
import en from "../../../locales/en/tool-cost-estimator.json";
import es from "../../../locales/es/tool-cost-estimator.json";
import { registerStrings } from "../../i18n/index.ts";
import { currentCostsPageId, routeHref } from "@medicare-guide/content/routes";
import { AnswerList, FigureList, IllustrativeNotice, IllustrativeTag, useLang } from "../shared/ToolParts.tsx";
import { ToolFrame } from "../shared/ToolFrame.tsx";
import { AgeField, ControlledChoice, ZipField } from "../shared/ControlledFields.tsx";
import { useToolForm } from "../shared/ToolForm.tsx";
import {
  costFormSchema,
  DRUG_ANSWERS,
  estimateCosts,
  PLAN_TYPES,
  type CostEstimate,
  type CostFormDraft,
  type CostFormValues,
  type CostPart,
} from "./model.ts";
import { useMoney } from "../shared/use-money.ts";

export const NS = "tool-cost-estimator";
registerStrings(NS, { en, es });

// The tool's entry in the typed registry: its route id, tool id and string keys are typed from here.
declare module "@medicare-guide/content/routes/tools" {
  interface ToolRegistry {
    "cost-estimator": typeof en;
  }
}

const FIELD_IDS = { zip: "cost-zip", age: "cost-age", planType: "cost-plan-type", drugs: "cost-drugs" } as const;
const MEDICARE_PLAN_FINDER = {
  en: "https://www.medicare.gov/plan-compare/",
  es: "https://www.medicare.gov/plan-compare/#/?lang=es",
} as const;

interface Shown {
  values: CostFormValues;
  estimate: CostEstimate;
}

/** /tools/cost-estimator: ZIP, age, plan type and drug coverage in; premiums, deductible and a yearly range out. */
export function CostEstimatorView({ loaderData }: ToolViewProps = {}) {
  const { t } = useTranslation([NS, "tools"]);
  const { money } = useMoney();
  const form = useToolForm<CostFormDraft, CostFormValues>({
    schema: costFormSchema,
    fieldIds: FIELD_IDS,
    defaultValues: { zip: "" },
  });
  const year = CURRENT_PLAN_YEAR;

  return (
    <ToolFrame
      terms={loaderData?.terms}
      ns={NS}
      lede={
        <p>
          <HelpText text={t("lede", { year })} />
        </p>
      }
      related={[
        { to: currentCostsPageId(), label: t("related.costs") },
        { to: "tools-irmaa-calculator", label: t("related.irmaa") },
        { to: "tools-plan-comparison", label: t("related.comparison") },
        { to: "tools-oop-max-tracker", label: t("related.oop") },
      ]}
      faq={[
        { id: "included", values: { partA: money(getFigure("partA.deductible").value), year } },
        { id: "advantage", values: { partB: money(getFigure("partB.premium").value), year } },
        { id: "exact" },
        { id: "lower" },
      ]}
      form={form}
      shareInputs
      compute={(values: CostFormValues): Shown => ({ values, estimate: estimateCosts(values) })}
      summary={({ estimate }) =>
        t("result.summary", {
          plan: t(`form.planType.options.${estimate.planType}`),
          monthly: money(estimate.monthlyPremium),
          annual: money(estimate.annualPremium),
          deductible: money(estimate.deductible),
        })
      }
      renderDetails={(shown) => <CostDetails shown={shown} />}
      fields={
        <>
          <ZipField {...form.field("zip")} label={t("form.zip.label")} description={t("form.zip.help")} />
          <AgeField {...form.field("age")} label={t("form.age.label")} description={t("form.age.help")} />
          <ControlledChoice
            {...form.field("planType")}
            label={t("form.planType.label")}
            isRequired
            options={PLAN_TYPES.map((plan) => ({
              value: plan,
              label: t(`form.planType.options.${plan}`),
              description: t(`form.planType.help.${plan}`),
            }))}
          />
          <ControlledChoice
            {...form.field("drugs")}
            label={t("form.drugs.label")}
            isRequired
            options={DRUG_ANSWERS.map((answer) => ({ value: answer, label: t(`tools:${answer}`) }))}
          />
        </>
      }
    />
  );
}

function CostDetails({ shown }: { shown: Shown }) {
  const { t } = useTranslation([NS, "tools"]);
  const lang = useLang();
  const { money } = useMoney();
  const { values, estimate } = shown;
  const part = (p: CostPart) => ({
    id: p.id,
    label: t(`result.parts.${p.id}`, { year: estimate.year }),
    value: money(p.amount),
    note: p.illustrative ? <IllustrativeTag /> : t("result.official"),
  });
  return (
    <>
      <AnswerList
        items={[
          { label: t("result.answers.zip"), value: values.zip },
          { label: t("result.answers.age"), value: String(values.age) },
          { label: t("result.answers.planType"), value: t(`form.planType.options.${values.planType}`) },
          { label: t("result.answers.drugs"), value: t(`tools:${values.drugs}`) },
        ]}
      />
      <FigureList
        items={[
          { id: "monthly", label: t("result.monthlyPremium"), value: money(estimate.monthlyPremium) },
          { id: "annual", label: t("result.annualPremium"), value: money(estimate.annualPremium) },
          { id: "deductible", label: t("result.deductible"), value: money(estimate.deductible) },
          {
            id: "range",
            label: t("result.annualRange"),
            value: formatMoneyRange(estimate.annualRange.min, estimate.annualRange.max, lang),
            note: <IllustrativeTag />,
          },
        ]}
      />
      <Heading level={3} size="md">
        {t("result.partsTitle")}
      </Heading>
      <FigureList items={estimate.premiumParts.map(part)} />
      <Heading level={3} size="md">
        {t("result.deductibleTitle")}
      </Heading>
      <FigureList items={estimate.deductibleParts.map(part)} />
      {estimate.underAge && <p>{t("result.underAge")}</p>}
      <p>
        {t("result.zipNote", { zip: values.zip })}{" "}
        <Link href={MEDICARE_PLAN_FINDER[lang]} external>
          {t("result.planFinder")}
        </Link>
      </p>
      <p>
        {t("result.irmaaNote")}{" "}
        <RouterLink to={routeHref("tools-irmaa-calculator", lang)}>{t("result.irmaaLink")}</RouterLink>
      </p>
      <IllustrativeNotice year={estimate.year} />
    </>
  );
}

/** The page: the view with the loader's data (a route module's default export gets the props). */
export default CostEstimatorView;
