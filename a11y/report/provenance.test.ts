// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dirtyPaths, provenanceProblems, readShipped, shipSnapshot } from "./provenance.ts";

const HEAD = "a".repeat(40);
const OLD = "b".repeat(40);

describe("provenance of the shipped report", () => {
  it("accepts a snapshot of the build's own commit, clean", () => {
    expect(provenanceProblems(HEAD, { commit: HEAD, dirty: false, pageCommits: [HEAD, HEAD] })).toEqual([]);
  });

  it("fails a snapshot of another commit, a dirty one, or pages naming another commit", () => {
    expect(provenanceProblems(HEAD, { commit: OLD, dirty: false, pageCommits: [HEAD] })).toHaveLength(1);
    expect(provenanceProblems(HEAD, { commit: HEAD, dirty: true, pageCommits: [HEAD] })).toEqual([
      "the shipped acr.json was produced with uncommitted changes",
    ]);
    expect(provenanceProblems(HEAD, { commit: HEAD, dirty: false, pageCommits: [HEAD, OLD] })).toHaveLength(1);
    expect(provenanceProblems(HEAD, { commit: HEAD, dirty: false, pageCommits: [] })).toHaveLength(1);
    expect(provenanceProblems("unknown", { commit: "unknown", dirty: false, pageCommits: ["unknown"] })).toContain(
      "the build's commit is unknown (unknown)",
    );
  });

  it("does not count the report step's own outputs as uncommitted changes", () => {
    expect(dirtyPaths(" M a11y/published/acr.json\n M content/pages/a11y-status.json\n")).toEqual([]);
    expect(dirtyPaths(" M a11y/published/acr.json\n M app/root.tsx\n?? notes.txt\n")).toEqual([
      "app/root.tsx",
      "notes.txt",
    ]);
  });

  it("ships the published snapshot into the build, with its compressed twins, and reads it back", () => {
    const root = mkdtempSync(join(tmpdir(), "provenance-"));
    const published = join(root, "published");
    const client = join(root, "client");
    mkdirSync(published);
    writeFileSync(join(published, "index.html"), `<p>Generated today for commit <code>${HEAD}</code>.</p>`);
    writeFileSync(join(published, "acr.json"), JSON.stringify({ commit: HEAD, dirty: false }));
    shipSnapshot(published, client);
    expect(readFileSync(join(client, "accessibility-report", "results", "index.html"), "utf8")).toContain(HEAD);
    expect(readFileSync(join(client, "accessibility-report", "results", "index.html.gz")).length).toBeGreaterThan(0);
    const shipped = readShipped(client);
    expect(shipped).toEqual({ commit: HEAD, dirty: false, pageCommits: [HEAD] });
    expect(provenanceProblems(HEAD, shipped)).toEqual([]);
  });
});
