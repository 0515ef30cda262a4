/**
 * Reading level of every prerendered page (WCAG 3.1.5, adopted AAA): the text
 * of each page's <main> in <BUILD_DIR>/client, without navigation (breadcrumbs),
 * tables, code and forms' hidden parts, scored with Flesch-Kincaid (English)
 * or Fernández-Huerta (Spanish). The report shows every page; articles, path pages and
 * tools are held to the target (readingLevelProblems, `npm run test:reading-level`).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { mainText, scoreText, TARGETS, type ReadingScore } from "./readability.ts";

export interface PageReading extends ReadingScore {
  path: string;
  lang: "en" | "es";
  formula: "Flesch-Kincaid grade" | "Fernández-Huerta ease";
  target: string;
}

/** The prerendered file of a page path. */
export function pageFile(clientDir: string, path: string): string {
  return join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

/** Main text for scoring: navigation, tables, code and preformatted blocks removed first. */
export function readableText(html: string): string {
  return mainText(html, { proseOnly: true });
}

export function scorePage(html: string, path: string, lang: "en" | "es"): PageReading {
  const score = scoreText(readableText(html), lang);
  return {
    path,
    lang,
    ...score,
    formula: lang === "en" ? "Flesch-Kincaid grade" : "Fernández-Huerta ease",
    target: lang === "en" ? `grade ${TARGETS.en.maxGrade} or lower` : `ease ${TARGETS.es.minEase} or higher`,
  };
}

/** Scores the pages found in the build; pages whose HTML is missing are returned in `missing`. */
export function scoreBuild(
  clientDir: string,
  pages: readonly { path: string; lang: string }[],
): { pages: PageReading[]; missing: string[] } {
  const out: PageReading[] = [];
  const missing: string[] = [];
  for (const { path, lang } of pages) {
    const file = pageFile(clientDir, path);
    if (!existsSync(file)) {
      missing.push(path);
      continue;
    }
    out.push(scorePage(readFileSync(file, "utf8"), path, lang === "es" ? "es" : "en"));
  }
  return { pages: out, missing };
}

/** A page allowed above its target, with the reason its subject cannot be said more plainly. */
export interface ReadingException {
  path: string;
  reason: string;
}

/**
 * The problems that fail the reading-level gate: a held page above its target and not excepted; an
 * exception without a reason, for a page that meets its target now, or for a page not held.
 */
export function readingLevelProblems(
  pages: readonly PageReading[],
  heldPaths: readonly string[],
  exceptions: readonly ReadingException[],
): string[] {
  const problems: string[] = [];
  const excepted = new Set(exceptions.map((e) => e.path));
  for (const e of exceptions) {
    if (!e.reason.trim()) problems.push(`exceptions.json: ${e.path} has no reason`);
    if (!heldPaths.includes(e.path)) problems.push(`exceptions.json: ${e.path} is not a page held to the target`);
  }
  for (const page of pages) {
    if (!heldPaths.includes(page.path)) continue;
    const line = `${page.path}: ${page.formula} ${page.score} (target ${page.target}, ${page.words} words)`;
    if (page.meetsTarget && excepted.has(page.path))
      problems.push(`${line}: meets its target now, take it off exceptions.json`);
    else if (!page.meetsTarget && !excepted.has(page.path)) problems.push(line);
  }
  return problems;
}
