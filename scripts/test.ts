/**
 * `npm test`: every gate in order, stopping at the first failure, closing with
 * `gates: N passed, N failed`. Options: --only=a,b  --from=name  --skip=a,b.
 * After the build gate it serves the production build once (like `npm start`)
 * and hands its address to the browser gates as BASE_URL.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { performance } from "node:perf_hooks";
import { chromiumVersion, ensureChromium } from "./chromium.ts";
import { startBuildServer } from "./serve-build.ts";

interface Gate {
  name: string;
  run: () => Promise<boolean> | boolean;
}

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const only = args.get("only")?.split(",");
const skip = args.get("skip")?.split(",") ?? [];
const from = args.get("from");
const port = Number(process.env.TEST_PORT ?? 4173);
let server: ChildProcess | undefined;

function npmScript(script: string, extraEnv: Record<string, string> = {}): boolean {
  const npmCli = process.env.npm_execpath;
  const [cmd, pre] = npmCli ? [process.execPath, [npmCli]] : ["npm", []];
  const result = spawnSync(cmd, [...pre, "run", "--silent", script], {
    stdio: "inherit",
    env: { ...process.env, ...extraEnv },
  });
  if (result.error) console.error(result.error);
  return result.status === 0;
}

async function startServer(): Promise<boolean> {
  try {
    const started = await startBuildServer(port, process.env.DATA_DIR ?? "build/test-data");
    server = started.server;
    process.env.BASE_URL = started.base;
    return true;
  } catch (error) {
    console.error((error as Error).message);
    return false;
  }
}

const gates: Gate[] = [
  {
    name: "chromium",
    run: () => {
      try {
        const path = ensureChromium();
        process.env.CHROMIUM_PATH = path;
        console.info(`chromium: ${path} (${chromiumVersion(path)})`);
        return true;
      } catch (error) {
        console.error((error as Error).message);
        return false;
      }
    },
  },
  { name: "validate", run: () => npmScript("validate") },
  { name: "typecheck", run: () => npmScript("typecheck") },
  { name: "lint", run: () => npmScript("lint") },
  { name: "unit", run: () => npmScript("test:unit") },
  // Every custom a11y check against its fixtures (a11y/fixtures): a check that cannot fail stops here, before the route gate.
  { name: "a11y-selftest", run: () => npmScript("test:a11y-selftest") },
  { name: "build", run: () => npmScript("build") },
  // The production recipe (docs/deploy.md) through nginx: production install, PostgreSQL, SMTP, two instances,
  // one killed -9 (scripts/deploy/gate.ts); ports DEPLOY_PORT..+4.
  { name: "deploy", run: () => npmScript("test:deploy") },
  // Every prerendered /es/ page read as a Spanish reader meets it (scripts/spanish-gate): about 10 s, no browser.
  { name: "spanish", run: () => npmScript("test:spanish") },
  // Articles, path pages and tools at their reading-level target or listed with a reason (a11y/readability): ~1 s.
  { name: "reading-level", run: () => npmScript("test:reading-level") },
  // Every prerendered page through html-validate (a11y/html): no browser, ~20-60 s on 2 cores.
  { name: "html", run: () => npmScript("test:html") },
  { name: "serve", run: () => startServer() },
  { name: "e2e", run: () => npmScript("test:e2e") },
  // Every route template used before hydration (client entry held back), en + es: ~1 min on 2 cores.
  { name: "prehydration", run: () => npmScript("test:prehydration") },
  // Orca hears the build in English and Spanish; transcripts in a11y/screen-reader/transcripts.
  { name: "screen-reader", run: () => npmScript("test:screen-reader") },
  { name: "a11y", run: () => npmScript("test:a11y") },
  { name: "pa11y", run: () => npmScript("test:pa11y") },
  { name: "budget", run: () => npmScript("test:budget") },
  { name: "lighthouse", run: () => npmScript("test:lighthouse") },
  // The ACR counts unit and e2e tests as evidence only when this run passed them.
  {
    name: "report",
    run: () =>
      npmScript("report", { A11Y_TESTS_PASSED: passedGates.has("unit") && passedGates.has("e2e") ? "1" : "0" }),
  },
];

let selected = gates;
if (from)
  selected = selected.slice(
    Math.max(
      0,
      selected.findIndex((g) => g.name === from),
    ),
  );
if (only)
  selected = selected.filter(
    (g) =>
      only.includes(g.name) ||
      g.name === "chromium" ||
      (g.name === "serve" && only.some((o) => ["e2e", "screen-reader", "a11y", "pa11y", "lighthouse"].includes(o))),
  );
selected = selected.filter((g) => !skip.includes(g.name));

let passed = 0;
let failed = 0;
const passedGates = new Set<string>();
const started = performance.now();
const timings: string[] = [];
try {
  for (const gate of selected) {
    const t0 = performance.now();
    console.info(`\n=== gate: ${gate.name} ===`);
    const ok = await gate.run();
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    timings.push(`${gate.name} ${ok ? "passed" : "FAILED"} (${secs} s)`);
    if (ok) {
      passed++;
      passedGates.add(gate.name);
    } else {
      failed++;
      console.error(`gate ${gate.name} failed`);
      break;
    }
  }
} finally {
  server?.kill("SIGTERM");
}
console.info(`\n${timings.join("\n")}\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.info(`gates: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
