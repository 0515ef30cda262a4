/**
 * Every custom check of the a11y gate, in one list: what it checks, its WCAG
 * criteria, what a theme can change about its result (`aspect`), and how to run
 * it on a loaded page. The route gate (site.spec.ts) and the self-test
 * (a11y/selftest, against a11y/fixtures/<id>/) both run checks from here, so a
 * check cannot exist without fixtures proving it fails on its barrier.
 *
 * aspect (a11y/README.md "What runs where"):
 * - "structure": the DOM, names, roles, keyboard behaviour; the same in every
 *   theme, so it runs once per page x language x width, in the base theme;
 * - "colour": colours and focus rendering; runs in every theme that changes colour;
 * - "size": layout (text size changes wrapping, overflow, target boxes); runs in
 *   every theme that changes size, and in the base theme.
 */
import type { Page } from "@playwright/test";
import { MIN_TARGET_PX, REFLOW_SHORT_VIEWPORT, type FalsePositive } from "../config.ts";
import {
  checkNoHorizontalScroll,
  checkTargetSizes,
  checkTextSpacing,
  focusIndicators,
  tabThrough,
  type CheckFailure,
} from "./checks.ts";
import { checkForms } from "./checks/forms.ts";
import { checkKeyboardAccess } from "./checks/keyboard.ts";
import { checkLinkPurpose } from "./checks/purpose.ts";
import { checkGeneratedText, checkStructure } from "./checks/structure.ts";
import { checkLanguageOfParts } from "./checks/language.ts";
import { checkBlockOrder, tabOrderFailures } from "./checks/order.ts";
import { checkForcedColours } from "./checks/forced-colours.ts";
import { checkAbbreviations } from "./checks/abbreviations.ts";
import { checkTypography } from "./checks/typography.ts";
import type { CheckOutcome } from "./checks/types.ts";
import { readCheckWaivers } from "./waivers.ts";
import { ensureHelpers } from "./page-helpers.ts";
import { ROUND_TWO_CHECKS } from "./checks/round-two.ts";
import type { CheckId, PageCheck, RunContext } from "./page-check.ts";

export type { CheckId, PageCheck, RunContext } from "./page-check.ts";

// The walk marks the stops focus-order's register entries name, whichever check walks first.
const walk = async (page: Page, ctx: RunContext) =>
  (ctx.walk ??= await tabThrough(page, 400, {
    focusVisible: ctx.focusAppearance,
    registered: ctx.waivers("focus-order"),
    region: ctx.walkRegion,
  }));

const waive = (failures: CheckFailure[], waivers: readonly string[]) =>
  // Checks that report whole-page facts (reflow) are waived by an entry whose selector is "html".
  waivers.includes("html") ? [] : failures;

export const PAGE_CHECKS: readonly PageCheck[] = [
  {
    id: "reflow",
    wcag: ["1.4.10"],
    aspect: "size",
    summary: "no horizontal scroll at the cell's width",
    run: async (page, _ctx, waivers) => ({
      examined: 1,
      failures: waive(await checkNoHorizontalScroll(page), waivers),
    }),
  },
  {
    id: "reflow-320x256",
    wcag: ["1.4.10"],
    aspect: "size",
    summary: "no horizontal scroll at 320 x 256 (narrow cells only)",
    run: async (page, _ctx, waivers) => {
      const before = page.viewportSize();
      if (before && before.width > REFLOW_SHORT_VIEWPORT.width) return { examined: 0, failures: [] };
      await page.setViewportSize(REFLOW_SHORT_VIEWPORT);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const failures = await checkNoHorizontalScroll(page);
      if (before) await page.setViewportSize(before);
      return { examined: 1, failures: waive(failures, waivers) };
    },
  },
  {
    id: "target-size",
    wcag: ["2.5.8", "2.5.5"],
    aspect: "size",
    summary: "every non-inline target at least 44 x 44 px",
    run: async (page) => checkTargetSizes(page, MIN_TARGET_PX),
  },
  {
    id: "focus-not-obscured",
    themesPerTemplate: true,
    wcag: ["2.4.11"],
    aspect: "size",
    summary: "Tab and Shift+Tab: no focused element hidden under sticky content or off-screen",
    run: async (page, ctx) => {
      const w = await walk(page, ctx);
      return { examined: w.examined, failures: w.failures };
    },
  },
  {
    id: "text-spacing",
    wcag: ["1.4.12"],
    aspect: "size",
    summary: "with WCAG 1.4.12 spacing no text clipped and no horizontal scroll",
    run: async (page) => checkTextSpacing(page),
  },
  {
    id: "focus-visible",
    themesPerTemplate: true,
    wcag: ["2.4.7", "2.4.13"],
    aspect: "colour",
    summary: "every Tab stop renders differently focused than unfocused (2 px ring in high contrast)",
    run: async (page, ctx) => {
      // Themes that change only colour walk no Tab order (focus-not-obscured is a size check): there every
      // tabbable element is focused in turn instead, the same verdicts at a fraction of a walk's time.
      if (!ctx.walk) return focusIndicators(page, ctx.focusAppearance);
      return { examined: ctx.walk.visibleExamined, failures: ctx.walk.notVisible };
    },
  },
  {
    id: "keyboard-access",
    wcag: ["2.1.1", "2.4.3", "4.1.2"],
    aspect: "structure",
    summary:
      "no pointer-only controls, no widget without a tab stop, no focusable non-control, Enter and Space on role=button",
    run: async (page, _ctx, waivers) => checkKeyboardAccess(page, waivers),
  },
  {
    id: "link-purpose",
    wcag: ["2.4.4", "2.5.3", "4.1.2"],
    aspect: "structure",
    summary: "no empty, generic or title-only names, one name per target, label in name, file type and size",
    run: async (page, _ctx, waivers) => checkLinkPurpose(page, waivers),
  },
  {
    id: "forms",
    wcag: ["1.3.1", "3.3.2", "1.3.5"],
    aspect: "structure",
    summary:
      "group labels for radio/checkbox groups, hints and errors in aria-describedby, autocomplete on personal fields",
    run: async (page, _ctx, waivers) => checkForms(page, waivers),
  },
  {
    id: "structure",
    wcag: ["1.3.1"],
    aspect: "structure",
    summary: "no fake headings, no <br> bullet lists, data tables with headers, layout tables without",
    run: async (page, _ctx, waivers) => checkStructure(page, waivers),
  },
  {
    id: "generated-text",
    wcag: ["1.3.1"],
    aspect: "structure",
    summary: "no words generated by CSS ::before/::after",
    run: async (page, _ctx, waivers) => checkGeneratedText(page, waivers),
  },
  {
    id: "typography",
    wcag: ["1.4.8", "1.4.12"],
    aspect: "size",
    summary:
      "running text not justified, no long all-caps or italic runs, not under the theme's minimum size, lines within 80 characters, line height 1.5",
    run: async (page, _ctx, waivers) => checkTypography(page, waivers),
  },
  {
    id: "focus-order",
    themesPerTemplate: true,
    wcag: ["1.3.2", "2.4.3"],
    aspect: "size",
    summary: "Tab never steps back up the page; flex and grid children shown in their reading order",
    run: async (page, ctx, waivers) => {
      const blocks = await checkBlockOrder(page, waivers);
      const tab = tabOrderFailures((await walk(page, ctx)).order);
      return { examined: blocks.examined + tab.examined, failures: [...blocks.failures, ...tab.failures] };
    },
  },
  {
    id: "language-of-parts",
    wcag: ["3.1.2"],
    aspect: "structure",
    summary: "text in the other language marked with lang; links to the other language's pages named in it",
    run: async (page, _ctx, waivers) => checkLanguageOfParts(page, waivers),
  },
  {
    id: "forced-colours",
    wcag: ["1.4.11", "2.4.7", "1.1.1"],
    aspect: "colour",
    summary:
      "with forced colours: every control keeps a border, meaningful icons use currentColor, every Tab stop shows focus",
    perTemplate: true,
    ownProject: "forced-colours",
    run: async (page, _ctx, waivers) => checkForcedColours(page, waivers),
  },
  {
    id: "abbreviations",
    wcag: ["3.1.4"],
    aspect: "structure",
    summary:
      "the first use of an abbreviation the encyclopedia defines is expanded, in <abbr title>, a defined word or a link to its entry",
    run: async (page, _ctx, waivers) => checkAbbreviations(page, waivers),
  },
  // Issue 26's checks (checks/round-two.ts); the two that press keys and submit forms run last.
  ...ROUND_TWO_CHECKS((page, ctx) => walk(page, ctx)),
];

/** The checks the site cells run (a11y/site.spec.ts); the self-test runs every PAGE_CHECKS entry. */
export const CELL_CHECKS: readonly PageCheck[] = PAGE_CHECKS.filter((c) => !c.ownProject);
/** The forced-colours check, run by the forced-colours project (a11y/forced-colours.spec.ts). */
export const FORCED_COLOURS_CHECK: PageCheck = PAGE_CHECKS.find((c) => c.id === "forced-colours")!;

/** Runs the given checks on the loaded page, sharing one Tab walk; false positives come from the register. */
/** Returns to url (and reinstalls the helpers) when the page has left it or lost its helpers; true if it had. */
async function backOnPage(page: Page, url: string): Promise<boolean> {
  const helpers = await page.evaluate(() => typeof window.mgA11y !== "undefined").catch(() => false);
  if (page.url() === url && helpers) return false;
  if (page.url() !== url) await page.goto(url, { waitUntil: "load" }).catch(() => undefined);
  await ensureHelpers(page);
  return true;
}

export async function runPageChecks(
  page: Page,
  checks: readonly PageCheck[],
  focusAppearance: RunContext["focusAppearance"],
  /** More register entries, same format (the self-test's fixtures bring their own: a11y/fixtures/README.md). */
  extraRegister: readonly FalsePositive[] = [],
  walkRegion?: RunContext["walkRegion"],
): Promise<{ check: CheckId; outcome: CheckOutcome }[]> {
  await ensureHelpers(page);
  const waivers = (check: CheckId) => [
    ...readCheckWaivers(check),
    ...extraRegister.filter((fp) => fp.rule === check).map((fp) => fp.selector),
  ];
  const ctx: RunContext = { focusAppearance, waivers, walkRegion };
  const out: { check: CheckId; outcome: CheckOutcome }[] = [];
  const startUrl = page.url();
  const run = (check: PageCheck) =>
    // A check that throws (a key press tore the page down) reports it as its finding; the others still run.
    check.run(page, ctx, waivers(check.id)).catch((error: Error) => ({
      examined: 0,
      failures: [{ element: "page", detail: `the check could not finish: ${error.message.split("\n")[0]}` }],
    }));
  for (const check of checks) {
    const t0 = Date.now();
    // An earlier check's key press may leave a page that navigates a little later (a custom button that
    // changes location on a timer): every check starts on the page under test, with the helpers installed.
    // A check that the late navigation cut short is run once more on the reloaded page.
    await backOnPage(page, startUrl);
    let outcome = await run(check);
    const cutShort = outcome.failures.some((f) => f.detail.startsWith("the check could not finish"));
    if ((await backOnPage(page, startUrl)) && cutShort) outcome = await run(check);
    out.push({ check: check.id, outcome });
    if (process.env.A11Y_CHECK_TIMES) console.info(`  ${check.id}: ${Date.now() - t0} ms`);
  }
  return out;
}
