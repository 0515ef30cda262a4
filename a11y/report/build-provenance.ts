/**
 * What the site's report and ACR pages say about the build that ships them (issue "A gate that finds what
 * rule engines miss", item 3: "the published evidence names the exact commit and build it describes").
 * The pages show the tested run's commit (a11y/published/acr.json); a build made later from the committed
 * snapshot must not let a reader take those results for its own. vite.config.ts reads this once per build
 * (MG_BUILD_PROVENANCE) and the pages say which of the four cases holds, in the visitor's language.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BuildProvenance, BuildRelation } from "@medicare-guide/content/accessibility-report/build";
import { dirtyPaths, REPORT_OUTPUTS } from "./provenance.ts";

export type { BuildProvenance, BuildRelation };

/**
 * Pure: the relation from the tested commit, the build's commit, the files changed between them and the build's
 * uncommitted files.
 * - same: built from the tested commit (the CI run's report step rebuilds the site from its own snapshot);
 * - same-code: built from a later commit that changes nothing but the report's own files (the committed
 *   snapshot of a clean run), so the results describe this code;
 * - changed: the code changed since the tested commit (or the build has uncommitted changes);
 * - unknown: no history to compare with (a copy without .git, or a tested commit this copy does not have).
 */
export function buildRelation(input: {
  tested: string;
  build: string;
  /** `git diff --name-only <tested> <build>`; undefined when git cannot compare them. */
  changedSince: string[] | undefined;
  /** Uncommitted paths of the build's working tree, the report's own outputs left out (dirtyPaths). */
  uncommitted: string[];
}): BuildRelation {
  const sha = /^[0-9a-f]{40}$/;
  if (!sha.test(input.tested) || !sha.test(input.build) || !input.changedSince) return "unknown";
  if (input.uncommitted.length > 0) return "changed";
  if (input.tested === input.build) return "same";
  const code = input.changedSince.filter(
    (path) => path && !REPORT_OUTPUTS.some((out) => path === out || path.startsWith(out)),
  );
  return code.length === 0 ? "same-code" : "changed";
}

function git(root: string, args: string[]): string | undefined {
  const run = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  // trimEnd only: a porcelain line starts with its status columns (" M path").
  return run.status === 0 ? run.stdout.trimEnd() : undefined;
}

/** Reads the tested commit from the snapshot and compares it with the working tree's HEAD. */
export function readBuildProvenance(root: string): BuildProvenance {
  const snapshot = join(root, "a11y", "published", "acr.json");
  const tested = existsSync(snapshot)
    ? String((JSON.parse(readFileSync(snapshot, "utf8")) as { commit?: string }).commit ?? "unknown")
    : "unknown";
  const build = git(root, ["rev-parse", "HEAD"]) ?? "unknown";
  const changed = git(root, ["diff", "--name-only", tested, build]);
  const porcelain = git(root, ["status", "--porcelain"]) ?? "";
  return {
    build,
    relation: buildRelation({
      tested,
      build,
      changedSince: changed === undefined ? undefined : changed.split("\n"),
      uncommitted: dirtyPaths(porcelain),
    }),
  };
}
