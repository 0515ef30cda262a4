/**
 * Provenance auditors can trust (issue "A gate that finds what rule engines miss", item 3): the report
 * and ACR a build ships must describe that build's own commit, with no uncommitted changes. The snapshot
 * cannot exist before the results it summarises, so the CI run produces it: the report step publishes it
 * (a11y/published), copies it into the build it tested (shipSnapshot, as scripts/postbuild.ts does, with
 * its precompressed twins) and then checks what the build ships (provenanceProblems).
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
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

export interface ShippedSnapshot {
  /** Commit named by the shipped acr.json. */
  commit?: string;
  dirty?: boolean;
  /** The commits the shipped HTML pages name ("for commit <code>…</code>", "commit <code>…</code>"). */
  pageCommits: string[];
}

/** What is wrong with the evidence a build ships, compared with the commit it was built from. */
export function provenanceProblems(head: string, shipped: ShippedSnapshot): string[] {
  const problems: string[] = [];
  if (!/^[0-9a-f]{40}$/.test(head)) problems.push(`the build's commit is unknown (${head})`);
  if (shipped.commit !== head)
    problems.push(`the shipped acr.json describes commit ${shipped.commit ?? "none"}, the build is ${head}`);
  if (shipped.dirty !== false) problems.push("the shipped acr.json was produced with uncommitted changes");
  if (shipped.pageCommits.length === 0) problems.push("the shipped report pages name no commit");
  for (const c of new Set(shipped.pageCommits))
    if (c !== head) problems.push(`a shipped report page describes commit ${c}, the build is ${head}`);
  return problems;
}

/**
 * Where scripts/postbuild.ts publishes the snapshot: the full results table at /accessibility-report/results
 * and the ACR data beside it. The report and ACR pages themselves (/accessibility-report, /acr and their /es
 * twins) are site pages prerendered from the committed acr.json: they name the run that data came from.
 */
const SNAPSHOT_FILES: [from: string, to: string][] = [
  ["index.html", "results/index.html"],
  ["acr.json", "acr.json"],
  ["report.css", "report.css"],
];

/** Copies the published snapshot into the build's /accessibility-report, with .br and .gz twins. */
export function shipSnapshot(publishedDir: string, clientDir: string): void {
  const target = join(clientDir, "accessibility-report");
  mkdirSync(join(target, "results"), { recursive: true });
  for (const [from, to] of SNAPSHOT_FILES) {
    if (!existsSync(join(publishedDir, from))) continue;
    const body = readFileSync(join(publishedDir, from));
    writeFileSync(join(target, to), body);
    writeFileSync(
      join(target, `${to}.br`),
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(join(target, `${to}.gz`), gzipSync(body, { level: 9 }));
  }
}

/** Reads what the build ships at /accessibility-report. */
export function readShipped(clientDir: string): ShippedSnapshot {
  const dir = join(clientDir, "accessibility-report");
  const json = existsSync(join(dir, "acr.json"))
    ? (JSON.parse(readFileSync(join(dir, "acr.json"), "utf8")) as { commit?: string; dirty?: boolean })
    : {};
  const pageCommits = ["results/index.html"].flatMap((file) =>
    existsSync(join(dir, file))
      ? [...readFileSync(join(dir, file), "utf8").matchAll(/commit <code>([0-9a-f]{7,40}|unknown)<\/code>/g)].map(
          (m) => m[1]!,
        )
      : [],
  );
  return { commit: json.commit, dirty: json.dirty, pageCommits };
}
