/**
 * `npm run test:a11y-selftest`: proves every custom check can fail. Loads each
 * fixture of a11y/fixtures/<check>/ once (320 x 640, or the width its
 * <meta name="a11y-selftest-width"> names; Chromium, no server) and
 * runs EVERY check on it: a fail*.html must fail its own check and pass all
 * the others (the barrier alone; a fixture may name checks that measure the
 * same barrier, <meta name="a11y-selftest-also">); a pass*.html must pass every check. A fixture may
 * walk the Tab order only between two elements, as the site cells walk a page between its header and footer
 * (<meta name="a11y-selftest-walk-region" content="<after> | <before>">). A check
 * with no fail fixture, or a fixture folder with no check, fails the run too.
 * Exits 1 on any miss or false flag.
 */
import { chromium } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PLAYWRIGHT_CHROME_FLAGS, ROOT, chromiumPath, type FalsePositive } from "../config.ts";
import { checkDialogKeyboard } from "../lib/checks/dialogs.ts";
import { ensureHelpers } from "../lib/page-helpers.ts";
import { PAGE_CHECKS, runPageChecks } from "../lib/registry.ts";
import { installPageRecorder } from "../lib/checks/page-recorder.ts";

const FIXTURES = join(ROOT, "a11y", "fixtures");
const DIALOG = "dialog-keyboard";
const started = performance.now();
const checkIds = [...PAGE_CHECKS.map((c) => c.id as string), DIALOG];
const folders = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const problems: string[] = [];
for (const id of checkIds) if (!folders.includes(id)) problems.push(`${id}: no fixtures (a11y/fixtures/${id}/)`);
for (const f of folders) if (!checkIds.includes(f)) problems.push(`a11y/fixtures/${f}: no check of that name`);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: PLAYWRIGHT_CHROME_FLAGS });
let runs = 0;
const fixtures: { folder: string; file: string }[] = [];
for (const folder of folders.filter((f) => checkIds.includes(f))) {
  const files = readdirSync(join(FIXTURES, folder)).filter((f) => f.endsWith(".html"));
  if (!files.some((f) => f.startsWith("fail"))) problems.push(`${folder}: no fail*.html fixture`);
  if (!files.some((f) => f.startsWith("pass"))) problems.push(`${folder}: no pass*.html twin`);
  for (const file of files)
    if (!process.env.A11Y_SELFTEST_ONLY || `${folder}/${file}`.includes(process.env.A11Y_SELFTEST_ONLY))
      fixtures.push({ folder, file });
}
// Two fixtures at a time, each in its own context (the machine's two cores, as the site gate's two workers):
// one fixture at a time left a core idle while the other waited on the browser.
const SELFTEST_CONCURRENCY = 2;
let next = 0;
try {
  await Promise.all(
    Array.from({ length: SELFTEST_CONCURRENCY }, async () => {
      while (next < fixtures.length) await selfTestFixture(fixtures[next++]!);
    }),
  );
} finally {
  await browser.close();
}

async function selfTestFixture({ folder, file }: { folder: string; file: string }): Promise<void> {
  const expectFail = file.startsWith("fail");
  // A barrier that only exists on wide screens (lines too long) names its width: <meta name="a11y-selftest-width">.
  const html = readFileSync(join(FIXTURES, folder, file), "utf8");
  const width = Number(html.match(/name="a11y-selftest-width" content="(\d+)"/)?.[1] ?? 320);
  const context = await browser.newContext({ viewport: { width, height: 640 }, reducedMotion: "reduce" });
  await installPageRecorder(context);
  const page = await context.newPage();
  await page.goto(pathToFileURL(join(FIXTURES, folder, file)).href);
  // Checks that measure the same barrier in other conditions (a box too wide at 320 px is also too wide
  // at 320 x 256 and with text spacing) are named by the fixture: <meta name="a11y-selftest-also">.
  const also = (
    (await page.evaluate(
      () => document.querySelector('meta[name="a11y-selftest-also"]')?.getAttribute("content") ?? "",
    )) ?? ""
  )
    .split(/\s+/)
    .filter(Boolean);
  // A fixture may bring its own false-positive entries (the register's format), to prove a check honours
  // them: <script type="application/json" data-a11y-selftest-register>[{ rule, selector, wcag, reason }]</script>.
  const register = JSON.parse(
    (await page.evaluate(() => document.querySelector("script[data-a11y-selftest-register]")?.textContent ?? "[]")) ??
      "[]",
  ) as FalsePositive[];
  for (const fp of register)
    if (!fp.rule || !fp.selector || !fp.wcag || !fp.reason)
      problems.push(`${folder}/${file}: register entry without rule, selector, wcag and reason`);
  // A fixture may walk only a region, as the site cells do between the site header and footer
  // (site.spec.ts walkRegion): <meta name="a11y-selftest-walk-region" content="<after> | <before>">.
  const regionMeta = await page.evaluate(
    () => document.querySelector('meta[name="a11y-selftest-walk-region"]')?.getAttribute("content") ?? "",
  );
  const [after, before] = regionMeta.split("|").map((x) => x.trim());
  if (regionMeta && (!after || !before)) problems.push(`${folder}/${file}: walk region needs "<after> | <before>"`);
  const walkRegion = after && before ? { after, before } : undefined;
  const results = (await runPageChecks(page, PAGE_CHECKS, "standard", register, walkRegion)).map((r) => ({
    check: r.check as string,
    failures: r.outcome.failures,
  }));
  const trigger = page.locator("[data-selftest-trigger]");
  if ((await trigger.count()) > 0) {
    await ensureHelpers(page);
    results.push({ check: DIALOG, failures: (await checkDialogKeyboard(page, trigger.first())).failures });
  } else if (folder === DIALOG) {
    problems.push(`${folder}/${file}: no [data-selftest-trigger]`);
  }
  await context.close();
  if (process.env.A11Y_SELFTEST_VERBOSE)
    console.info(
      `${folder}/${file}: ${
        results
          .filter((r) => r.failures.length)
          .map((r) => r.check)
          .join(", ") || "clean"
      }`,
    );
  for (const { check, failures } of results) {
    runs++;
    const own = check === folder || (expectFail && also.includes(check));
    if (own && expectFail && failures.length === 0) problems.push(`${check} MISSED its barrier in ${folder}/${file}`);
    if ((!own || !expectFail) && failures.length > 0)
      problems.push(
        `${check} FLAGGED ${folder}/${file}: ${failures.map((f) => `${f.element}: ${f.detail}`).join("; ")}`,
      );
  }
}
const secs = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length) {
  console.error(
    `a11y self-test: ${problems.length} problem(s) in ${runs} check runs (${secs} s)\n  ${problems.join("\n  ")}`,
  );
  process.exit(1);
}
console.info(
  `a11y self-test: ${checkIds.length} checks x ${folders.length} fixture folders, ${runs} check runs, all as expected (${secs} s)`,
);
