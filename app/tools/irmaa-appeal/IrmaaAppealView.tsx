// This view is the tool's route module (content/routes/table.ts), with the one head and loader of every tool
// page; they come first so that the page's stylesheets keep the order they had under a separate page module.
export { toolMeta as meta } from "../shared/tool-page.ts";
export { toolLoader as loader } from "../shared/tool-loader.ts";
import { HelpText } from "../shared/HelpText.tsx";
import type { ToolViewProps } from "../shared/ToolParts.tsx";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Card, Heading, Link } from "@medicare-guide/design-system";
import { helpLine } from "@medicare-guide/content";
import { FILING_STATUSES } from "@medicare-guide/content/figures/index";
import en from "../../../locales/en/tool-irmaa-appeal.json";
import es from "../../../locales/es/tool-irmaa-appeal.json";
import { registerStrings, translateDataKey } from "../../i18n/index.ts";
import { routeHref } from "@medicare-guide/content/routes";
import { DEFAULT_IRMAA_YEAR, IRMAA_TOOL_YEARS, taxYearFor } from "../irmaa-calculator/model.ts";
import { AnswerList, useLang } from "../shared/ToolParts.tsx";
import { ControlledChoice, IncomeField } from "../shared/ControlledFields.tsx";
import { useToolForm } from "../shared/ToolForm.tsx";
import { ToolFrame } from "../shared/ToolFrame.tsx";
import {
  APPEAL_REASONS,
  appealFigures,
  appealFormSchema,
  checkAppeal,
  DOCUMENT_ANSWERS,
  isLifeChangingEvent,
  type AppealFormDraft,
  type AppealFormValues,
  type AppealResult,
} from "./model.ts";
import { useMoney } from "../shared/use-money.ts";

export const NS = "tool-irmaa-appeal";
registerStrings(NS, { en, es });

// The tool's entry in the typed registry: its route id, tool id and string keys are typed from here.
declare module "@medicare-guide/content/routes/tools" {
  interface ToolRegistry {
    "irmaa-appeal": typeof en;
  }
}

const FIELD_IDS = {
  reason: "appeal-reason",
  documents: "appeal-documents",
  year: "appeal-year",
  filingStatus: "appeal-filing-status",
  newIncome: "appeal-new-income",
} as const;
const SSA44_URL = "https://www.ssa.gov/forms/ssa-44.html";
const SSA_URL = { en: "https://www.ssa.gov/medicare/", es: "https://www.ssa.gov/espanol/" } as const;
const HELP_KEYS = new Set(["loss_income", "employer_settlement", "incorrect", "other"]);

interface Shown {
  values: AppealFormValues;
  result: AppealResult;
}

/** What the result shows: the answers and the model's verdict. */
function appealShown(values: AppealFormValues): Shown {
  return { values, result: checkAppeal(values) };
}

/** /tools/irmaa-appeal: a reason and a documents answer in; eligibility, numbered next steps and (if eligible) links out. */
export function IrmaaAppealView({ loaderData }: ToolViewProps = {}) {
  const { t } = useTranslation([NS, "tools"]);
  const lang = useLang();
  const figures = appealFigures();

  const form = useToolForm<AppealFormDraft, AppealFormValues>({
    schema: appealFormSchema,
    fieldIds: FIELD_IDS,
    defaultValues: { year: DEFAULT_IRMAA_YEAR },
  });

  const summary = (shown: Shown) =>
    t(`result.summary.${shown.result.route}`, {
      reason: isLifeChangingEvent(shown.values.reason) ? translateDataKey(t, `reasonName.${shown.values.reason}`) : "",
    });

  return (
    <ToolFrame
      terms={loaderData?.terms}
      ns={NS}
      lede={
        <p>
          <HelpText text={t("lede", { years: figures.lookbackYears })} />
        </p>
      }
      related={[
        { to: "tools-irmaa-calculator", label: t("related.calculator") },
        { to: "irmaa-income-brackets", label: t("related.brackets") },
        { to: "tools-cost-estimator", label: t("related.estimator") },
      ]}
      faq={[{ id: "events" }, { id: "time", values: figures.decisionDays }, { id: "documents" }]}
      form={form}
      compute={appealShown}
      summary={summary}
      renderDetails={(shown) => <AppealDetails shown={shown} lang={lang} />}
      fields={
        <>
          <ControlledChoice
            {...form.field("reason")}
            label={t("form.reason.label")}
            isRequired
            options={APPEAL_REASONS.map((reason) => ({
              value: reason,
              label: t(`form.reason.options.${reason}`),
              description: HELP_KEYS.has(reason) ? translateDataKey(t, `form.reason.help.${reason}`) : undefined,
            }))}
          />
          <ControlledChoice
            {...form.field("documents")}
            label={t("form.documents.label")}
            description={t("form.documents.help")}
            isRequired
            options={DOCUMENT_ANSWERS.map((answer) => ({ value: answer, label: t(`tools:${answer}`) }))}
          />
          <section aria-labelledby="appeal-estimate-title" className="mg-tool__optional">
            <Heading level={2} size="lg" id="appeal-estimate-title">
              {t("form.estimate.title")}
            </Heading>
            <p>{t("form.estimate.text")}</p>
            <ControlledChoice
              {...form.field("year")}
              label={t("form.estimate.year")}
              options={IRMAA_TOOL_YEARS.toReversed().map((year) => ({
                value: year,
                label: t("form.estimate.yearOption", { year, taxYear: taxYearFor(year) }),
              }))}
            />
            <ControlledChoice
              {...form.field("filingStatus")}
              label={t("form.estimate.filingStatus")}
              options={FILING_STATUSES.map((status) => ({
                value: status,
                label: t(`form.estimate.statusOptions.${status}`),
              }))}
            />
            <IncomeField {...form.field("newIncome")} label={t("form.estimate.newIncome")} />
          </section>
        </>
      }
    />
  );
}

function AppealDetails({ shown, lang }: { shown: Shown; lang: "en" | "es" }) {
  const { t } = useTranslation([NS, "tools"]);
  const { values, result } = shown;
  const ssa = helpLine("ssa");
  const stepValues = {
    ssaPhone: ssa.display,
    ssaTty: ssa.tty,
    days: result.figures.appealDays,
    receipt: result.figures.receiptDays,
    years: result.figures.lookbackYears,
    min: result.figures.decisionDays.min,
    max: result.figures.decisionDays.max,
  };
  return (
    <>
      <AnswerList
        items={[
          { label: t("result.answers.reason"), value: t(`form.reason.options.${values.reason}`) },
          { label: t("result.answers.documents"), value: t(`tools:${values.documents}`) },
        ]}
      />
      <Card heading={t("result.eligibility")} headingLevel={3} headingSize="md" className="mg-tool__eligibility">
        <p className="mg-tool__verdict">{result.eligible ? t("result.eligible") : t("result.notEligible")}</p>
      </Card>
      {result.newIrmaa && <NewIrmaa estimate={result.newIrmaa} />}
      <Heading level={3} size="md">
        {t("result.stepsTitle")}
      </Heading>
      <ol className="mg-tool__steps">
        {result.steps.map((step) => (
          <li key={step}>{t(`steps.${step}`, stepValues)}</li>
        ))}
      </ol>
      {result.showResources && (
        <>
          <Heading level={3} size="md">
            {t("result.resourcesTitle")}
          </Heading>
          <ul className="mg-tool__links">
            <li>
              <Link href={SSA44_URL} external>
                {t("result.ssa44")}
              </Link>
            </li>
            <li>
              <Link href={SSA_URL[lang]} external>
                {t("result.ssa")}
              </Link>
            </li>
            <li>
              <RouterLink to={routeHref("tools-irmaa-calculator", lang)}>{t("result.calculator")}</RouterLink>
            </li>
          </ul>
        </>
      )}
    </>
  );
}

function NewIrmaa({ estimate }: { estimate: NonNullable<AppealResult["newIrmaa"]> }) {
  const { t } = useTranslation([NS, "tools"]);
  const { money, dollars } = useMoney();
  const values = {
    income: money(estimate.income),
    status: t(`statusName.${estimate.filingStatus}`),
    year: estimate.year,
    n: estimate.bracket.tier + 1,
    partB: dollars(estimate.partBPremium),
    partD: dollars(estimate.partDAdjustment),
  };
  return (
    <>
      <Heading level={3} size="md">
        {t("result.newIrmaa.title")}
      </Heading>
      <p>{estimate.bracket.tier === 0 ? t("result.newIrmaa.none", values) : t("result.newIrmaa.tier", values)}</p>
    </>
  );
}

/** The page: the view with the loader's data (a route module's default export gets the props). */
export default IrmaaAppealView;
