// This view is the tool's route module (content/routes/table.ts), with the one head and loader of every tool
// page; they come first so that the page's stylesheets keep the order they had under a separate page module.
export { toolMeta as meta } from "../shared/tool-page.ts";
export { toolLoader as loader } from "../shared/tool-loader.ts";
import { HelpText } from "../shared/HelpText.tsx";
import type { ToolViewProps } from "../shared/ToolParts.tsx";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Callout, Heading } from "@medicare-guide/design-system";
import { helpLine } from "@medicare-guide/content";
import { formatPercent } from "@medicare-guide/content/figures/index";
import en from "../../../locales/en/tool-enrollment-finder.json";
import es from "../../../locales/es/tool-enrollment-finder.json";
import { registerStrings, translateDataKey } from "../../i18n/index.ts";
import { routeHref } from "@medicare-guide/content/routes";
import { localDate, toIso } from "../shared/dates.ts";
import { formatDate, formatDateRange } from "../shared/format.ts";
import { AnswerList, FigureList, useLang } from "../shared/ToolParts.tsx";
import { ToolFrame } from "../shared/ToolFrame.tsx";
import { AgeField, ControlledChoice, ControlledDate } from "../shared/ControlledFields.tsx";
import { dayBefore, EMPTY_DATE, invalidDateParts } from "../shared/fields.ts";
import { useToolForm } from "../shared/ToolForm.tsx";
import { AddToCalendar } from "../shared/AddToCalendar/index.ts";
import { finderDates } from "../shared/my-dates/model.ts";
import { fromIso } from "../shared/dates.ts";
import {
  COVERAGE_OPTIONS,
  enrollmentFigures,
  enrollmentFormSchema,
  findEnrollmentPeriod,
  ON_MEDICARE_OPTIONS,
  type EnrollmentFormDraft,
  type EnrollmentFormValues,
  type EnrollmentResult,
} from "./model.ts";

export const NS = "tool-enrollment-finder";
registerStrings(NS, { en, es });

// The tool's entry in the typed registry: its route id, tool id and string keys are typed from here.
declare module "@medicare-guide/content/routes/tools" {
  interface ToolRegistry {
    "enrollment-finder": typeof en;
  }
}

const FIELD_IDS = {
  age: "enrollment-age",
  birthDate: "enrollment-birth-date",
  coverage: "enrollment-coverage",
  onMedicare: "enrollment-on-medicare",
} as const;

interface Shown {
  values: EnrollmentFormValues;
  result: EnrollmentResult;
  today: string;
}

export interface EnrollmentFinderViewProps extends ToolViewProps {
  /** The clock (tests fix it); the visitor's local date is read from it when the button is pressed. */
  now?: () => Date;
}

/** /tools/enrollment-finder: age, coverage and "on Medicare" in; the period, its dates and next steps out. */
export function EnrollmentFinderView({ loaderData, now = () => new Date() }: EnrollmentFinderViewProps) {
  const { t } = useTranslation([NS, "tools"]);
  const lang = useLang();
  // The rules' "today" (a date of birth must be before it), read once; the answer reads the clock again.
  const [ruleDay] = useState(() => now());
  const schema = useMemo(() => enrollmentFormSchema(ruleDay), [ruleDay]);
  const latestBirth = dayBefore(ruleDay);
  const form = useToolForm<EnrollmentFormDraft, EnrollmentFormValues>({
    schema,
    fieldIds: FIELD_IDS,
  });

  const ssaPhone = helpLine("ssa").display;
  const range = (w: { start: string; end: string }) => formatDateRange(w.start, w.end, lang);

  const summary = ({ result }: Shown) => {
    const values = {
      range: result.window ? range(result.window) : "",
      months: result.period === "iep" ? result.figures.iepMonths : result.figures.sepMonths,
      nextAep: result.nextAep ? range(result.nextAep) : "",
      coverageStart: result.coverageStart ? formatDate(result.coverageStart, lang) : "",
    };
    return result.window
      ? translateDataKey(t, `summary.${result.period}.${result.window.state}`, values)
      : translateDataKey(t, result.period === "iep" ? "summary.iep.unknown" : `summary.${result.period}`, values);
  };

  const figures = enrollmentFigures();

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
        { to: "enrollment-timeline", label: t("related.timeline") },
        { to: "tools-coverage-timeline", label: t("related.coverageTimeline") },
        { to: "find-your-path", label: t("related.quiz") },
        { to: "tools-cost-estimator", label: t("related.costs") },
      ]}
      faq={(["iep", "missed", "working", "difference"] as const).map((id) => ({
        id,
        values: { months: id === "iep" ? figures.iepMonths : figures.sepMonths, size: figures.employerSize },
      }))}
      form={form}
      compute={(values: EnrollmentFormValues): Shown => {
        const today = now();
        return { values, result: findEnrollmentPeriod(values, today), today: toIso(localDate(today)) };
      }}
      summary={summary}
      renderDetails={(shown) => <EnrollmentDetails shown={shown} ssaPhone={ssaPhone} />}
      fields={
        <>
          <AgeField {...form.field("age")} label={t("form.age.label")} description={t("form.age.help")} />
          <ControlledDate
            {...form.field("birthDate")}
            legend={t("form.birthDate.legend")}
            description={t("form.birthDate.help")}
            empty={EMPTY_DATE}
            invalidParts={(value) => invalidDateParts(value, latestBirth)}
            field={{ isBirthday: true }}
            isPersonal
          />
          <ControlledChoice
            {...form.field("coverage")}
            label={t("form.coverage.label")}
            description={t("form.coverage.help")}
            isRequired
            options={COVERAGE_OPTIONS.map((option) => ({ value: option, label: t(`form.coverage.options.${option}`) }))}
          />
          <ControlledChoice
            {...form.field("onMedicare")}
            label={t("form.onMedicare.label")}
            isRequired
            options={ON_MEDICARE_OPTIONS.map((option) => ({ value: option, label: t(`tools:${option}`) }))}
          />
        </>
      }
    />
  );
}

function EnrollmentDetails({ shown, ssaPhone }: { shown: Shown; ssaPhone: string }) {
  const { t } = useTranslation([NS, "tools"]);
  const lang = useLang();
  const { values, result } = shown;
  const range = (w: { start: string; end: string }) => formatDateRange(w.start, w.end, lang);
  const nextAep = result.nextAep ? range(result.nextAep) : "";

  let dates: string;
  if (result.window) dates = `${range(result.window)} (${t(`result.state.${result.window.state}`)})`;
  else if (result.period === "iep") dates = t("result.datesBirthday");
  else if (result.period === "not-yet-eligible") dates = t("result.datesNotYet");
  else if (result.period === "sep-employer") dates = t("result.datesEmployer", { months: result.figures.sepMonths });
  else dates = t("result.datesEvent");

  const figures = [
    { id: "period", label: t("result.period"), value: t(`periods.${result.period}`) },
    { id: "dates", label: t("result.dates"), value: dates },
  ];
  if (result.fiveStarSep) {
    figures.push({
      id: "five-star",
      label: t("result.fiveStarSep"),
      value: `${range(result.fiveStarSep)} (${t(`result.state.${result.fiveStarSep.state}`)})`,
    });
  }
  if (result.coverageStart && result.signUpDate) {
    figures.push({
      id: "coverage",
      label: t("result.coverageStart"),
      value: t("result.coverageStartValue", {
        date: formatDate(result.coverageStart, lang),
        signUp: formatDate(result.signUpDate, lang),
      }),
    });
  }
  if (result.changesStart)
    figures.push({ id: "changes", label: t("result.changesStart"), value: formatDate(result.changesStart, lang) });

  const stepValues = {
    ssaPhone,
    percent: formatPercent(result.figures.penaltyPercent, lang),
    months: result.nextSteps.includes("iep-timeline") ? result.figures.iepMonths : result.figures.sepMonths,
    date: result.changesStart ? formatDate(result.changesStart, lang) : "",
    coverageStart: result.coverageStart ? formatDate(result.coverageStart, lang) : "",
    nextAep,
  };
  const showTimelineLink =
    result.period === "iep" || result.period === "not-yet-eligible" || result.notes.includes("may-still-be-in-iep");

  return (
    <>
      <AnswerList
        items={[
          { label: t("result.answers.age"), value: String(values.age) },
          ...(values.birthDate
            ? [{ label: t("result.answers.birthDate"), value: formatDate(toIso(values.birthDate), lang) }]
            : []),
          { label: t("result.answers.coverage"), value: t(`form.coverage.options.${values.coverage}`) },
          { label: t("result.answers.onMedicare"), value: t(`tools:${values.onMedicare}`) },
          { label: t("result.answers.today"), value: formatDate(shown.today, lang) },
        ]}
      />
      <FigureList items={figures} />
      <Heading level={3} size="md">
        {t("result.nextStepsTitle")}
      </Heading>
      <ol className="mg-tool__steps">
        {result.nextSteps.map((step) => (
          <li key={step}>{t(`steps.${step}`, stepValues)}</li>
        ))}
      </ol>
      {showTimelineLink && (
        <p>
          <RouterLink to={routeHref("tools-coverage-timeline", lang)}>{t("result.timelineLink")}</RouterLink>
        </p>
      )}
      {result.notes.length > 0 && (
        <Callout variant="info" heading={t("result.notesTitle")} headingLevel={3}>
          <ul>
            {result.notes.map((note) => (
              <li key={note}>
                {t(`notes.${note}`, {
                  size: result.figures.employerSize,
                  range: result.fiveStarSep ? range(result.fiveStarSep) : "",
                })}
              </li>
            ))}
          </ul>
        </Callout>
      )}
      <AddToCalendar
        dates={finderDates(result, fromIso(shown.today))}
        today={shown.today}
        pageId="tools-enrollment-finder"
      />
    </>
  );
}

/** The page: the view with the loader's data (a route module's default export gets the props). */
export default EnrollmentFinderView;
