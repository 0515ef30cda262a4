/**
 * Known accessibility issues, listed in the accessibility statement ("How
 * accessible this website is"). Issue 6 fills this list from the a11y report:
 * one entry per problem found, saying what does not work and what we are doing.
 * Nothing is claimed here that the report does not show.
 */
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

export const KNOWN_ISSUES: readonly KnownIssue[] = [
  {
    id: "screen-reader-records",
    en: "Manual testing with screen readers is in progress. We have not finished recording the results for every page, so some problems for screen reader users may not be listed here yet.",
    es: "Las pruebas manuales con lectores de pantalla están en curso. Todavía no hemos terminado de registrar los resultados de cada página, así que es posible que aquí no aparezcan todavía algunos problemas para quienes usan lectores de pantalla.",
  },
];
