/**
 * `npm run test:screen-reader`: hears the production build with Orca, in English
 * (Orca in en_US) and in Spanish (es_US), and compares every journey's transcript
 * with the committed one in a11y/screen-reader/transcripts/<lang>/<journey>.txt.
 * Any difference fails the gate with a readable diff: a change in what users
 * hear is reviewed like a change in code.
 *   --update        re-record the expected transcripts
 *   --only=quiz,…   run some journeys
 * BASE_URL: the server `npm test` started; alone, it starts one on E2E_PORT.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "../../scripts/chromium.ts";
import { startBuildServer } from "../../scripts/serve-build.ts";
import { JOURNEYS, JourneyDriver, type JourneyLang } from "./journeys.ts";
import { ensureScreenReaderPackages } from "./packages.ts";
import { ScreenReaderSession, type OrcaLocale } from "./session.ts";
import { diffLines, formatTranscript } from "./transcript.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "../..");
const REPORTS = join(ROOT, "a11y/reports/screen-reader");
const args = process.argv.slice(2);
const update = args.includes("--update");
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const SESSIONS: { lang: JourneyLang; locale: OrcaLocale }[] = [
  { lang: "en", locale: "en_US" },
  { lang: "es", locale: "es_US" },
];

async function startServer(): Promise<{ base: string; server?: ChildProcess }> {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL };
  return startBuildServer(Number(process.env.E2E_PORT ?? 4173));
}

interface SessionRun {
  lang: JourneyLang;
  locale: OrcaLocale;
  display: number;
  chromiumPath: string;
  base: string;
}

/** Hears every journey in one language with its own Orca; returns the failures and the timing report's lines. */
async function runSession({ lang, locale, display, chromiumPath, base }: SessionRun): Promise<{
  failures: number;
  timings: string[];
}> {
  let failures = 0;
  const timings: string[] = [];
  const session = new ScreenReaderSession({
    locale,
    display,
    chromiumPath,
    localeCache: join(ROOT, "build/screen-reader/locales"),
    debugLog: join(REPORTS, `orca-debug-${lang}.log`),
  });
  try {
    const started = performance.now();
    await session.start();
    timings.push(`${lang} session start: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const journey of JOURNEYS.filter((j) => !only || only.includes(j.id))) {
      const file = join(HERE, "transcripts", lang, `${journey.id}.txt`);
      const expected = existsSync(file) ? readFileSync(file, "utf8") : "";
      // A real screen reader's speech depends on timing (when Orca's event queue drains): a journey whose
      // transcript differs is heard once more from the start, and fails only if it differs again. Both
      // attempts are kept in the reports folder; a retry is printed, so flakiness stays visible.
      let outcome: { error: string; actual: string; diff: string } | undefined;
      for (let attempt = 1; attempt <= (update ? 1 : 2); attempt++) {
        const driver = new JourneyDriver(session, base, lang);
        let error = "";
        try {
          await journey.run(driver);
        } catch (e) {
          error = (e as Error).message;
        }
        timings.push(
          `${lang}/${journey.id}${attempt > 1 ? ` (attempt ${attempt})` : ""}: ` +
            `${(driver.steps.reduce((t, s) => t + (s.ms ?? 0), 0) / 1000).toFixed(1)} s`,
          ...driver.steps.map((s) => `  ${((s.ms ?? 0) / 1000).toFixed(2).padStart(6)} s  ${s.action}`),
        );
        const actual = formatTranscript(`${journey.title} (${lang}, Orca ${locale})`, driver.steps);
        writeFileSync(join(REPORTS, `${lang}-${journey.id}${attempt > 1 ? `-attempt${attempt}` : ""}.txt`), actual);
        outcome = { error, actual, diff: error || update ? "" : diffLines(expected, actual) };
        if (!outcome.error && !outcome.diff) break;
        if (attempt === 1 && !update) console.info(`↻ ${lang}/${journey.id}: heard differently, hearing it once more`);
      }
      const { error, actual, diff } = outcome!;
      if (error) {
        failures++;
        console.error(`✗ ${lang}/${journey.id}: ${error}\n${actual}`);
        continue;
      }
      if (update) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, actual);
        console.info(`✎ ${lang}/${journey.id}: recorded`);
        continue;
      }
      if (diff) {
        failures++;
        console.error(
          `✗ ${lang}/${journey.id}: Orca now says something else (- expected, + heard). ` +
            `If the change is intended, re-record with: npm run test:screen-reader -- --update\n${diff}\n`,
        );
      } else console.info(`✓ ${lang}/${journey.id}`);
    }
  } catch (e) {
    // A session that cannot start fails its language; the other language is still heard in full.
    failures++;
    console.error(`✗ ${lang}: ${(e as Error).message}`);
  } finally {
    await session.stop();
  }
  return { failures, timings };
}

async function main(): Promise<number> {
  const t0 = performance.now();
  const aptSecs = ensureScreenReaderPackages();
  if (aptSecs) console.info(`screen-reader: apt install took ${aptSecs.toFixed(0)} s`);
  const chromiumPath = ensureChromium();
  const { base, server } = await startServer();
  mkdirSync(REPORTS, { recursive: true });
  const display = Number(process.env.SCREEN_READER_DISPLAY ?? 90 + (process.pid % 400));
  // The two languages are heard at the same time, each by its own Orca on its own display and buses: most of
  // a journey's time is waiting for speech to settle, not work, so two sessions take little longer than one.
  // SCREEN_READER_SERIAL=1 hears one language after the other (to tell a race between them from a change).
  const runs = SESSIONS.map(({ lang, locale }, index) => ({
    lang,
    locale,
    display: display + index,
    chromiumPath,
    base,
  }));
  let results: { failures: number; timings: string[] }[] = [];
  try {
    if (process.env.SCREEN_READER_SERIAL === "1") for (const run of runs) results.push(await runSession(run));
    else results = await Promise.all(runs.map(runSession));
  } finally {
    server?.kill("SIGTERM");
    writeFileSync(join(REPORTS, "timings.txt"), `${results.flatMap((r) => r.timings).join("\n")}\n`);
  }
  const failures = results.reduce((n, r) => n + r.failures, 0);
  console.info(
    `screen-reader: ${failures ? `${failures} failed` : "all heard as expected"} in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  return failures ? 1 : 0;
}

process.exitCode = await main().catch((e: unknown) => {
  console.error(e);
  return 1;
});
