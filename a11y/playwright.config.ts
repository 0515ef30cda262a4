/**
 * `npm run test:a11y`: the accessibility gate (a11y/site.spec.ts over every page
 * of the route table, a11y/gallery.spec.ts over every design-system example).
 * Uses Chromium from CHROMIUM_PATH or /usr/bin/chromium, never a download.
 * BASE_URL (set by scripts/test.ts) points at a running production server;
 * without it the config serves build/ itself on A11Y_PORT (default 4174).
 * The gallery is built and served on GALLERY_PORT (default 4177).
 */
import { defineConfig } from "@playwright/test";
import { PLAYWRIGHT_CHROME_FLAGS, ROOT, chromiumPath } from "./config.ts";

const sitePort = Number(process.env.A11Y_PORT ?? 4174);
const galleryPort = Number(process.env.GALLERY_PORT ?? 4177);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${sitePort}`;
const galleryURL = `http://127.0.0.1:${galleryPort}`;
const node = JSON.stringify(process.execPath);

export default defineConfig({
  testDir: ".",
  testMatch: ["site.spec.ts", "gallery.spec.ts"],
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
  },
  projects: [
    { name: "site", testMatch: "site.spec.ts", use: { baseURL } },
    { name: "gallery", testMatch: "gallery.spec.ts", use: { baseURL: galleryURL } },
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
  ],
});
