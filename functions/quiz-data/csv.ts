import type { Subscriber } from "./types.ts";

/**
 * Confirmed subscribers as CSV (RFC 4180: CRLF lines, fields quoted when
 * needed). A cell that a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe (OWASP "CSV
 * injection"), so opening the export can never run anything.
 */
export const SUBSCRIBER_COLUMNS = ["email", "language", "path", "confirmed_at", "updated_at"] as const;

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function subscribersCsv(rows: readonly Subscriber[]): string {
  const lines = [SUBSCRIBER_COLUMNS.join(",")];
  for (const r of rows) lines.push([r.email, r.language, r.path, r.confirmedAt, r.updatedAt].map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
