/**
 * The one escaper per markup the site writes as text: HTML (the e-mails, the accessibility report and ACR pages)
 * and XML (the Atom feeds, the sitemap). The iCalendar file is written by ical-generator and the subscribers'
 * CSV by functions/quiz-data/csv.ts, each in its one place. Pure.
 */

const HTML_REFERENCES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

const XML_REFERENCES: Record<string, string> = { ...HTML_REFERENCES, "'": "&apos;" };

/**
 * Text made safe for HTML: as element content and as a quoted attribute value (either quote), so one
 * function serves both contexts. Not for URLs' meaning (a javascript: URL stays one) nor for <script>/<style>.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_REFERENCES[c]!);
}

/** Text made safe for XML content and quoted attribute values (XML's own &apos; for the apostrophe). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_REFERENCES[c]!);
}
