/**
 * "Add my dates to my calendar" (issue "Take it with you", item 1): a download link to an .ics file of the
 * visitor's Medicare dates, inserted in the coverage timeline's and the enrollment finder's result. The
 * file is built on this device (the ics-file module and its library are imported here on first use, when
 * a result is shown) and offered as a data: link, so nothing is sent anywhere. The link's text names the
 * format and size, so a screen reader hears what it will get before following it. Hidden in print.
 */
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import en from "../../../../locales/en/tool-calendar.json";
import es from "../../../../locales/es/tool-calendar.json";
import { useLang } from "../../../hooks/use-lang.ts";
import { registerStrings } from "../../../i18n/index.ts";
import { routeHref, type RouteId } from "@medicare-guide/content/routes";
import { fromIso } from "../dates.ts";
import { CALENDAR_FILE_NAME, calendarEntries, type MyDates } from "../my-dates/model.ts";
import { CALENDAR_NS, calendarEventTexts, type Translate } from "../my-dates/texts.ts";

registerStrings(CALENDAR_NS, { en, es });

export interface AddToCalendarProps {
  /** The dates the tool's model found (shared/my-dates/model.ts). */
  dates: MyDates;
  /** The visitor's local date (ISO) the result was computed on: earlier dates are left out. */
  today: string;
  /** The tool page's route; the events link back to it in the page's language. */
  pageId: RouteId;
}

/** The built file, for the entries and language it was built for (`key`); anything else is still preparing. */
type FileState = { key: string } & ({ status: "ready"; href: string; kilobytes: number } | { status: "failed" });

export function AddToCalendar({ dates, today, pageId }: AddToCalendarProps) {
  const { t: typedT } = useTranslation(CALENDAR_NS);
  const t = typedT as unknown as Translate;
  const lang = useLang();
  // The views pass a new `dates` object on each render: its content, not its identity, decides a rebuild.
  const datesKey = JSON.stringify(dates);
  const entries = useMemo(() => calendarEntries(JSON.parse(datesKey) as MyDates, fromIso(today)), [datesKey, today]);
  const [built, setBuilt] = useState<FileState | null>(null);
  const fileKey = `${lang}|${pageId}|${JSON.stringify(entries)}`;
  const file = built?.key === fileKey ? built : { status: "preparing" as const };

  useEffect(() => {
    if (entries.length === 0) return;
    let current = true;
    import("../my-dates/ics-file.ts")
      .then(({ buildCalendarFile }) => {
        const url = new URL(routeHref(pageId, lang), window.location.origin).href;
        const text = buildCalendarFile({
          name: t(`${CALENDAR_NS}:calendarName`),
          url,
          language: lang,
          events: calendarEventTexts(entries, t, lang, url),
        });
        const bytes = new TextEncoder().encode(text).length;
        if (current)
          setBuilt({
            key: fileKey,
            status: "ready",
            href: `data:text/calendar;charset=utf-8,${encodeURIComponent(text)}`,
            kilobytes: Math.max(1, Math.ceil(bytes / 1024)),
          });
      })
      .catch(() => {
        if (current) setBuilt({ key: fileKey, status: "failed" });
      });
    return () => {
      current = false;
    };
  }, [entries, lang, pageId, t, fileKey]);

  if (entries.length === 0) {
    return (
      <div className="mg-calendar" data-print="hide">
        <p>{t("none")}</p>
      </div>
    );
  }
  return (
    <div className="mg-calendar" data-print="hide">
      {file.status === "ready" && (
        <p className="mg-calendar__action">
          <a
            className="mg-calendar__link"
            href={file.href}
            download={CALENDAR_FILE_NAME[lang]}
            type="text/calendar"
            aria-describedby="mg-calendar-hint"
          >
            <span aria-hidden="true">📅 </span>
            {t("link")} <span className="mg-calendar__format">({t("format", { size: file.kilobytes })})</span>
          </a>
        </p>
      )}
      {file.status === "preparing" && <p className="mg-calendar__action">{t("preparing")}</p>}
      {file.status === "failed" && <p className="mg-calendar__action">{t("failed")}</p>}
      <p id="mg-calendar-hint" className="mg-calendar__hint">
        {t("hint")}
      </p>
    </div>
  );
}
