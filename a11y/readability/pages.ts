/**
 * Reading level of every prerendered page (WCAG 3.1.5, adopted AAA): the text
 * of each page's <main> in <BUILD_DIR>/client, without navigation (breadcrumbs),
 * tables, code and forms' hidden parts, scored with Flesch-Kincaid (English)
 * or Fernández-Huerta (Spanish). A report, not a blocking gate.
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
  const stripped = html.replace(/<(nav|table|pre|code)\b[\s\S]*?<\/\1>/gi, " ");
  return mainText(stripped);
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
