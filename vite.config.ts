import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vitest/config";
import { chunkContents } from "./scripts/chunk-contents.ts";

// The react-router plugin must be off under vitest (toolchain note 4).
const underTest = Boolean(process.env.VITEST);

/**
 * The browser gets each language's shell strings as a chunk of its own (app/i18n/index.ts); the prerender
 * (server build) and the unit tests get both languages at once: app/i18n/preloaded-strings.ts is swapped
 * for preloaded-strings.server.ts there.
 */
const preloadedStrings: Plugin = {
  name: "mg-preloaded-strings",
  enforce: "pre",
  async resolveId(source, importer, options) {
    if (!importer || !source.endsWith("/preloaded-strings.ts") || !(options.ssr || underTest)) return null;
    const found = await this.resolve(source, importer, { ...options, skipSelf: true });
    return found && resolve(found.id, "..", "preloaded-strings.server.ts");
  },
};

/**
 * React, React DOM, React Router and i18next in one chunk of their own in the browser build (issue 10: every
 * page needs all of them before it can hydrate; split by rolldown into four chunks found in different waves, with
 * React DOM last). One file compresses better (3 KiB less gzip per page) and one preload hint finds it at once
 * (scripts/postbuild.ts). The site's own code stays split by route.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/;
const frameworkChunk: Plugin = {
  name: "mg-framework-chunk",
  applyToEnvironment: (environment) => environment.name === "client",
  outputOptions: (options) => ({
    ...options,
    codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] },
  }),
};

export default defineConfig({
  plugins: [
    !underTest && reactRouter(),
    preloadedStrings,
    !underTest && frameworkChunk,
    chunkContents(process.env.CHUNK_CONTENTS),
  ],
  define: {
    // Build year: the footer shows it before hydration, then the real current year.
    MG_BUILD_YEAR: JSON.stringify(new Date().getFullYear()),
    // The date the site is built for: the plan year it presents follows it (content/figures/plan-year.ts).
    // SITE_DATE=YYYY-MM-DD previews a rollover; the same value reaches the prerender and the browser.
    MG_SITE_DATE: JSON.stringify(process.env.SITE_DATE ?? new Date().toISOString().slice(0, 10)),
    // Public origin for canonical and hreflang URLs (set SITE_URL when deploying).
    MG_SITE_URL: JSON.stringify(process.env.SITE_URL ?? "https://medicare-guide.example"),
  },
  build: {
    // Assets are precompressed by scripts/postbuild.ts; gzip reporting only slows the build.
    reportCompressedSize: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "design-system",
          environment: "jsdom",
          include: ["design-system/**/*.test.{ts,tsx}"],
          setupFiles: ["design-system/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          include: [
            "app/**/*.test.{ts,tsx}",
            "content/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "docs/**/*.test.{ts,tsx}",
            "a11y/**/*.test.ts",
          ],
          exclude: ["app/server/**"],
          setupFiles: ["design-system/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["app/server/**/*.test.ts", "functions/**/*.test.ts"],
          // One throwaway PostgreSQL for the store contract and the exactly-once tests.
          globalSetup: ["functions/quiz-data/test/global-postgres.ts"],
          // Real sockets, fsyncs and a database on a shared 2-core machine: bounded loops, generous clocks.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
