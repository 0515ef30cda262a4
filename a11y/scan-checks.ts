/**
 * `npm run a11y:scan-checks -- <check> [<check> ...]`: runs named custom checks of the registry
 * (a11y/lib/registry.ts) on every page of the route table at both widths, in the base theme, and
 * nothing else: no axe, no themes, no overlays. For a content change that only one check can judge
 * (a structure check such as abbreviations runs once per page x width, in the base theme: a11y/README.md
 * "What runs where"), this proves every cell without the route gate's full matrix, which is too slow to
 * run for one check on a shared machine. A11Y_ONLY narrows the pages as in the gate. Serves build/ on
 * A11Y_PORT (or uses BASE_URL). Exits 1 on any finding the gate would block on.
 */
import { chromium } from "@playwright/test";
import { PLAYWRIGHT_CHROME_FLAGS, SELECTORS, VIEWPORTS, chromiumPath, selectedPages } from "./config.ts";
import { PAGE_CHECKS, runPageChecks, type CheckId } from "./lib/registry.ts";
import { serveBuild } from "./lib/server.ts";
import { installPageRecorder } from "./lib/checks/page-recorder.ts";
import policy from "./policy.json" with { type: "json" };

const names = process.argv.slice(2);
const checks = PAGE_CHECKS.filter((c) => names.includes(c.id));
const unknown = names.filter((n) => !PAGE_CHECKS.some((c) => c.id === n));
if (!names.length || unknown.length) {
  console.error(
    `usage: a11y/scan-checks.ts <check>...; unknown: ${unknown.join(", ") || "none given"}; known: ${PAGE_CHECKS.map((c) => c.id).join(", ")}`,
  );
  process.exit(2);
}
const advisory = new Set<string>(policy.advisoryCustomChecks);
const started = performance.now();
const served = await serveBuild(Number(process.env.A11Y_PORT ?? 4174));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: PLAYWRIGHT_CHROME_FLAGS });
const findings: string[] = [];
let blocking = 0;
let cells = 0;
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    await installPageRecorder(context);
    const page = await context.newPage();
    for (const { path } of selectedPages()) {
      const response = await page.goto(`${served.baseURL}${path}`, { waitUntil: "load" });
      if (response?.status() !== 200) {
        findings.push(`${path} @${viewport.width}: HTTP ${response?.status()}`);
        continue;
      }
      await page.locator(SELECTORS.ready).waitFor({ state: "attached", timeout: 15_000 });
      cells++;
      for (const { check, outcome } of await runPageChecks(page, checks, "standard")) {
        if (!advisory.has(check)) blocking += outcome.failures.length;
        for (const f of outcome.failures)
          findings.push(
            `${path} @${viewport.width}: ${check as CheckId}${advisory.has(check) ? " (advisory)" : ""}: ${f.element}: ${f.detail}`,
          );
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  served.stop();
}
const secs = ((performance.now() - started) / 1000).toFixed(0);
if (findings.length) console.info(findings.join("\n"));
console.info(
  `scan-checks (${names.join(", ")}): ${cells} page cells, ${findings.length} finding(s), ${blocking} blocking, ${secs} s`,
);
if (blocking) process.exit(1);
