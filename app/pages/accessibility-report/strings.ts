import en from "../../../locales/en/accessibility-report.json";
import es from "../../../locales/es/accessibility-report.json";
import { registerStrings } from "../../i18n/index.ts";
import { OPENACR_DOCUMENTS, RESULTS_DOCUMENT } from "@medicare-guide/content/pages/inline";

/** The namespace of the accessibility test report and ACR pages (both views and both route modules). */
export const NS = "accessibility-report";
registerStrings(NS, { en, es });

/** Static documents published beside the pages by scripts/postbuild.ts (full page loads, English data). */
export const REPORT_DOCUMENTS = {
  /** The full per-page, per-width, per-theme results table (a11y/published/index.html; long and technical). */
  results: RESULTS_DOCUMENT,
  /** The ACR as data (a11y/published/acr.json). */
  json: "/accessibility-report/acr.json",
  /** The ACR in GSA's OpenACR format (YAML) in each language (a11y/acr/openacr.ts openAcrPath). */
  openacr: OPENACR_DOCUMENTS,
} as const;
