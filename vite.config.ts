import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { toolDefines } from "./content/routes/tools.ts";
import { defineConfig, type Plugin } from "vitest/config";
import { chunkContents } from "./scripts/chunk-contents.ts";
import { LAZY_STRINGS, lazyPageStringsPlugin } from "./scripts/lazy-page-strings.ts";
import { readBuildProvenance } from "./a11y/report/build-provenance.ts";
import { browserRouteTablePlugin } from "./scripts/browser-route-table.ts";
import { splitByIsolation } from "./scripts/unit-isolation.ts";

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
 * The browser build gets an empty display bootstrap (app/shell/display-bootstrap.client.ts): the inline script
 * already ran from the prerendered <head>, and hydration keeps that element as it is.
 */
const clientBootstrap: Plugin = {
  name: "mg-client-bootstrap",
  enforce: "pre",
  async resolveId(source, importer, options) {
    if (!importer || !source.endsWith("/display-bootstrap.ts") || options.ssr || underTest) return null;
    const found = await this.resolve(source, importer, { ...options, skipSelf: true });
    return found && resolve(found.id, "..", "display-bootstrap.client.ts");
  },
};

/**
 * Fewer, larger shared chunks in the browser build (issue 10: a page loaded 23-59 files; React DOM was found last,
 * in the fourth wave; and one file compresses better than the same code in many). Two groups that every page
 * needs before it can hydrate:
 * - the framework (React, React DOM, React Router, i18next), preloaded by one hint (scripts/postbuild.ts);
 * - the site's shell: what the root route imports statically (header, footer, breadcrumbs, route table), so its
 *   CSS is one file too. Its lazy parts (menu drawer, display dialog, toasts) stay apart.
 * The pages' own code stays split by route.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/;
const IMPORT_OR_REEXPORT =
  /\b(import|export)\s*(?:type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?|[\w$]+(?:\s*,\s*\{[^}]*\})?)?\s*(?:from\s*)?["']([^"']+)["']/g;
const names = (list: string) =>
  list
    .replace(/[{}]/g, "")
    .split(",")
    .map(
      (n) =>
        n
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0] ?? "",
    )
    .filter(Boolean);

/**
 * Tiny modules that most pages load (under 1 KiB each: the heading, the native button and its label, the live
 * region, the hydration and language hooks, the toast call, the design system's string lookup) join the shell
 * chunk: as files of their own each cost a request, an import line and its own gzip dictionary (issue 10,
 * "fewer, larger shared chunks"; measured in the commit that added this).
 */
const SMALL_COMMON =
  /[\\/](design-system[\\/]src[\\/](components[\\/](Heading[\\/]Heading|PlainButton[\\/]PlainButton|Button[\\/]ButtonLabel|LiveRegion[\\/]LiveRegion)\.tsx|i18n[\\/]collect\.ts)|app[\\/](hooks[\\/](use-hydrated|use-lang)|shell[\\/]show-toast)\.ts)$/;

/** The design system's Callout and the icon it shares with Alert (one chunk; see the group). */
const CALLOUT = /[\\/]design-system[\\/]src[\\/]components[\\/]Callout[\\/](Callout|CalloutIcon)\.tsx$/;

function sharedChunks(): Plugin {
  const shell = new Set<string>();
  return {
    name: "mg-shared-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    async buildEnd() {
      // The root route's static import closure. A barrel's re-exports (the design system's index, React Aria's)
      // are followed only for the names the shell imports, as tree-shaking keeps only those.
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx\?/.test(id));
      if (!root) return;
      const wanted = new Set<string>();
      let grew = true;
      while (grew) {
        grew = false;
        const queue = [root];
        const seen = new Set<string>();
        while (queue.length) {
          const id = queue.pop() as string;
          if (seen.has(id) || FRAMEWORK.test(id)) continue;
          seen.add(id);
          if (!shell.has(id)) {
            shell.add(id);
            grew = true;
          }
          const code = this.getModuleInfo(id)?.code ?? "";
          for (const [, keyword, bindings = "", spec = ""] of code.matchAll(IMPORT_OR_REEXPORT)) {
            if (keyword === "import") for (const n of names(bindings)) wanted.add(n);
            if (keyword === "export" && bindings.startsWith("{") && !names(bindings).some((n) => wanted.has(n)))
              continue;
            const resolved = await this.resolve(spec, id);
            if (resolved && !resolved.external) queue.push(resolved.id);
          }
        }
      }
    },
    outputOptions: (options) => ({
      ...options,
      // A page's strings in one language (scripts/lazy-page-strings.ts) are named for it, so scripts/postbuild.ts
      // preloads the page language's and never the other's.
      chunkFileNames: (chunk) => {
        const strings = chunk.facadeModuleId ? LAZY_STRINGS.exec(chunk.facadeModuleId) : null;
        if (strings) return `assets/page-strings-${strings[1]}-[name]-[hash].js`;
        const given = options.chunkFileNames ?? "assets/[name]-[hash].js";
        return typeof given === "function" ? given(chunk) : given;
      },
      codeSplitting: {
        groups: [
          { name: "framework", test: FRAMEWORK, priority: 2 },
          { name: "shell", test: (id: string) => shell.has(id) || SMALL_COMMON.test(id), priority: 1 },
          // The callout and its icon, one file: 16 of the 30 page modules load both (Alert, in form pages, the
          // icon alone), and as two 0.4 KiB files each cost its own request and gzip stream (issue 10).
          { name: "callout", test: CALLOUT, priority: 0 },
        ],
      },
    }),
  };
}

/**
 * A unit-test project split in two by scripts/unit-isolation.ts: the files that can share a worker's modules
 * and page (isolate: false; design-system/test/setup.ts clears the page after each file) and those that
 * need their own.
 */
function unitProjects(name: string, environment: "jsdom" | "node", include: string[], excludePrefixes: string[] = []) {
  const { shared, own } = splitByIsolation(import.meta.dirname, include, excludePrefixes);
  const setupFiles = environment === "jsdom" ? ["design-system/test/setup.ts"] : [];
  return [
    { extends: true, test: { name, environment, include: shared, isolate: false, setupFiles } },
    ...(own.length
      ? [{ extends: true, test: { name: `${name} (own modules)`, environment, include: own, setupFiles } }]
      : []),
  ];
}

export default defineConfig({
  plugins: [
    !underTest && reactRouter(),
    preloadedStrings,
    clientBootstrap,
    !underTest && sharedChunks(),
    lazyPageStringsPlugin(),
    browserRouteTablePlugin(),
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
    // The tools' places on /tools, short names and card words, from each tool's "tool" block, each reader
    // only its part (content/routes/tools.ts): MG_TOOL_PLACES, MG_TOOL_ROUTE_TITLES_EN/ES, MG_TOOL_CARDS_EN/ES.
    ...toolDefines(),
    // The commit this build is made from and how it relates to the tested run the report pages describe
    // (a11y/report/build-provenance.ts); read only by their loaders, at prerender.
    MG_BUILD_PROVENANCE: JSON.stringify(readBuildProvenance(import.meta.dirname)),
  },
  build: {
    // Assets are precompressed by scripts/postbuild.ts; gzip reporting only slows the build.
    reportCompressedSize: false,
  },
  test: {
    projects: [
      // Test files share their worker's modules and page unless they change what later files would see
      // (scripts/unit-isolation.ts): each project below is two, "<name>" and "<name> (own modules)".
      ...unitProjects("design-system", "jsdom", ["design-system/**/*.test.{ts,tsx}"]),
      ...unitProjects(
        "app",
        "jsdom",
        ["app/**/*.test.tsx", "content/**/*.test.tsx", "docs/**/*.test.tsx"],
        ["app/server/"],
      ),
      // Plain .ts tests (models, content, gates' libraries) need no DOM: Node is several times faster to
      // start than jsdom per file (unit took 286 s of the fresh-clone run). A file that does need the DOM
      // says so with a `@vitest-environment jsdom` docblock.
      ...unitProjects(
        "models",
        "node",
        [
          "app/**/*.test.ts",
          "content/**/*.test.ts",
          "scripts/**/*.test.ts",
          "docs/**/*.test.ts",
          "a11y/**/*.test.ts",
          "tests/**/*.test.ts",
        ],
        ["app/server/"],
      ),
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
