/**
 * Dates for display, per language (Intl, en-US / es-US). Money is formatted by content/figures
 * (formatMoney, formatMoneyRange). Dates are calendar dates, formatted in UTC so no time zone moves them.
 * Pure: no DOM.
 */
import { fromIso } from "./dates.ts";

export type Lang = "en" | "es";

const LOCALE: Record<Lang, string> = { en: "en-US", es: "es-US" };

const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${lang}|${JSON.stringify(options)}`;
  let format = cache.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], { ...options, timeZone: "UTC" });
    cache.set(id, format);
  }
  return format;
}

function utc(iso: string): Date {
  const { year, month, day } = fromIso(iso);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "November 23, 2026" / "23 de noviembre de 2026". */
export function formatDate(iso: string, lang: Lang): string {
  return dateFormat(lang, { dateStyle: "long" }).format(utc(iso));
}

/**
 * "October 15 – December 7, 2026" (Intl formatRange, shared parts written once); in Spanish a dash
 * reads badly aloud, so the range is written as Spanish says it: "del 15 de octubre al 7 de diciembre de 2026".
 */
export function formatDateRange(startIso: string, endIso: string, lang: Lang): string {
  const format = dateFormat(lang, { dateStyle: "long" });
  if (lang === "en") return format.formatRange(utc(startIso), utc(endIso));
  const parts = format.formatRangeToParts(utc(startIso), utc(endIso));
  const text = (source: string) =>
    parts
      .filter((part) => part.source === source)
      .map((part) => part.value)
      .join("")
      .trim();
  const lastEnd = parts.findLastIndex((part) => part.source === "endRange");
  if (lastEnd < 0) return `el ${format.format(utc(startIso))}`; // the same day
  const suffix = parts
    .slice(lastEnd + 1)
    .map((part) => part.value)
    .join("");
  return `del ${text("startRange")} al ${text("endRange")}${suffix}`;
}

/** "March 2027" / "marzo de 2027". */
export function formatMonthYear(iso: string, lang: Lang): string {
  return dateFormat(lang, { month: "long", year: "numeric" }).format(utc(iso));
}
