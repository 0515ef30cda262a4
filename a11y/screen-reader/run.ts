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

async function main(): Promise<number> {
  const t0 = performance.now();
  const aptSecs = ensureScreenReaderPackages();
  if (aptSecs) console.info(`screen-reader: apt install took ${aptSecs.toFixed(0)} s`);
  const chromiumPath = ensureChromium();
  const { base, server } = await startServer();
  mkdirSync(REPORTS, { recursive: true });
  const display = Number(process.env.SCREEN_READER_DISPLAY ?? 90 + (process.pid % 400));
  let failures = 0;
  try {
    for (const [index, { lang, locale }] of SESSIONS.entries()) {
      const session = new ScreenReaderSession({
        locale,
        display: display + index,
        chromiumPath,
        localeCache: join(ROOT, "build/screen-reader/locales"),
        debugLog: join(REPORTS, `orca-debug-${lang}.log`),
      });
      try {
        await session.start();
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
            const actual = formatTranscript(`${journey.title} (${lang}, Orca ${locale})`, driver.steps);
            writeFileSync(join(REPORTS, `${lang}-${journey.id}${attempt > 1 ? `-attempt${attempt}` : ""}.txt`), actual);
            outcome = { error, actual, diff: error || update ? "" : diffLines(expected, actual) };
            if (!outcome.error && !outcome.diff) break;
            if (attempt === 1 && !update)
              console.info(`↻ ${lang}/${journey.id}: heard differently, hearing it once more`);
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
      } finally {
        await session.stop();
      }
    }
  } finally {
    server?.kill("SIGTERM");
  }
  console.info(
    `screen-reader: ${failures ? `${failures} failed` : "all heard as expected"} in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  return failures ? 1 : 0;
}

process.exitCode = await main().catch((e: unknown) => {
  console.error(e);
  return 1;
});
