/**
 * Reading and writing the NumberField's text (issue 10, a third less JavaScript): the browser's own
 * Intl.NumberFormat in the page's US locale (en-US, es-US), in place of React Aria's number parser and its
 * 34 locales' strings. Pure: no React.
 */

/** How the number is written: the Intl options callers pass (currency, percent, fraction digits, grouping). */
export type NumberFormatOptions = Intl.NumberFormatOptions;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** The number as the page writes it ("$85,000"); empty for NaN (an empty box). */
export function formatNumber(value: number, locale: string, options?: NumberFormatOptions): string {
  return Number.isNaN(value) ? "" : formatter(locale, options).format(value);
}

/**
 * What the visitor typed, as a number; NaN when the box is empty or the text is not a number ("85k").
 * Accepts what people type today: "$85,000", "85000", "85,000.50", "-5", "5%" in a percent field (read as
 * 0.05, as the field shows it), with the locale's group and decimal signs (en-US and es-US share 1,234.5).
 */
export function parseNumber(text: string, locale: string, options: NumberFormatOptions = {}): number {
  const parts = formatter(locale, options).formatToParts(-12345.6);
  const sign = (type: string) => parts.find((part) => part.type === type)?.value;
  const group = sign("group") ?? ",";
  const decimal = sign("decimal") ?? ".";
  let cleaned = text.replace(/[\s\u00a0\u202f]/g, "");
  // The currency and percent signs the format writes (and the plain "$" and "%"), ignored where typed.
  for (const symbol of [sign("currency"), sign("percentSign"), "$", "%"]) {
    if (symbol) cleaned = cleaned.split(symbol).join("");
  }
  cleaned = cleaned
    .split(group)
    .join("")
    .split(decimal)
    .join(".")
    .replace(/[\u2212\u2012\u2013]/g, "-");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  const value = Number(cleaned);
  return options.style === "percent" ? value / 100 : value;
}

/** The value kept in the range (React Aria's NumberField did the same when focus left). */
export function clampNumber(value: number, minValue?: number, maxValue?: number): number {
  if (Number.isNaN(value)) return value;
  let result = value;
  if (minValue !== undefined) result = Math.max(minValue, result);
  if (maxValue !== undefined) result = Math.min(maxValue, result);
  return result;
}

/**
 * The value as committed when focus leaves: in range, then rounded as the box shows it (income in whole
 * dollars: 85000.5 is written "$85,001", so the value is 85001, not a number the visitor cannot see).
 */
export function commitNumber(
  value: number,
  locale: string,
  options?: NumberFormatOptions,
  minValue?: number,
  maxValue?: number,
): number {
  const clamped = clampNumber(value, minValue, maxValue);
  if (Number.isNaN(clamped)) return clamped;
  return parseNumber(formatNumber(clamped, locale, options), locale, options);
}

/** One step up or down from the value (from minValue, or 0, when the box is empty), kept in the range. */
export function stepNumber(
  value: number,
  step: number,
  direction: 1 | -1,
  minValue?: number,
  maxValue?: number,
): number {
  const from = Number.isNaN(value) ? (minValue ?? 0) - (direction === 1 && minValue !== undefined ? step : 0) : value;
  // Rounded to the step's decimals: 0.1 + 0.2 must read 0.3.
  const decimals = (String(step).split(".")[1] ?? "").length;
  const next = Number((from + direction * step).toFixed(decimals));
  return clampNumber(next, minValue, maxValue);
}
