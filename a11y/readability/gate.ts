/**
 * `npm run test:reading-level`: the reading level of the pages written to be read (WCAG 3.1.5, adopted
 * AAA; specification "Plain language") becomes blocking. News articles, the path pages and the tool pages
 * (their help text is the text of the page) must meet their language's target (Flesch-Kincaid grade 8 or
 * lower in English, Fernández-Huerta ease 60 or higher in Spanish), unless a11y/readability/exceptions.json
 * lists the page with the reason its subject cannot be said more plainly. Reads the prerendered pages
 * (BUILD_DIR, default build) without a browser: about a second.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { allPagePaths } from "../../content/routes/index.ts";
import { ROOT } from "../config.ts";
import { readingLevelProblems, scoreBuild, type ReadingException } from "./pages.ts";

/** Route modules of the articles and path pages; every tool of the tools hub (route.tool) is held too. */
const HELD_TO_TARGET = /^pages\/(news\/ArticlePage|path\/PathPage)\.tsx$/;

const clientDir = join(ROOT, process.env.BUILD_DIR ?? "build", "client");
const exceptions = JSON.parse(readFileSync(join(ROOT, "a11y", "readability", "exceptions.json"), "utf8")) as {
  pages: ReadingException[];
};
const held = allPagePaths().filter((p) => p.route.tool || HELD_TO_TARGET.test(p.route.file));
if (!existsSync(clientDir)) {
  console.error(`reading level: no build at ${clientDir} (run npm run build)`);
  process.exit(1);
}
const { pages, missing } = scoreBuild(clientDir, held);
const problems = [
  ...missing.map((p) => `${p}: not in the build`),
  ...readingLevelProblems(
    pages,
    held.map((p) => p.path),
    exceptions.pages,
  ),
];
if (process.env.READING_LEVEL_VERBOSE) for (const p of pages) console.info(`${p.path} ${p.score} ${p.meetsTarget}`);
if (problems.length) {
  console.error(`reading level: ${problems.length} page(s) above their target\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.info(
  `reading level: ${pages.length} pages at or within their target (${exceptions.pages.length} listed exceptions)`,
);
