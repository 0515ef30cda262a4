// This view is the tool's route module (content/routes/table.ts), with the one head and loader of every tool
// page; they come first so that the page's stylesheets keep the order they had under a separate page module.
export { toolMeta as meta } from "../shared/tool-page.ts";
export { toolLoader as loader } from "../shared/tool-loader.ts";
import { HelpText } from "../shared/HelpText.tsx";
import type { ToolViewProps } from "../shared/ToolParts.tsx";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlainButton, Heading, LiveRegion } from "@medicare-guide/design-system";
import { getFigure } from "@medicare-guide/content/figures/index";
import en from "../../../locales/en/tool-coverage-timeline.json";
import es from "../../../locales/es/tool-coverage-timeline.json";
import { registerStrings } from "../../i18n/index.ts";
import { localDate, toIso } from "../shared/dates.ts";
import { dayBefore, EMPTY_DATE, invalidDateParts } from "../shared/fields.ts";
import { formatDate } from "../shared/format.ts";
import { AnswerList, FigureList, useLang } from "../shared/ToolParts.tsx";
import { ControlledChoice, ControlledDate } from "../shared/ControlledFields.tsx";
import { useToolForm } from "../shared/ToolForm.tsx";
import { ToolFrame } from "../shared/ToolFrame.tsx";
import { AddToCalendar } from "../shared/AddToCalendar/index.ts";
import { timelineDates } from "../shared/my-dates/model.ts";
import {
  buildTimeline,
  INSURANCE_OPTIONS,
  TIMELINE_FILE_NAME,
  timelineFormSchema,
  timelineText,
  type TimelineFormDraft,
  type TimelineFormValues,
  type TimelineResult,
} from "./model.ts";
import { describeEvent, eligibleText as eligibleLine, sepNoteText, timelineSummary, type Translate } from "./texts.ts";

export const NS = "tool-coverage-timeline";
registerStrings(NS, { en, es });

// The tool's entry in the typed registry: its route id, tool id and string keys are typed from here.
declare module "@medicare-guide/content/routes/tools" {
  interface ToolRegistry {
    "coverage-timeline": typeof en;
  }
}

const FIELD_IDS = {
  birthDate: "timeline-birth",
  retirementDate: "timeline-retirement",
  insurance: "timeline-insurance",
  spouseCoverageEndDate: "timeline-spouse-coverage-end",
} as const;

interface Shown {
  values: TimelineFormValues;
  result: TimelineResult;
  today: string;
}

export interface CoverageTimelineViewProps extends ToolViewProps {
  /** The clock (tests fix it); the visitor's local date is read from it. */
  now?: () => Date;
  /** Saves the text file (tests replace it); default: a download link built in the browser. */
  saveFile?: (name: string, text: string) => void;
}

/** Saves text as a file through a temporary link; nothing leaves the browser. */
function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** /tools/coverage-timeline: a birth date (and, optionally, retirement and coverage) in; dates out, and a text file. */
export function CoverageTimelineView({
  loaderData,
  now = () => new Date(),
  saveFile = downloadText,
}: CoverageTimelineViewProps) {
  const { t: typedT } = useTranslation([NS, "tools"]);
  const t = typedT as unknown as Translate;
  const lang = useLang();
  // The day the form's rules use (a birth date must be before it); read once, on the first render.
  const [ruleDay] = useState(() => now());
  const schema = useMemo(() => timelineFormSchema(ruleDay), [ruleDay]);

  const form = useToolForm<TimelineFormDraft, TimelineFormValues>({
    schema: schema,
    fieldIds: FIELD_IDS,
    defaultValues: {
      birthDate: { ...EMPTY_DATE },
      retirementDate: { ...EMPTY_DATE },
      spouseCoverageEndDate: { ...EMPTY_DATE },
    },
  });

  const compute = (values: TimelineFormValues): Shown => {
    const today = now();
    return { values, result: buildTimeline(values, today), today: toIso(localDate(today)) };
  };

  const summary = ({ result }: Shown) => timelineSummary(result, lang, t);
  const latestBirth = dayBefore(ruleDay);

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
        { to: "tools-enrollment-finder", label: t("related.finder") },
        { to: "find-your-path", label: t("related.quiz") },
      ]}
      faq={[
        { id: "when" },
        { id: "first" },
        {
          id: "working",
          values: {
            size: getFigure("enrollment.employerSize").value,
            months: getFigure("enrollment.sep.employerMonths").value,
          },
        },
      ]}
      form={form}
      compute={compute}
      summary={summary}
      renderDetails={(shown) => <TimelineDetails shown={shown} saveFile={saveFile} />}
      fields={
        <>
          <ControlledDate
            {...form.field("birthDate")}
            legend={t("form.birthDate.legend")}
            description={t("form.birthDate.help")}
            isRequired
            empty={EMPTY_DATE}
            invalidParts={(value) => invalidDateParts(value, latestBirth)}
            field={{ isBirthday: true }}
            isPersonal
          />
          <ControlledDate
            {...form.field("retirementDate")}
            legend={t("form.retirementDate.legend")}
            description={t("form.retirementDate.help")}
            empty={EMPTY_DATE}
            invalidParts={(value) => invalidDateParts(value)}
          />
          <ControlledChoice
            {...form.field("insurance")}
            label={t("form.insurance.label")}
            options={INSURANCE_OPTIONS.map((option) => ({
              value: option,
              label: t(`form.insurance.options.${option}`),
            }))}
          />
          <ControlledDate
            {...form.field("spouseCoverageEndDate")}
            legend={t("form.spouseCoverageEndDate.legend")}
            description={t("form.spouseCoverageEndDate.help")}
            empty={EMPTY_DATE}
            invalidParts={(value) => invalidDateParts(value)}
          />
        </>
      }
    />
  );
}

function TimelineDetails({ shown, saveFile }: { shown: Shown; saveFile: (name: string, text: string) => void }) {
  const { t: typedT } = useTranslation([NS, "tools"]);
  const t = typedT as unknown as Translate;
  const lang = useLang();
  const [saved, setSaved] = useState(false);
  const { values, result } = shown;
  const eligibleText = eligibleLine(result, lang, t);
  const sepNote = sepNoteText(result, t);
  const events = result.events.map((event) => ({ event, ...describeEvent(event, result, lang, t) }));

  function save() {
    const text = timelineText({
      title: t("result.file.title"),
      lines: [
        { label: t("result.file.generated"), value: formatDate(shown.today, lang) },
        { label: t("result.file.birthDate"), value: formatDate(result.birthDate, lang) },
        { label: t("result.file.age"), value: String(result.age) },
        { label: t("result.file.eligible"), value: eligibleText },
      ],
      eventsTitle: t("result.file.eventsTitle"),
      events: events.map(({ title, date, description }) => ({ title, date, description })),
      footer: t("result.file.footer"),
    });
    saveFile(TIMELINE_FILE_NAME, text);
    setSaved(true);
  }

  const answerDate = (date: TimelineFormValues["retirementDate"]) =>
    date ? formatDate(toIso(date), lang) : t("result.answers.none");
  return (
    <>
      <AnswerList
        items={[
          { label: t("result.answers.birthDate"), value: formatDate(result.birthDate, lang) },
          { label: t("result.answers.retirementDate"), value: answerDate(values.retirementDate) },
          {
            label: t("result.answers.insurance"),
            value: values.insurance ? t(`form.insurance.options.${values.insurance}`) : t("result.answers.none"),
          },
          { label: t("result.answers.spouseCoverageEndDate"), value: answerDate(values.spouseCoverageEndDate) },
        ]}
      />
      <FigureList
        items={[
          { id: "age", label: t("result.age"), value: String(result.age) },
          { id: "eligible", label: t("result.eligible"), value: eligibleText },
          { id: "age65", label: t("result.age65"), value: formatDate(result.age65Date, lang) },
        ]}
      />
      <Heading level={3}>{t("result.datesTitle")}</Heading>
      <ol className="mg-timeline">
        {events.map(({ event, title, date, description }) => (
          <li key={event.id} className="mg-timeline__item" data-type={event.type}>
            <Heading level={4} size="md" className="mg-timeline__title">
              {title}
            </Heading>
            <p className="mg-timeline__date">
              <strong>{date}</strong>{" "}
              <span className="mg-tool__status">
                <span className="mg-visually-hidden">{t("result.statusLabel")} </span>
                {t(`result.status.${event.status}`)}
              </span>
            </p>
            <p>{description}</p>
          </li>
        ))}
      </ol>
      {sepNote ? <p>{sepNote}</p> : null}
      <div data-print="hide">
        <PlainButton variant="secondary" onPress={save}>
          <span aria-hidden="true">⬇ </span>
          {t("result.download")}
        </PlainButton>
        <LiveRegion>{saved ? <p>{t("result.downloaded")}</p> : null}</LiveRegion>
      </div>
      <AddToCalendar dates={timelineDates(result)} today={shown.today} pageId="tools-coverage-timeline" />
    </>
  );
}

/** The page: the view with the loader's data (a route module's default export gets the props). */
export default CoverageTimelineView;
