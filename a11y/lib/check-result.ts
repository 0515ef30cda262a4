/**
 * What one custom check found on one page state, as the specs record it and the report and ACR read it. Apart
 * from checks.ts so that the checks do not import the registry that runs them (registry.ts imports checks.ts).
 */
import type { CheckFailure } from "./checks.ts";
import type { CheckId } from "./registry.ts";

export interface CheckResult {
  /** A check of a11y/lib/registry.ts, or one the spec runs on the header overlays. */
  check: CheckId | "escape-closes" | "dialog-keyboard" | "theme-applied";
  state: string;
  passed: boolean;
  /** How many elements were examined (targets measured, focus stops visited...). */
  examined: number;
  failures: CheckFailure[];
  /** Not failures: worth a human look (e.g. a link exempt as inline text although alone in its block). */
  advisories?: CheckFailure[];
}
