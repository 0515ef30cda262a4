/**
 * `npm run build`: react-router build (prerenders every route of the route
 * table), then scripts/postbuild.ts (CSP hashes, sitemap, precompression).
 */
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";

const started = performance.now();
const bin = (name: string) => `node_modules/.bin/${name}`;
const steps: [string, string[]][] = [
  [bin("react-router"), ["build"]],
  [process.execPath, ["scripts/postbuild.ts"]],
];
for (const [cmd, args] of steps) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) {
    console.error(`build failed: ${cmd} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
    process.exit(1);
  }
}
console.info(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
