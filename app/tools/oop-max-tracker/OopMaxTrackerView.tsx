// This view is the tool's route module (content/routes/table.ts), with the one head and loader of every tool
// page; they come first so that the page's stylesheets keep the order they had under a separate page module.
export { toolMeta as meta } from "../shared/tool-page.ts";
export { toolLoader as loader } from "../shared/tool-loader.ts";
import { HelpText } from "../shared/HelpText.tsx";
import type { ToolViewProps } from "../shared/ToolParts.tsx";
import { useTranslation } from "react-i18next";
import { Heading, Meter } from "@medicare-guide/design-system";
import { formatPercent } from "@medicare-guide/content/figures/index";
import en from "../../../locales/en/tool-oop-max-tracker.json";
import es from "../../../locales/es/tool-oop-max-tracker.json";
import { registerStrings } from "../../i18n/index.ts";
import { AnswerList, FigureList, IllustrativeNotice, IllustrativeTag, useLang } from "../shared/ToolParts.tsx";
import { ControlledChoice } from "../shared/ControlledFields.tsx";
import { useToolForm } from "../shared/ToolForm.tsx";
import { ToolFrame } from "../shared/ToolFrame.tsx";
import {
  estimateOop,
  OOP_PLAN_TYPES,
  oopFormSchema,
  USAGE_LEVELS,
  type OopEstimate,
  type OopFormDraft,
  type OopFormValues,
} from "./model.ts";
import { currentCostsPageId } from "@medicare-guide/content/routes";
import { AriaLocale } from "../../components/AriaLocale/index.ts";
import { useMoney } from "../shared/use-money.ts";

export const NS = "tool-oop-max-tracker";
registerStrings(NS, { en, es });

// The tool's entry in the typed registry: its route id, tool id and string keys are typed from here.
declare module "@medicare-guide/content/routes/tools" {
  interface ToolRegistry {
    "oop-max-tracker": typeof en;
  }
}

const FIELD_IDS = { planType: "oop-plan-type", usage: "oop-usage" } as const;

/** /tools/oop-max-tracker: plan type and usage level in; maximum, spending against it, premiums and total out. */
export function OopMaxTrackerView({ loaderData }: ToolViewProps = {}) {
  const { t } = useTranslation([NS, "tools"]);
  const lang = useLang();
  const { money } = useMoney();

  const form = useToolForm<OopFormDraft, OopFormValues>({ schema: oopFormSchema, fieldIds: FIELD_IDS });

  const summary = (estimate: OopEstimate) => {
    const values = {
      plan: t(`form.planType.options.${estimate.planType}`),
      usage: t(`usageName.${estimate.usage}`),
      spending: money(estimate.estimatedSpending),
      total: money(estimate.totalAnnualCost),
      max: estimate.oopMax === null ? "" : money(estimate.oopMax),
      percent: estimate.percentOfMax === null ? "" : formatPercent(estimate.percentOfMax, lang),
    };
    return estimate.hasLimit ? t("result.summaryLimit", values) : t("result.summaryNoLimit", values);
  };

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
        { to: "tools", label: t("related.tools") },
        { to: currentCostsPageId(), label: t("related.costs") },
        { to: "tools-plan-comparison", label: t("related.comparison") },
        { to: "tools-cost-estimator", label: t("related.estimator") },
      ]}
      faq={[{ id: "original" }, { id: "premiums" }, { id: "reached" }]}
      form={form}
      shareInputs
      compute={estimateOop}
      summary={summary}
      renderDetails={(estimate) => <OopDetails estimate={estimate} />}
      fields={
        <>
          <ControlledChoice
            {...form.field("planType")}
            label={t("form.planType.label")}
            isRequired
            options={OOP_PLAN_TYPES.map((plan) => ({ value: plan, label: t(`form.planType.options.${plan}`) }))}
          />
          <ControlledChoice
            {...form.field("usage")}
            label={t("form.usage.label")}
            isRequired
            options={USAGE_LEVELS.map((level) => ({
              value: level,
              label: t(`form.usage.options.${level}`),
              description: t(`form.usage.help.${level}`),
            }))}
          />
        </>
      }
    />
  );
}

function OopDetails({ estimate }: { estimate: OopEstimate }) {
  const { t } = useTranslation([NS, "tools"]);
  const lang = useLang();
  const { money } = useMoney();
  return (
    <AriaLocale>
      <>
        <AnswerList
          items={[
            { label: t("result.answers.planType"), value: t(`form.planType.options.${estimate.planType}`) },
            { label: t("result.answers.usage"), value: t(`form.usage.options.${estimate.usage}`) },
          ]}
        />
        <FigureList
          items={[
            {
              id: "max",
              label: t("result.oopMax"),
              value: estimate.oopMax === null ? t("result.noLimit") : money(estimate.oopMax),
              note: estimate.oopMax === null ? undefined : <IllustrativeTag />,
            },
          ]}
        />
        {estimate.oopMax !== null && estimate.percentOfMax !== null && (
          <Meter
            label={t("result.meterLabel")}
            value={estimate.percentOfMax}
            minValue={0}
            maxValue={100}
            valueLabel={t("result.meterValue", {
              spending: money(estimate.estimatedSpending),
              max: money(estimate.oopMax),
              percent: formatPercent(estimate.percentOfMax, lang),
            })}
          />
        )}
        <FigureList
          items={[
            {
              id: "premium",
              label: t("result.premiumAnnual"),
              value: money(estimate.premiumAnnual),
              note: t("result.premiumMonthly", { amount: money(estimate.premiumMonthly) }),
            },
            {
              id: "spending",
              label: t("result.estimatedSpending"),
              value: money(estimate.estimatedSpending),
              note: <IllustrativeTag />,
            },
            { id: "total", label: t("result.totalAnnualCost"), value: money(estimate.totalAnnualCost) },
          ]}
        />
        {estimate.percentOfMax === 100 && estimate.planType === "advantage" && <p>{t("result.reachedMax")}</p>}
        <Heading level={3} size="md">
          {t("result.partsTitle")}
        </Heading>
        <FigureList
          items={estimate.premiumParts.map((part) => ({
            id: part.id,
            label: t(`result.parts.${part.id}`, { year: estimate.year }),
            value: money(part.monthly),
            note: part.illustrative ? <IllustrativeTag /> : t("result.official"),
          }))}
        />
        {estimate.planType === "advantage" && <p>{t("result.advantageNote")}</p>}
        <IllustrativeNotice year={estimate.year} />
      </>
    </AriaLocale>
  );
}

/** The page: the view with the loader's data (a route module's default export gets the props). */
export default OopMaxTrackerView;
