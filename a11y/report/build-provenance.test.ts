import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildRelation, readBuildProvenance } from "./build-provenance.ts";

const TESTED = "a".repeat(40);
const LATER = "b".repeat(40);

describe("what the report pages say about the build that ships them", () => {
  it("same commit, clean: the results describe this build", () => {
    expect(buildRelation({ tested: TESTED, build: TESTED, changedSince: [], uncommitted: [] })).toBe("same");
  });

  it("a later commit that changes only the report's own outputs: the same code", () => {
    const changedSince = ["a11y/published/acr.json", "a11y/published/index.html", "content/pages/a11y-status.json", ""];
    expect(buildRelation({ tested: TESTED, build: LATER, changedSince, uncommitted: [] })).toBe("same-code");
  });

  it("a later commit that changes code, or uncommitted changes: changed", () => {
    expect(
      buildRelation({
        tested: TESTED,
        build: LATER,
        changedSince: ["a11y/published/acr.json", "app/root.tsx"],
        uncommitted: [],
      }),
    ).toBe("changed");
    expect(buildRelation({ tested: TESTED, build: TESTED, changedSince: [], uncommitted: ["app/root.tsx"] })).toBe(
      "changed",
    );
  });

  it("no history to compare: unknown, never 'same'", () => {
    expect(buildRelation({ tested: TESTED, build: LATER, changedSince: undefined, uncommitted: [] })).toBe("unknown");
    expect(buildRelation({ tested: "unknown", build: LATER, changedSince: [], uncommitted: [] })).toBe("unknown");
    expect(buildRelation({ tested: TESTED, build: "unknown", changedSince: [], uncommitted: [] })).toBe("unknown");
  });

  it("reads a real repository: snapshot commit, then a report-only commit, then a code change", () => {
    const root = mkdtempSync(join(tmpdir(), "mg-provenance-"));
    const git = (...args: string[]) =>
      spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
        cwd: root,
        encoding: "utf8",
      }).stdout.trim();
    git("init", "-q");
    mkdirSync(join(root, "a11y", "published"), { recursive: true });
    writeFileSync(join(root, "code.ts"), "export {};\n");
    writeFileSync(join(root, "a11y", "published", "acr.json"), "{}");
    git("add", ".");
    git("commit", "-qm", "tested");
    const tested = git("rev-parse", "HEAD");
    writeFileSync(join(root, "a11y", "published", "acr.json"), JSON.stringify({ commit: tested }));
    expect(readBuildProvenance(root)).toEqual({ build: tested, relation: "same" });
    git("commit", "-qam", "the run's snapshot");
    expect(readBuildProvenance(root)).toEqual({ build: git("rev-parse", "HEAD"), relation: "same-code" });
    writeFileSync(join(root, "code.ts"), "export const changed = 1;\n");
    expect(readBuildProvenance(root).relation).toBe("changed");
    git("commit", "-qam", "code");
    expect(readBuildProvenance(root).relation).toBe("changed");
  });
});
