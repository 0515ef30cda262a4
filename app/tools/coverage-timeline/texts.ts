/**
 * The coverage timeline's sentences in the page's language, from a result: the summary, the eligibility
 * line and each event's title, date and description. Shared by the view, the text file and the boundary
 * table's test (content/rules/boundary-cases.ts), so what is checked is what visitors read. Pure: the
 * translate function is passed in.
 */
import { fromIso, toIso } from "../shared/dates.ts";
import { formatDate, formatDateRange, formatMonthYear, type Lang } from "../shared/format.ts";
import { medicareBirthdayMonth, type TimelineEvent, type TimelineResult } from "./model.ts";

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The result's one-line summary (the live region). */
export function timelineSummary(result: TimelineResult, lang: Lang, t: Translate): string {
  const range = formatDateRange(result.iep.start, result.iep.end, lang);
  return result.eligible
    ? t("result.summaryEligible", { age: result.age, range })
    : t("result.summaryNotYet", { age: result.age, start: formatDate(result.medicareStart, lang), range });
}

/** "Yes" or "Not yet: from <the earliest day Medicare can start>". */
export function eligibleText(result: TimelineResult, lang: Lang, t: Translate): string {
  return result.eligible
    ? t("result.eligibleYes")
    : t("result.eligibleNotYet", { date: formatDate(result.medicareStart, lang) });
}

/** Title, date text and description of an event, in the page's language. */
export function describeEvent(
  event: TimelineEvent,
  result: TimelineResult,
  lang: Lang,
  t: Translate,
): { title: string; date: string; description: string } {
  const spouse = event.id === "sep-employer" && result.sepFrom?.job === "spouse";
  const values = {
    months: event.id === "iep" ? result.figures.iepMonths : result.figures.sepMonths,
    taxYear: result.irmaa?.taxYear,
    fileYear: (result.irmaa?.taxYear ?? 0) + 1,
    year: result.irmaa?.year,
    attained: formatDate(result.attains65, lang),
    start: formatDate(result.medicareStart, lang),
    ends: result.sepFrom ? formatDate(result.sepFrom.ends, lang) : "",
  };
  let description = t(`events.${event.id}.${spouse ? "descriptionSpouse" : "description"}`, values);
  if (event.id === "iep" && result.bornOnFirst) {
    const month = medicareBirthdayMonth(fromIso(result.birthDate));
    description += ` ${t("events.iep.bornOnFirst", { month: formatMonthYear(toIso({ ...month, day: 1 }), lang) })}`;
  }
  return {
    title: t(`events.${event.id}.${spouse ? "titleSpouse" : "title"}`, values),
    date: event.end ? formatDateRange(event.start, event.end, lang) : formatDate(event.start, lang),
    description,
  };
}

/** Why job coverage shows no Special Enrollment Period (null when it does, or without job coverage). */
export function sepNoteText(result: TimelineResult, t: Translate): string | null {
  return result.sepNote ? t(`result.sepNote.${result.sepNote}`, { months: result.figures.sepMonths }) : null;
}
