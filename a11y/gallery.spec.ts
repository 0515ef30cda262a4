/**
 * Every design-system example (a11y/gallery renders all `*.examples.tsx`) in
 * 3 themes x 320/1280 px x en/es. Per cell the gallery loads once; axe runs on
 * each example on its own (context = the example's canvas), every popup or
 * disclosure trigger in an example is opened and scanned, Escape must close
 * popups and return focus to the trigger, and targets are measured.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { AXE_HIGH_CONTRAST_RULES, AXE_TAGS, MIN_TARGET_PX, THEMES, VIEWPORTS, readFalsePositives } from "./config.ts";
import type { AxeFinding, AxeScan } from "./lib/axe.ts";
import { themeSetup } from "./lib/theme-cell.ts";
import { writeRecord, type CellRecord, type ScanRecord } from "./lib/cell.ts";
import { checkNoHorizontalScroll, checkTargetSizes } from "./lib/checks.ts";
import type { CheckResult } from "./lib/check-result.ts";

test.describe.configure({ mode: "parallel" });

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const FALSE_POSITIVES = readFalsePositives();

interface RawResult {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  tags: string[];
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** Runs axe (already injected) on one context; in high contrast also the AAA contrast rule alone. */
async function axeRun(page: Page, context: string, highContrast: boolean): Promise<AxeScan> {
  const raw = await page.evaluate(
    async ({ context: where, tags, aaa, highContrast: aaaToo, falsePositives }) => {
      type AxeLike = {
        run: (
          c: unknown,
          o: unknown,
        ) => Promise<{ violations: RawResult[]; incomplete: RawResult[]; passes: unknown[] }>;
      };
      const axe = (window as unknown as { axe: AxeLike }).axe;
      const ctx = where === "document" ? document : { include: [where] };
      const main = await axe.run(ctx, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations", "incomplete"],
      });
      let violations = main.violations;
      let incomplete = main.incomplete;
      let passes = main.passes.length;
      if (aaaToo) {
        const extra = await axe.run(ctx, {
          runOnly: { type: "rule", values: aaa },
          resultTypes: ["violations", "incomplete"],
        });
        violations = [...violations, ...extra.violations];
        incomplete = [...incomplete, ...extra.incomplete];
        passes += extra.passes.length;
      }
      // The only filter: listed false positives (rule + element matching the selector).
      const dropped: { id: string; target: string; reason: string }[] = [];
      violations = violations
        .map((v) => ({
          ...v,
          nodes: v.nodes.filter((n) => {
            const el = document.querySelector(String(n.target[0]));
            const fp = falsePositives.find((f) => f.rule === v.id && el?.matches(f.selector));
            if (fp) dropped.push({ id: v.id, target: String(n.target[0]), reason: fp.reason });
            return !fp;
          }),
        }))
        .filter((v) => v.nodes.length > 0);
      // The callback is serialised into the page: its helpers cannot be hoisted.
      // oxlint-disable-next-line unicorn/consistent-function-scoping
      const strip = (list: RawResult[]) =>
        list.map((r) => ({
          id: r.id,
          impact: r.impact ?? null,
          help: r.help,
          helpUrl: r.helpUrl,
          tags: r.tags,
          nodes: r.nodes.map((n) => {
            const target = n.target.map(String).join(" ");
            const example =
              document.querySelector(target)?.closest("[data-example]")?.getAttribute("data-example") ?? undefined;
            return { target, html: n.html.slice(0, 300), summary: n.failureSummary?.slice(0, 400), example };
          }),
        }));
      return { violations: strip(violations), incomplete: strip(incomplete), passes, dropped };
    },
    { context, tags: AXE_TAGS, aaa: AXE_HIGH_CONTRAST_RULES, highContrast, falsePositives: FALSE_POSITIVES },
  );
  return {
    ran: highContrast ? [...AXE_TAGS, ...AXE_HIGH_CONTRAST_RULES] : [...AXE_TAGS],
    violations: raw.violations as AxeFinding[],
    incomplete: raw.incomplete as AxeFinding[],
    falsePositives: raw.dropped,
    passes: raw.passes,
  };
}

const POPUP = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

for (const lang of ["en", "es"] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`gallery ${lang} @${viewport.width}`, () => {
      test.use({ viewport });
      for (const theme of THEMES) {
        test(`gallery ${lang} ${viewport.width}px ${theme.id}`, async ({ page }) => {
          const started = Date.now();
          const problems: string[] = [];
          const scans: ScanRecord[] = [];
          const checks: CheckResult[] = [];
          const triggerLog: string[] = [];
          const { highContrast, galleryQuery, lap, timings } = themeSetup(theme);
          const query = galleryQuery(lang);
          try {
            await page.goto(`/?${query}`);
            await page.locator("html[data-gallery-ready]").waitFor({ state: "attached" });
            await page.evaluate(AXE_SOURCE);
            lap("load");
            const examples = await page
              .locator("[data-example-canvas]")
              .evaluateAll((els) => els.map((e) => e.getAttribute("data-example-canvas") ?? ""));
            expect(examples.length, "examples rendered").toBeGreaterThan(0);

            const addScan = async (state: string, context: string) => {
              const result = await axeRun(page, context, highContrast);
              if (context === "document") {
                // A page-wide finding counts when it reproduces with its example scanned on its own;
                // otherwise the gallery caused it (e.g. two Breadcrumbs examples = two navs named alike).
                const isolated = new Map<string, AxeScan>();
                result.compositionOnly = [];
                for (const v of result.violations) {
                  const kept: typeof v.nodes = [];
                  for (const n of v.nodes) {
                    if (!n.example) {
                      kept.push(n);
                      continue;
                    }
                    let alone = isolated.get(n.example);
                    if (!alone) {
                      alone = await axeRun(page, `[data-example-canvas="${n.example}"]`, highContrast);
                      isolated.set(n.example, alone);
                    }
                    if (alone.violations.some((iv) => iv.id === v.id && iv.nodes.some((x) => x.target === n.target)))
                      kept.push(n);
                    else result.compositionOnly.push({ id: v.id, target: n.target, example: n.example });
                  }
                  v.nodes = kept;
                }
                result.violations = result.violations.filter((v) => v.nodes.length > 0);
              }
              scans.push({ state, ...result });
              for (const v of result.violations) {
                for (const n of v.nodes)
                  problems.push(
                    `${n.example ?? "gallery"} ${state}: axe ${v.id} (${v.impact}): ${v.help}: ${n.target}`,
                  );
              }
            };

            // 1. The whole gallery as rendered: every example in its default state.
            await addScan("default", "document");
            lap("axe-default");

            // 2. Every trigger with aria-expanded=false or aria-haspopup, in document order (marked
            //    first: opening one disclosure can change which others match). Popups (dialog, drawer,
            //    menu, listbox) are scanned open, then Escape must close them and return focus.
            //    Disclosures (accordion, details) are left open for the expanded scan below.
            const count = await page
              .locator(
                '[data-example-canvas] [aria-haspopup]:not([aria-haspopup="false"]), [data-example-canvas] [aria-expanded="false"]',
              )
              .evaluateAll((els) => {
                els.forEach((el, i) => el.setAttribute("data-gallery-trigger", String(i)));
                return els.length;
              });
            let expanded = 0;
            for (let i = 0; i < count; i++) {
              const trigger = page.locator(`[data-gallery-trigger="${i}"]`);
              if (!(await trigger.isVisible()) || (await trigger.isDisabled().catch(() => false))) continue;
              if ((await trigger.getAttribute("aria-expanded")) === "true") continue;
              const example =
                (await trigger.evaluate((el) => el.closest("[data-example]")?.getAttribute("data-example"))) ??
                "gallery";
              const label = `${example} open: ${(await trigger.textContent())?.trim().slice(0, 30) ?? i}`;
              const popupsBefore = await page.locator(POPUP).count();
              await trigger.click();
              const outcome = await page
                .waitForFunction(
                  ({ popup, before, id }) => {
                    if (document.querySelectorAll(popup).length > before) return "popup";
                    if (
                      document.querySelector(`[data-gallery-trigger="${id}"]`)?.getAttribute("aria-expanded") === "true"
                    )
                      return "expanded";
                    return false;
                  },
                  { popup: POPUP, before: popupsBefore, id: String(i) },
                  { timeout: 1_500, polling: 50 },
                )
                .then((h) => h.jsonValue())
                .catch(() => "none");
              let isPopup = outcome === "popup";
              if (outcome === "expanded") {
                // A popup may mount a frame after its trigger's aria-expanded turns true.
                await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
                isPopup = (await page.locator(POPUP).count()) > popupsBefore;
              }
              if (isPopup) {
                const popup = page.locator(POPUP).last();
                await popup.waitFor({ state: "visible" });
                const id = await popup.evaluate((el) => {
                  if (!el.id) el.id = `gallery-popup-${Math.random().toString(36).slice(2)}`;
                  return el.id;
                });
                await addScan(label, `#${id}`);
                const t = await checkTargetSizes(page, MIN_TARGET_PX, `#${id}`);
                checks.push({
                  check: "target-size",
                  state: label,
                  passed: t.failures.length === 0,
                  examined: t.examined,
                  failures: t.failures,
                  advisories: t.advisories,
                });
                for (const f of t.failures) problems.push(`${label}: target-size: ${f.element}: ${f.detail}`);
                await page.keyboard.press("Escape");
                const failures: { element: string; detail: string }[] = [];
                await expect
                  .poll(() => page.locator(POPUP).count(), { timeout: 3_000 })
                  .toBe(popupsBefore)
                  .catch(() => failures.push({ element: label, detail: "Escape did not close the popup" }));
                await expect
                  .poll(() => trigger.evaluate((el) => el === document.activeElement), { timeout: 3_000 })
                  .toBe(true)
                  .catch(() =>
                    failures.push({ element: label, detail: "focus did not return to the trigger after Escape" }),
                  );
                checks.push({
                  check: "escape-closes",
                  state: label,
                  passed: failures.length === 0,
                  examined: 1,
                  failures,
                });
                for (const f of failures) problems.push(`${label}: escape-closes: ${f.detail}`);
              } else if (outcome === "expanded") {
                expanded++;
              }
              triggerLog.push(`${label}: ${isPopup ? "popup" : outcome}`);
            }
            lap("popups");

            // 3. Toasts only exist after a press: show them and scan the region.
            const toastButtons = page.locator('[data-example^="Toast/"] [data-example-canvas] button');
            for (let i = 0; i < (await toastButtons.count()); i++) await toastButtons.nth(i).click();
            if ((await toastButtons.count()) > 0) {
              const region = page.locator('[role="region"]:has(.mg-toast__content)').first();
              if (
                await region.waitFor({ state: "visible", timeout: 2_000 }).then(
                  () => true,
                  () => false,
                )
              ) {
                const id = await region.evaluate((el) => {
                  if (!el.id) el.id = "gallery-toast-region";
                  return el.id;
                });
                await addScan("Toast/0 toasts shown", `#${id}`);
                const t = await checkTargetSizes(page, MIN_TARGET_PX, `#${id}`);
                checks.push({
                  check: "target-size",
                  state: "Toast/0 toasts shown",
                  passed: t.failures.length === 0,
                  examined: t.examined,
                  failures: t.failures,
                  advisories: t.advisories,
                });
                for (const f of t.failures)
                  problems.push(`Toast/0 toasts shown: target-size: ${f.element}: ${f.detail}`);
                for (let n = 0; n < 5 && (await page.locator(".mg-toast__close").count()) > 0; n++)
                  await page.locator(".mg-toast__close").first().click();
              } else {
                problems.push("Toast/0: no toast region appeared after pressing its buttons");
              }
            }
            lap("toasts");

            // 4. The whole gallery again with every disclosure opened above.
            if (expanded > 0) await addScan(`expanded (${expanded} disclosures opened)`, "document");
            lap("axe-expanded");

            const t = await checkTargetSizes(page, MIN_TARGET_PX, "main");
            checks.push({
              check: "target-size",
              state: "all examples",
              passed: t.failures.length === 0,
              examined: t.examined,
              failures: t.failures,
              advisories: t.advisories,
            });
            for (const f of t.failures) problems.push(`target-size: ${f.element}: ${f.detail}`);
            const reflow = await checkNoHorizontalScroll(page);
            checks.push({
              check: "reflow",
              state: "all examples",
              passed: reflow.length === 0,
              examined: 1,
              failures: reflow,
            });
            for (const f of reflow) problems.push(`reflow: ${f.element}: ${f.detail}`);
          } catch (error) {
            problems.push(`error: ${(error as Error).message.split("\n")[0]}`);
            throw error;
          } finally {
            const record: CellRecord = {
              kind: "gallery",
              route: "gallery",
              path: `/?${query}`,
              lang,
              width: viewport.width,
              height: viewport.height,
              theme: theme.id,
              scans,
              checks,
              problems,
              durationMs: Date.now() - started,
              timings,
              notes: triggerLog,
            };
            writeRecord("gallery", `gallery_${lang}_${viewport.width}_${theme.id}`, record);
          }
          expect(problems, problems.join("\n")).toEqual([]);
        });
      }
    });
  }
}
