/**
 * `npm run test:a11y`: the accessibility gate (a11y/site.spec.ts over every page
 * of the route table, a11y/gallery.spec.ts over every design-system example).
 * Uses Chromium from CHROMIUM_PATH or /usr/bin/chromium, never a download.
 * BASE_URL (set by scripts/test.ts) points at a running production server;
 * without it the config serves build/ itself on A11Y_PORT (default 4174).
 * The gallery is built and served on GALLERY_PORT (default 4177); the design-system
 * docs (<BUILD_DIR>/docs, a11y/docs.spec.ts) on DOCS_A11Y_PORT (default 4178), only
 * when the docs project runs.
 */
import { defineConfig } from "@playwright/test";
import { PLAYWRIGHT_CHROME_FLAGS, ROOT, chromiumPath } from "./config.ts";

const sitePort = Number(process.env.A11Y_PORT ?? 4174);
const galleryPort = Number(process.env.GALLERY_PORT ?? 4177);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${sitePort}`;
const galleryURL = `http://127.0.0.1:${galleryPort}`;
const docsPort = Number(process.env.DOCS_A11Y_PORT ?? 4178);
const docsURL = `http://127.0.0.1:${docsPort}`;
/** Projects named on the command line (--project=x or --project x); none means all. */
const projectArgs = process.argv.flatMap((a, i, all) =>
  a.startsWith("--project=") ? [a.slice("--project=".length)] : a === "--project" ? [all[i + 1] ?? ""] : [],
);
const runDocs = projectArgs.length === 0 || projectArgs.includes("docs");
const node = JSON.stringify(process.execPath);

export default defineConfig({
  testDir: ".",
  testMatch: ["site.spec.ts", "forced-colours.spec.ts", "gallery.spec.ts", "docs.spec.ts"],
  outputDir: "../test-results/a11y",
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 5_000 },
  reporter: [["list"]],
  globalSetup: "./global-setup.ts",
  globalTeardown: "./global-teardown.ts",
  use: {
    browserName: "chromium",
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: PLAYWRIGHT_CHROME_FLAGS },
    locale: "en-US",
    reducedMotion: "reduce",
    trace: "off",
    screenshot: "off",
    video: "off",
    // The gates scan the pages as served, never a service worker's saved copy (issue 28; its notices and the
    // offline page's list are scanned by tests/offline.spec.ts).
    serviceWorkers: "block",
  },
  projects: [
    { name: "site", testMatch: "site.spec.ts", use: { baseURL } },
    // Every route template with forced colours on (a11y/forced-colours.spec.ts), instead of inside every site cell.
    { name: "forced-colours", testMatch: "forced-colours.spec.ts", use: { baseURL, forcedColors: "active" } },
    { name: "gallery", testMatch: "gallery.spec.ts", use: { baseURL: galleryURL } },
    { name: "docs", testMatch: "docs.spec.ts", use: { baseURL: docsURL } },
  ],
  webServer: [
    ...(process.env.BASE_URL
      ? []
      : [
          {
            command: `${node} app/server/main.ts`,
            cwd: ROOT,
            url: `${baseURL}/`,
            env: { PORT: String(sitePort), HOST: "127.0.0.1" },
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]),
    {
      command: `${node} a11y/gallery/serve.ts`,
      cwd: ROOT,
      url: `${galleryURL}/`,
      env: { GALLERY_PORT: String(galleryPort) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
    },
    ...(runDocs
      ? [
          {
            // Serves <BUILD_DIR>/docs (built by `npm run build`; scripts/docs.ts builds it first if missing).
            command: `${node} scripts/docs.ts`,
            cwd: ROOT,
            url: `${docsURL}/`,
            env: { DOCS_PORT: String(docsPort) },
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: "ignore" as const,
          },
        ]
      : []),
  ],
});
