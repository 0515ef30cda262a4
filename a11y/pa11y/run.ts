/**
 * `npm run test:pa11y`: pa11y-ci (runner htmlcs, standard WCAG2AA) over every page of the route table in
 * both languages, at 320 and 1280 px, in each theme, with the header directory
 * (1280) and the mobile menu (320) also scanned open through the real UI.
 *
 * Themes: every page in the base theme, the representative routes (OVERLAY_ROUTE_IDS) in the
 * other themes (a11y/README.md "What runs where"). Each theme runs pa11y-ci on its own Chromium profile whose
 * localStorage holds that theme's "mg-display" value, so the site's inline
 * bootstrap applies it before first paint, exactly as for a returning visitor.
 * The seed is verified before the run. pa11y-ci's queue runs 2 pages at once.
 *
 * Then the design-system docs site (<BUILD_DIR>/docs, served by scripts/docs.ts on
 * PA11Y_DOCS_PORT, 4179): every docs page at 320 px in the standard theme, like the site's pages (htmlcs
 * reads the markup, which CSS alone lays out at 1280 px; the docs keep no theme between visits;
 * a11y/docs.spec.ts scans every theme and both widths with axe). Their rows have paths
 * "docs:/components/Button" and so on.
 * PA11Y_DOCS=0 skips them; A11Y_ONLY_DOCS narrows them.
 *
 * Only the HTML_CodeSniffer runner: pa11y's axe runner repeated the axe gate (a11y/site.spec.ts runs the
 * same axe-core, with the WCAG 2.2 tags pa11y's runner lacks, on every one of these pages, widths and
 * themes, on the same page load as the custom checks), so it cost CI minutes and could find nothing new.
 * htmlcs is a second, independent rule engine, which is what this gate is for.
 *
 * Writes a11y/reports/pa11y.json; exits 1 on any pa11y error (warnings are
 * listed for review, not failures). BASE_URL or its own server on PA11Y_PORT (4175).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { docsPaths } from "../../docs/react-router.config.ts";
import policy from "../policy.json" with { type: "json" };
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "puppeteer";
import {
  CHROME_FLAGS,
  DISPLAY_STORAGE_KEY,
  REPORTS_DIR,
  ROOT,
  SELECTORS,
  THEMES,
  VIEWPORTS,
  chromiumPath,
  ensureDir,
  packageVersion,
  pa11yScans,
  scansOverlays,
  selectedPages,
  type Theme,
} from "../config.ts";
import { serveBuild } from "../lib/server.ts";

interface Pa11yIssue {
  code: string;
  type: "error" | "warning" | "notice";
  message: string;
  context: string;
  selector: string;
  runner: string;
}
interface Pa11yCiReport {
  total: number;
  passes: number;
  errors: number;
  results: Record<string, (Pa11yIssue | Error)[]>;
}
type Pa11yCi = (urls: object[], options: object) => Promise<Pa11yCiReport>;

const require = createRequire(import.meta.url);
const pa11yCi = require("pa11y-ci") as Pa11yCi;

const PA11Y_RUNNERS = ["htmlcs"];

const executablePath = chromiumPath();
const server = await serveBuild(Number(process.env.PA11Y_PORT ?? 4175));
const started = performance.now();

/** A Chromium profile whose localStorage (for the site's origin) holds the theme; verified on the real page. */
async function seedProfile(theme: Theme, baseURL: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `mg-pa11y-${theme.id}-`));
  const browser = await launch({ executablePath, args: CHROME_FLAGS, userDataDir: dir });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/`, { waitUntil: "load" });
    await page.evaluate(
      (key, value) => localStorage.setItem(key, value),
      DISPLAY_STORAGE_KEY,
      JSON.stringify(theme.prefs),
    );
    await page.reload({ waitUntil: "load" });
    const attrs = await page.evaluate(() => [
      document.documentElement.getAttribute("data-text-size"),
      document.documentElement.getAttribute("data-theme"),
    ]);
    if (attrs[0] !== theme.html["data-text-size"] || attrs[1] !== theme.html["data-theme"]) {
      throw new Error(`theme ${theme.id} did not apply from localStorage: got ${JSON.stringify(attrs)}`);
    }
  } finally {
    await browser.close();
  }
  return dir;
}

interface Target {
  url: string;
  path: string;
  lang: string;
  width: number;
  theme: string;
  state: "default" | "directory-open" | "menu-open";
}

const WAIT_READY = `wait for element ${SELECTORS.ready} to be added`;

interface Row extends Target {
  errors: number;
  warnings: number;
  issues: Pa11yIssue[];
  failure?: string;
}
const rows: Row[] = [];

/** The docs site's own server (scripts/docs.ts builds <BUILD_DIR>/docs first if it is missing). */
async function serveDocs(port: number): Promise<{ baseURL: string; stop: () => void }> {
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, "scripts", "docs.ts")], {
    cwd: ROOT,
    env: { ...process.env, DOCS_PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  for (let i = 0; i < 900 && child.exitCode === null; i++) {
    if (
      await fetch(`${baseURL}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { baseURL, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`docs server did not start on ${baseURL}`);
}

/** Runs pa11y-ci over targets and turns its results into rows. */
async function runTargets(
  targets: (Target & { viewport: object; actions: string[] })[],
  chromeLaunchConfig: object,
): Promise<void> {
  const report = await pa11yCi(
    targets.map(({ url, viewport, actions }) => ({ url, viewport, actions })),
    {
      concurrency: 2,
      reporters: [],
      useIncognitoBrowserContext: false,
      chromeLaunchConfig,
      runners: PA11Y_RUNNERS,
      standard: "WCAG2AA",
      includeWarnings: true,
      includeNotices: false,
      timeout: 60_000,
    },
  );
  for (const target of targets) {
    const results = report.results[target.url];
    const { viewport: _v, actions: _a, ...meta } = target;
    if (!results) {
      rows.push({ ...meta, errors: 1, warnings: 0, issues: [], failure: "no result from pa11y-ci" });
      continue;
    }
    const failure = results.find((r): r is Error => r instanceof Error || !("code" in r));
    const issues = results.filter((r): r is Pa11yIssue => !(r instanceof Error) && "code" in r);
    const errors = issues.filter((i) => i.type === "error").length + (failure ? 1 : 0);
    rows.push({
      ...meta,
      errors,
      warnings: issues.filter((i) => i.type === "warning").length,
      issues: issues.map(({ code, type, message, context, selector, runner }) => ({
        code,
        type,
        message,
        context: context?.slice(0, 300),
        selector,
        runner,
      })),
      failure: failure ? String((failure as Error).message ?? failure).split("\n")[0] : undefined,
    });
  }
}

try {
  for (const theme of THEMES) {
    const t0 = performance.now();
    const profile = await seedProfile(theme, server.baseURL);
    const targets: (Target & { viewport: object; actions: string[] })[] = [];
    // htmlcs checks the markup (the same at every width and mostly in every theme); what a width or theme
    // changes is checked per cell by the axe gate. Which cells: pa11yScans (a11y/config.ts).
    for (const { path, lang, route } of selectedPages()) {
      for (const vp of VIEWPORTS) {
        if (!pa11yScans(route.id, theme.id, vp.width)) continue;
        const base = { path, lang, width: vp.width, theme: theme.id, viewport: { width: vp.width, height: vp.height } };
        // The fragment only keeps the results of one page apart (pa11y-ci keys them by URL).
        targets.push({
          ...base,
          state: "default",
          url: `${server.baseURL}${path}#pa11y-${vp.width}`,
          actions: [WAIT_READY],
        });
        // The overlays are the shell's, the same on every page: scanned on the representative routes (a11y/config.ts).
        if (!scansOverlays(route.id)) continue;
        const overlay =
          vp.width >= 1024
            ? {
                state: "directory-open" as const,
                actions: [
                  WAIT_READY,
                  `click element ${SELECTORS.directoryButton}`,
                  `wait for element ${SELECTORS.directoryPanel} to be visible`,
                ],
              }
            : {
                state: "menu-open" as const,
                actions: [
                  WAIT_READY,
                  `click element ${SELECTORS.menuButton}`,
                  // Both drawers: React Aria's (hydrated pages) and the native <dialog> of a reading page (issue 29).
                  `wait for element .mg-drawer__dialog to be visible`,
                ],
              };
        targets.push({ ...base, ...overlay, url: `${server.baseURL}${path}#pa11y-${vp.width}-${overlay.state}` });
      }
    }
    await runTargets(targets, { executablePath, args: CHROME_FLAGS, userDataDir: profile });
    rmSync(profile, { recursive: true, force: true });
    const themeRows = rows.filter((r) => r.theme === theme.id);
    console.info(
      `pa11y ${theme.id}: ${themeRows.length} scans, ${themeRows.reduce((a, r) => a + r.errors, 0)} errors, ${themeRows.reduce((a, r) => a + r.warnings, 0)} warnings (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  if (process.env.PA11Y_DOCS !== "0") {
    const t0 = performance.now();
    const docs = await serveDocs(Number(process.env.PA11Y_DOCS_PORT ?? 4179));
    try {
      const onlyDocs = process.env.A11Y_ONLY_DOCS ? new RegExp(process.env.A11Y_ONLY_DOCS) : undefined;
      const targets = docsPaths()
        .filter((p) => !onlyDocs || onlyDocs.test(p))
        .flatMap((path) =>
          VIEWPORTS.filter((vp) => vp.width === VIEWPORTS[0].width).map((vp) => ({
            path: `docs:${path}`,
            lang: "en",
            width: vp.width,
            theme: "standard",
            state: "default" as const,
            viewport: { width: vp.width, height: vp.height },
            url: `${docs.baseURL}${path}#pa11y-${vp.width}`,
            actions: ["wait for element #docs-main to be added"],
          })),
        );
      await runTargets(targets, { executablePath, args: CHROME_FLAGS });
    } finally {
      docs.stop();
    }
    const docRows = rows.filter((r) => r.path.startsWith("docs:"));
    console.info(
      `pa11y docs: ${docRows.length} scans, ${docRows.reduce((a, r) => a + r.errors, 0)} errors, ${docRows.reduce((a, r) => a + r.warnings, 0)} warnings (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
} finally {
  server.stop();
}

const failed = rows.filter((r) => r.errors > 0);
for (const r of failed) {
  console.error(
    `\n${r.path} ${r.width}px ${r.theme} ${r.state}: ${r.errors} error(s)${r.failure ? `: ${r.failure}` : ""}`,
  );
  for (const i of r.issues.filter((x) => x.type === "error"))
    console.error(`  [${i.runner}] ${i.code}\n    ${i.message}\n    ${i.selector}`);
}
ensureDir(REPORTS_DIR);
writeFileSync(
  join(REPORTS_DIR, "pa11y.json"),
  JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      baseURL: server.baseURL,
      versions: {
        pa11yCi: packageVersion("pa11y-ci"),
        pa11y: packageVersion("pa11y"),
      },
      options: {
        runners: PA11Y_RUNNERS,
        standard: "WCAG2AA",
        includeWarnings: true,
        concurrency: 2,
      },
      durationMs: Math.round(performance.now() - started),
      results: rows,
    },
    null,
    1,
  ),
);
console.info(
  `pa11y: ${rows.length} scans, ${failed.length} with errors (${((performance.now() - started) / 1000).toFixed(1)} s); wrote a11y/reports/pa11y.json`,
);
// a11y/policy.json can make this gate report-only for a while (its pa11yReason says why); the errors stay in the report.
const blocking = (policy as { pa11yBlocking?: boolean }).pa11yBlocking !== false;
if (failed.length && !blocking)
  console.warn(
    `pa11y: ${failed.length} scans with errors, NOT blocking per a11y/policy.json: ${(policy as { pa11yReason?: string }).pa11yReason ?? ""}`,
  );
process.exit(failed.length && blocking ? 1 : 0);
