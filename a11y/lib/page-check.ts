/**
 * What a page check is (its id, criteria, what it runs on) and what it is given: the registry
 * (registry.ts) lists the checks, and a check module (checks/round-two.ts) declares its own without
 * importing the registry back.
 */
import type { Page } from "@playwright/test";
import type { ThemeAspect } from "../config.ts";
import type { tabThrough } from "./checks.ts";
import type { CheckOutcome } from "./checks/types.ts";

export type CheckId =
  | "reflow"
  | "reflow-320x256"
  | "target-size"
  | "focus-not-obscured"
  | "text-spacing"
  | "focus-visible"
  | "keyboard-access"
  | "link-purpose"
  | "forms"
  | "structure"
  | "generated-text"
  | "typography"
  | "focus-order"
  | "language-of-parts"
  | "forced-colours"
  | "abbreviations"
  | "language-identified"
  | "keyboard-behaviour"
  | "focus-outline"
  | "link-destination"
  | "images-media"
  | "form-labelling"
  | "structure-semantics"
  | "page-title"
  | "popup-keyboard"
  | "form-errors";

export interface RunContext {
  /** "enhanced" in the high-contrast theme: the indicator must be a 2 px outline or ring (2.4.13). */
  focusAppearance: "standard" | "enhanced";
  /** The walk is shared by focus-not-obscured and focus-visible (one Tab pass per page load). */
  walk?: Awaited<ReturnType<typeof tabThrough>>;
  /** Walk only the page's own stops between these elements (see tabThrough); the whole page without it. */
  walkRegion?: { after: string; before: string };
  /** The false-positive register's selectors for a check (a11y/false-positives.json, plus a fixture's own). */
  waivers: (check: CheckId) => string[];
}

export interface PageCheck {
  id: CheckId;
  wcag: string[];
  aspect: ThemeAspect | "structure";
  /** One line for the README and the report. */
  summary: string;
  /**
   * Pages of one route template share their controls and styles, so a check whose result only those can
   * change runs on one page per template (isTemplateRepresentative, a11y/config.ts).
   */
  perTemplate?: true;
  /**
   * In the themes other than the base, runs on one page per route template only. For the checks that read the
   * Tab walk: the base theme walks every page's own stops; what another theme changes (larger text, colours) is
   * how the template's controls and layout render, the same on every page drawn by that template, and a walk
   * costs 2-20 s a cell (a11y/README.md "What runs where").
   */
  themesPerTemplate?: true;
  /** Run by its own Playwright project, not inside the site cells (CELL_CHECKS leaves it out). */
  ownProject?: "forced-colours";
  run: (page: Page, ctx: RunContext, waivers: readonly string[]) => Promise<CheckOutcome>;
}
