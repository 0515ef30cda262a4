/**
 * Known accessibility issues, listed in the accessibility statement ("How
 * accessible this website is"). Generated, not typed: `npm run report`
 * (a11y/report/build-report.ts, a11y/acr/statement.ts) writes them into
 * content/pages/a11y-status.json from the latest published test report and ACR,
 * in English and Spanish. The JSON is committed, so a clean clone builds the
 * statement without running the gates; the report it comes from is published
 * with it (a11y/published, served at /accessibility-report).
 */
import status from "./a11y-status.json" with { type: "json" };

export interface KnownIssue {
  /** Stable id (lowercase words joined by hyphens). */
  id: string;
  /** The WCAG success criterion concerned, when there is one ("1.3.1"). */
  criterion?: string;
  /** The issue in plain English. */
  en: string;
  /** The same issue in plain Spanish. */
  es: string;
}

export const KNOWN_ISSUES: readonly KnownIssue[] = status.issues;

/** When and from which commit the published report was generated, and what it covered. */
export const A11Y_REPORT_STATUS: {
  generatedAt: string;
  commit: string;
  coverage: { cells: number; expected: number };
} = {
  generatedAt: status.generatedAt,
  commit: status.commit,
  coverage: status.coverage,
};
