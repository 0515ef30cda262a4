/**
 * Provenance auditors can trust (issue "A gate that finds what rule engines miss", item 3): the report
 * and ACR a build ships must describe that build's own commit, with no uncommitted changes. The snapshot
 * cannot exist before the results it summarises, and a committed file cannot name its own commit, so the CI
 * run produces it: the report step publishes it (a11y/published), rebuilds the site so that the report and
 * ACR pages, the results table, acr.json and the OpenACR files are all made from it, and then checks that
 * every one of them names the commit the build was made from, clean (provenanceProblems). A build made from
 * the committed snapshot alone names the run that snapshot came from, an earlier commit: the check fails it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Files the report step itself writes: they never make a run "dirty" (they are its output). */
export const REPORT_OUTPUTS = ["a11y/published/", "content/pages/a11y-status.json"];

/** Whether `git status --porcelain` shows a change other than the report step's own outputs. */
export function dirtyPaths(porcelain: string): string[] {
  return porcelain
    .split("\n")
    .map((line) => line.slice(3).trim())
    .filter((path) => path && !REPORT_OUTPUTS.some((out) => path === out || path.startsWith(out)));
}

/** One shipped document that names the run it describes. */
export interface ShippedDocument {
  /** Path under the build's client folder. */
  file: string;
  /** The commit it names; undefined when the file is missing or names none. */
  commit?: string;
  /** Whether it says the run had uncommitted changes (undefined: it does not say). */
  dirty?: boolean;
}

/**
 * Every document the build ships that describes a test run: the site's report and ACR pages in both
 * languages (prerendered from a11y/published/acr.json), the full results table and the ACR data
 * (copied by a11y/acr/publish-build.ts), and the OpenACR files of both languages (a11y/acr/openacr.ts).
 */
export const SHIPPED_DOCUMENTS = [
  "accessibility-report/index.html",
  "accessibility-report/acr/index.html",
  "es/accessibility-report/index.html",
  "es/accessibility-report/acr/index.html",
  "accessibility-report/results/index.html",
  "accessibility-report/acr.json",
  "accessibility-report/openacr.yaml",
  "es/accessibility-report/openacr.yaml",
] as const;

/** What is wrong with the evidence a build ships, compared with the commit it was built from. */
export function provenanceProblems(head: string, shipped: readonly ShippedDocument[]): string[] {
  const problems: string[] = [];
  if (!/^[0-9a-f]{40}$/.test(head)) problems.push(`the build's commit is unknown (${head})`);
  for (const file of SHIPPED_DOCUMENTS) {
    const doc = shipped.find((d) => d.file === file);
    if (!doc?.commit) problems.push(`${file} names no commit (is it shipped?)`);
    else if (doc.commit !== head) problems.push(`${file} describes commit ${doc.commit}, the build is ${head}`);
    if (doc?.dirty) problems.push(`${file} describes a run with uncommitted changes`);
  }
  return problems;
}

const read = (dir: string, file: string) => (existsSync(join(dir, file)) ? readFileSync(join(dir, file), "utf8") : "");

/** Reads the commit and dirty flag each shipped document names. */
export function readShipped(clientDir: string): ShippedDocument[] {
  return SHIPPED_DOCUMENTS.map((file): ShippedDocument => {
    const text = read(clientDir, file);
    if (!text) return { file };
    if (file.endsWith(".json")) {
      const json = JSON.parse(text) as { commit?: string; dirty?: boolean };
      return { file, commit: json.commit, dirty: json.dirty };
    }
    if (file.endsWith(".yaml")) {
      // OpenACR: the product version is the commit; the run's dirty flag is acr.json's, said in the notes.
      return { file, commit: /^ {2}version: "?([0-9a-f]{40}|unknown)"?$/m.exec(text)?.[1] };
    }
    // Site pages: <code data-commit data-dirty>; the results table: "for commit <code>…</code> (with uncommitted changes)".
    const page = /<code data-commit="([0-9a-f]{40}|unknown)" data-dirty="(true|false)"/.exec(text);
    if (page) return { file, commit: page[1], dirty: page[2] === "true" };
    const table = /commit <code>([0-9a-f]{7,40}|unknown)<\/code>( \(with uncommitted changes\))?/.exec(text);
    return table ? { file, commit: table[1], dirty: Boolean(table[2]) } : { file };
  });
}
