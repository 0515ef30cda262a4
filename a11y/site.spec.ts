/**
 * The accessibility gate over EVERY page of the route table, in both languages.
 * One test per route (its pages in both languages, both widths) loads each page once per
 * theme (THEMES, a11y/config.ts) and writes one record per page x width x theme. The base theme runs everything
 * below; every other theme runs only what it can change (its `changes`: colour ->
 * contrast rules and focus visible; size -> contrast, targets, reflow, text spacing,
 * focus not obscured), so a new theme costs a fraction of a full cell
 * (a11y/README.md "What runs where"). In the base theme:
 * axe (WCAG 2.0-2.2 A/AA + best practices; AAA contrast in high contrast), on
 * representative routes the header directory (1280) or mobile menu (320) scanned
 * open and the display settings dialog (1280, standard theme), Escape closing
 * each overlay with focus back on its trigger; on every page 44 px targets, focus never hidden (Tab and Shift+Tab),
 * no horizontal scroll (also at 320x256), WCAG 1.4.12 text spacing, and the
 * route's extra states (a11y/states).
 */
import { expect, test, type Locator, type Page } from "../tests/page-errors/fixture.ts";
import {
  MIN_TARGET_PX,
  SELECTORS,
  THEMES,
  VIEWPORTS,
  pathSlug,
  scansOverlays,
  selectedPages,
  type Theme,
} from "./config.ts";
import { describeViolations, scan } from "./lib/axe.ts";
import { themeSetup } from "./lib/theme-cell.ts";
import { writeRecord, type CellRecord, type ScanRecord } from "./lib/cell.ts";
import { checkNoHorizontalScroll, checkTargetSizes } from "./lib/checks.ts";
import type { CheckResult } from "./lib/check-result.ts";
import { A11Y_STATES } from "./states/index.ts";
import { BASE_THEME, THEME_AXE_RULES, isTemplateRepresentative } from "./config.ts";
import { CELL_CHECKS, runPageChecks } from "./lib/registry.ts";
import { installPageRecorder } from "./lib/checks/page-recorder.ts";
import { checkDialogKeyboard } from "./lib/checks/dialogs.ts";
import { ensureHelpers } from "./lib/page-helpers.ts";
import policy from "./policy.json" with { type: "json" };

/** Custom checks whose findings are reported but do not fail the gate (a11y/policy.json explains why). */
const ADVISORY_CHECKS = new Set<string>(policy.advisoryCustomChecks);

test.describe.configure({ mode: "parallel" });

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** Applies the theme the way a returning visitor has it: localStorage read by the inline bootstrap before paint. */
async function loadPage(page: Page, path: string, theme: Theme): Promise<void> {
  // Script listeners and timed messages, recorded from the page's first script (keyboard-behaviour).
  await installPageRecorder(page);
  await page.addInitScript(({ key, value }) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* storage blocked: the theme check below reports it */
    }
  }, themeSetup(theme).storage);
  // From a blank page: going to the URL the page already shows is a reload, which restores the scroll position
  // the last cell left (the next width's first cell then started scrolled, a sticky bar over a field).
  await page.goto("about:blank");
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await page.locator(SELECTORS.ready).waitFor({ state: "attached", timeout: 15_000 });
}

/**
 * One test per route: its pages in both languages at both widths, every theme, in one browser context. A new
 * context starts with an empty HTTP cache, and its first page load (the stylesheets, the scripts, compiled
 * afresh) took about 0.8 s more than the next ones; four pages of a route share nearly all of it.
 */
const routeGroups = new Map<string, ReturnType<typeof selectedPages>>();
for (const page of selectedPages()) routeGroups.set(page.route.id, [...(routeGroups.get(page.route.id) ?? []), page]);

for (const [routeId, pages] of routeGroups) {
  test(`${routeId}: ${pages.map((p) => p.path).join(" ")} at ${VIEWPORTS.map((v) => v.width).join(" and ")} px`, async ({
    page,
    baseURL,
  }) => {
    // Up to 16 cells (2 languages x 2 widths x 4 themes), each under a minute even on a loaded machine.
    test.setTimeout(pages.length * VIEWPORTS.length * 150_000);
    const failed: string[] = [];
    for (const { path, lang, route } of pages) {
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        // Each page x width starts as a first visit did in a context of its own: no saved questions, ticks,
        // answers or display choice (the HTTP cache, which holds nothing of the visitor's, is kept).
        await clearSiteStorage(page, baseURL!);
        for (const theme of THEMES) {
          const problems = await themeCell(page, { path, lang, route, viewport, theme });
          failed.push(...problems.map((p) => `${path} ${viewport.width}px ${theme.id}: ${p}`));
        }
      }
    }
    expect(failed, failed.join("\n")).toEqual([]);
  });
}

/** Empties the site's storage (local, session, IndexedDB, Cache API, cookies, service workers) for its origin. */
async function clearSiteStorage(page: Page, baseURL: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Storage.clearDataForOrigin", {
      origin: new URL(baseURL).origin,
      storageTypes: "cookies,local_storage,session_storage,indexeddb,cache_storage,service_workers",
    });
  } finally {
    await cdp.detach();
  }
}

interface CellInput {
  path: string;
  lang: string;
  route: ReturnType<typeof selectedPages>[number]["route"];
  viewport: (typeof VIEWPORTS)[number];
  theme: Theme;
}

/** One page x width x theme: loads the page in the theme, runs what the theme can change, writes its record. */
async function themeCell(page: Page, { path, lang, route, viewport, theme }: CellInput): Promise<string[]> {
  const started = Date.now();
  const problems: string[] = [];
  const advisoryFindings: string[] = [];
  const scans: ScanRecord[] = [];
  const checks: CheckResult[] = [];
  const { highContrast, focusAppearance, lap, timings } = themeSetup(theme);
  const base = theme.id === BASE_THEME.id;
  // Non-base themes: only the axe rules and checks of what the theme changes.
  const themeRules = base ? undefined : [...new Set(theme.changes.flatMap((a) => THEME_AXE_RULES[a]))];
  const representative = isTemplateRepresentative(path);
  const cellChecks = CELL_CHECKS.filter(
    (c) =>
      (base || (c.aspect !== "structure" && theme.changes.includes(c.aspect))) &&
      (representative || !c.perTemplate) &&
      (base || representative || !c.themesPerTemplate),
  );
  const wide = viewport.width >= 1024;
  // The header overlays (directory, menu drawer, display dialog) are the shell's:
  // the same markup on every page. They are opened, scanned and Escape-checked on
  // the representative routes in every language x width x theme (all routes with
  // A11Y_OVERLAYS=all), which keeps the gate within CI's time on 2 cores.
  const overlays = scansOverlays(route.id);

  const addScan = async (state: string, include?: string) => {
    const result = await scan(page, { include, highContrast, rules: themeRules });
    scans.push({ state, ...result });
    problems.push(...describeViolations(result, state));
  };
  const addCheck = (result: CheckResult) => {
    checks.push(result);
    const into = ADVISORY_CHECKS.has(result.check) ? advisoryFindings : problems;
    for (const f of result.failures) into.push(`${result.state}: ${result.check}: ${f.element}: ${f.detail}`);
  };
  const targets = async (state: string, scope?: string) => {
    const { examined, failures, advisories } = await checkTargetSizes(page, MIN_TARGET_PX, scope);
    addCheck({ check: "target-size", state, passed: failures.length === 0, examined, failures, advisories });
  };
  /**
   * Opens an overlay with its trigger, scans it, measures its targets, then
   * checks that Escape closes it and focus returns to the trigger.
   */
  const overlay = async (
    state: string,
    trigger: Locator,
    open: () => Promise<Locator>,
    isClosed: (panel: Locator) => Promise<boolean>,
  ) => {
    const failures: { element: string; detail: string }[] = [];
    if (!(await trigger.isVisible())) {
      failures.push({ element: state, detail: "trigger not visible" });
    } else {
      const panel = await open();
      await addScan(state);
      const scope = await panel.evaluate((el) => (el.id ? `#${CSS.escape(el.id)}` : undefined)).catch(() => undefined);
      await targets(
        state,
        scope ??
          (state === "directory-open"
            ? SELECTORS.directoryPanel
            : state === "display-settings-open"
              ? SELECTORS.displayPanel
              : '[role="dialog"]'),
      );
      // Move focus into the overlay (as a keyboard user would), then Escape.
      if (state === "directory-open") await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect
        .poll(() => isClosed(panel), { timeout: 3_000 })
        .toBe(true)
        .catch(() => {
          failures.push({ element: state, detail: "Escape did not close it" });
        });
      await expect
        .poll(() => isFocused(trigger), { timeout: 3_000 })
        .toBe(true)
        .catch(async () => {
          const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "none");
          failures.push({
            element: state,
            detail: `focus did not return to the trigger after Escape (focus on ${active})`,
          });
        });
    }
    addCheck({ check: "escape-closes", state, passed: failures.length === 0, examined: 1, failures });
  };

  try {
    await loadPage(page, path, theme);

    // The theme really applied before the checks (bootstrap script + localStorage).
    const attrs = await page.evaluate(() => ({
      "data-text-size": document.documentElement.getAttribute("data-text-size"),
      "data-theme": document.documentElement.getAttribute("data-theme"),
    }));
    const themeOk =
      attrs["data-text-size"] === theme.html["data-text-size"] && attrs["data-theme"] === theme.html["data-theme"];
    addCheck({
      check: "theme-applied",
      state: "default",
      passed: themeOk,
      examined: 1,
      failures: themeOk
        ? []
        : [{ element: "html", detail: `expected ${JSON.stringify(theme.html)}, got ${JSON.stringify(attrs)}` }],
    });

    lap("load");
    await addScan("default");
    lap("axe-default");

    if (overlays && wide) {
      // Header directory: opens by click, scanned open, Escape closes it.
      const button = page.locator(SELECTORS.directoryButton);
      const panel = page.locator(SELECTORS.directoryPanel);
      await overlay(
        "directory-open",
        button,
        async () => {
          await button.click();
          await expect(button, "the directory button opens the directory on click")
            .toHaveAttribute("aria-expanded", "true", { timeout: 1_500 })
            .catch(async () => {
              problems.push(
                "directory-open: a click on the directory button did not leave the directory open (aria-expanded stays false)",
              );
              // Scan it open anyway: keyboard activation.
              await button.focus();
              if ((await button.getAttribute("aria-expanded")) !== "true") await page.keyboard.press("Enter");
            });
          await panel.waitFor({ state: "visible", timeout: 3_000 });
          // Keep the pointer off the navigation so hover does not interfere with the Escape check.
          await page.mouse.move(1, viewport.height - 1);
          return panel;
        },
        async (p) => !(await p.isVisible()),
      );
    } else if (overlays) {
      const button = page.locator(SELECTORS.menuButton);
      await overlay(
        "menu-open",
        button,
        async () => {
          await button.click();
          const dialog = page.getByRole("dialog").last();
          await dialog.waitFor({ state: "visible", timeout: 5_000 });
          return dialog;
        },
        async (d) => (await d.count()) === 0 || !(await d.isVisible()),
      );
    }

    lap("overlay");
    if (overlays && wide && base) {
      // Text size and contrast: a native disclosure (it works before hydration), not a modal dialog.
      const summary = page.locator(SELECTORS.displayButton);
      await overlay(
        "display-settings-open",
        summary,
        async () => {
          await summary.click();
          const panel = page.locator(SELECTORS.displayPanel);
          await panel.waitFor({ state: "visible", timeout: 5_000 });
          return panel;
        },
        async (p) => !(await p.isVisible()),
      );
    }

    // Keyboard only: Enter opens, focus goes in and stays in, Escape closes and returns focus. The modal
    // overlay is the narrow screens' Menu drawer; on wide screens the header has no modal (the directory and
    // the display settings are disclosures, checked above by escape-closes).
    if (overlays && base && !wide) {
      await ensureHelpers(page);
      const trigger = page.locator(SELECTORS.menuButton);
      const result = await checkDialogKeyboard(page, trigger);
      addCheck({
        check: "dialog-keyboard",
        state: "menu-open",
        passed: result.failures.length === 0,
        examined: result.examined,
        failures: result.failures,
      });
    }
    lap("display-settings");
    // Floating controls (back to top, "Find My Medicare Path") appear only once the page is
    // scrolled: scroll past the middle and scan every fixed element that shows up. They are the shell's, the
    // same on every page: in the other themes they are scanned on the representative routes only.
    const fixed = !(base || overlays)
      ? 0
      : await page.evaluate(async () => {
          window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.6);
          await new Promise((r) => setTimeout(r, 150));
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          let n = 0;
          for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
            if (getComputedStyle(el).position !== "fixed" || el.closest("[data-a11y-fixed]")) continue;
            const r = el.getBoundingClientRect();
            if (r.width < 2 || r.height < 2 || getComputedStyle(el).visibility === "hidden") continue;
            el.setAttribute("data-a11y-fixed", "");
            n++;
          }
          return n;
        });
    if (fixed > 0) {
      // The floating controls are the shell's: the whole page (page rules such as "region") is scanned
      // on the representative routes in the base theme, elsewhere the controls alone.
      await addScan("scrolled-floating-controls", overlays && base ? undefined : "[data-a11y-fixed]");
      await targets("scrolled-floating-controls", "[data-a11y-fixed]");
    }
    await page.evaluate(() => {
      for (const el of document.querySelectorAll("[data-a11y-fixed]")) el.removeAttribute("data-a11y-fixed");
      window.scrollTo(0, 0);
    });
    lap("scrolled");

    // The custom checks (a11y/lib/registry.ts) this theme can change, sharing one Tab walk. The header's and
    // footer's stops (about half of a page's, the same on every page of a language) are walked on the
    // representative routes; elsewhere the walk covers the page's own stops between them.
    const walkRegion = overlays ? undefined : { after: SELECTORS.siteHeader, before: SELECTORS.siteFooter };
    for (const { check, outcome } of await runPageChecks(page, cellChecks, focusAppearance, [], walkRegion)) {
      addCheck({
        check,
        state: "default",
        passed: outcome.failures.length === 0,
        examined: outcome.examined,
        failures: outcome.failures,
        advisories: outcome.advisories,
      });
    }
    lap("reflow-spacing");
    // The route's extra states, each on a fresh load.
    for (const stateId of route.a11yStates ?? []) {
      const state = A11Y_STATES[stateId];
      if (!state) {
        problems.push(`${stateId}: unknown a11y state (define it in a11y/states/index.ts)`);
        continue;
      }
      await loadPage(page, path, theme);
      await state.apply(page);
      await addScan(stateId);
      if (!base && !theme.changes.includes("size")) continue;
      await targets(stateId);
      const r = await checkNoHorizontalScroll(page);
      addCheck({ check: "reflow", state: stateId, passed: r.length === 0, examined: 1, failures: r });
    }
  } catch (error) {
    problems.push(`error: ${(error as Error).message.split("\n")[0]}`);
  } finally {
    const record: CellRecord = {
      kind: "page",
      route: route.id,
      path,
      lang,
      width: viewport.width,
      height: viewport.height,
      theme: theme.id,
      scans,
      checks,
      problems,
      durationMs: Date.now() - started,
      timings,
    };
    writeRecord("axe", `${pathSlug(path)}_${viewport.width}_${theme.id}`, record);
  }
  if (advisoryFindings.length)
    console.warn(
      `advisory (a11y/policy.json) ${path} ${viewport.width}px ${theme.id}:\n  ${advisoryFindings.join("\n  ")}`,
    );
  return problems;
}
