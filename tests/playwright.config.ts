import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "../scripts/chromium.ts";

/**
 * End-to-end journeys against the production server (`npm start`'s server), in two projects:
 * - `e2e` (`npm run test:e2e`): the journeys, after hydration;
 * - `prehydration` (`npm run test:prehydration`): every route template used while the client entry is held
 *   back, as a visitor on a slow phone would in the seconds before React hydrates (tests/prehydration/).
 * `npm test` passes BASE_URL; alone, this config starts the server on E2E_PORT (BUILD_DIR picks the build;
 * the server inherits the environment).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  projects: [
    { name: "e2e", testIgnore: "prehydration/**" },
    { name: "prehydration", testDir: "./prehydration" },
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_FLAGS.filter((f) => !f.startsWith("--headless")),
    },
    trace: "off",
    // The site's service worker (issue 28) answers pages and assets once it controls a page: page.route could no
    // longer hold back or fake them, and a page slower than its network timeout would come from the cache with
    // a notice. Only tests/offline.spec.ts, which is about the worker, lets it run (test.use).
    serviceWorkers: "block",
  },
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: "node app/server/main.ts",
        cwd: "..",
        url: `${baseURL}/`,
        env: { PORT: String(port), DATA_DIR: "build/test-data" },
        reuseExistingServer: false,
        timeout: 30_000,
      },
});
