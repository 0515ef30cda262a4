/**
 * `npm run build`: react-router build (prerenders every route of the route
 * table), the reading pages' enhancement module (vite.enhance.config.ts), the service worker (vite.sw.config.ts), then the
 * accessibility report's published documents (a11y/acr/publish-build.ts) and scripts/postbuild.ts (CSP hashes,
 * sitemap, manifests, the worker's precache list, precompression).
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";

const started = performance.now();
// react-router's CLI run by this Node (24), whatever node is first on PATH.
const reactRouterCli = resolve("node_modules/@react-router/dev/bin.cjs");
const viteCli = resolve("node_modules/vite/bin/vite.js");
// The site, then the design-system docs (built into <BUILD_DIR>/docs); `--site` skips the docs.
const docsDir = resolve(process.env.BUILD_DIR ?? "build", "docs");
const steps: [string, string[], Record<string, string>?, string?][] = [
  [process.execPath, [reactRouterCli, "build"]],
  // The reading pages' enhancement module, apart from the framework (vite.enhance.config.ts; issue 29).
  [process.execPath, [viteCli, "build", "--config", "vite.enhance.config.ts"]],
  // The service worker's source with Workbox (issue 28); postbuild writes its precache list into it.
  [process.execPath, [viteCli, "build", "--config", "vite.sw.config.ts"]],
  // The accessibility report's published documents (a11y/published) into the build, run as a process: scripts/
  // imports nothing from a11y/ (README "Layers").
  [process.execPath, ["a11y/acr/publish-build.ts"]],
  [process.execPath, ["scripts/postbuild.ts"]],
];
if (!process.argv.includes("--site")) {
  // Run from docs/ (its own project root): react-router resolves the server build from the working directory.
  steps.push([process.execPath, [reactRouterCli, "build"], { DOCS_BUILD_DIR: docsDir }, "docs"]);
  steps.push([process.execPath, ["scripts/postbuild.ts", "--docs"], { DOCS_BUILD_DIR: docsDir }]);
}
// Start clean: Vite does not empty an output folder outside the project, and stale
// prerendered pages or .data files would be served as if they were new.
rmSync(resolve(process.env.BUILD_DIR ?? "build"), { recursive: true, force: true });
for (const [cmd, args, env, cwd] of steps) {
  const result = spawnSync(cmd, args, {
    stdio: "inherit",
    cwd,
    env: { ...process.env, NODE_ENV: "production", ...env },
  });
  if (result.status !== 0) {
    console.error(`build failed: ${cmd} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
    process.exit(1);
  }
}
console.info(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
