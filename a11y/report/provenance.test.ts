// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { dirtyPaths, provenanceProblems, readShipped, SHIPPED_DOCUMENTS, type ShippedDocument } from "./provenance.ts";

const HEAD = "a".repeat(40);
const OLD = "b".repeat(40);

const page = (commit: string, dirty: boolean) =>
  `<dd><code data-commit="${commit}" data-dirty="${dirty}">${commit.slice(0, 12)}</code></dd>`;
const all = (commit: string, dirty = false): ShippedDocument[] =>
  SHIPPED_DOCUMENTS.map((file) => ({ file, commit, dirty }));

describe("provenance of the shipped report", () => {
  it("accepts a build whose every report document names its own commit, clean", () => {
    expect(provenanceProblems(HEAD, all(HEAD))).toEqual([]);
  });

  it("fails a document of another commit, a dirty run, a missing document, an unknown build commit", () => {
    const old = all(HEAD).map((d) => (d.file === "es/accessibility-report/acr/index.html" ? { ...d, commit: OLD } : d));
    expect(provenanceProblems(HEAD, old)).toEqual([
      `es/accessibility-report/acr/index.html describes commit ${OLD}, the build is ${HEAD}`,
    ]);
    expect(provenanceProblems(HEAD, all(HEAD, true))).toHaveLength(SHIPPED_DOCUMENTS.length);
    expect(provenanceProblems(HEAD, all(HEAD).slice(1))).toEqual([
      "accessibility-report/index.html names no commit (is it shipped?)",
    ]);
    expect(provenanceProblems("unknown", all("unknown"))).toContain("the build's commit is unknown (unknown)");
  });

  it("does not count the report step's own outputs as uncommitted changes", () => {
    expect(dirtyPaths(" M a11y/published/acr.json\n M content/pages/a11y-status.json\n")).toEqual([]);
    expect(dirtyPaths(" M a11y/published/acr.json\n M app/root.tsx\n?? notes.txt\n")).toEqual([
      "app/root.tsx",
      "notes.txt",
    ]);
  });

  it("reads the commit each kind of shipped document names", () => {
    const client = mkdtempSync(join(tmpdir(), "provenance-"));
    const put = (file: string, text: string) => {
      mkdirSync(dirname(join(client, file)), { recursive: true });
      writeFileSync(join(client, file), text);
    };
    put("accessibility-report/index.html", page(HEAD, false));
    put("accessibility-report/acr/index.html", page(HEAD, false));
    put("es/accessibility-report/index.html", page(OLD, true));
    put("accessibility-report/results/index.html", `<p>Generated today for commit <code>${HEAD}</code>.</p>`);
    put("accessibility-report/acr.json", JSON.stringify({ commit: HEAD, dirty: false }));
    put("accessibility-report/openacr.yaml", `title: ACR\nproduct:\n  name: Site\n  version: ${HEAD}\n`);
    put("es/accessibility-report/openacr.yaml", `title: ACR\nproduct:\n  name: Site\n  version: "${OLD}"\n`);
    expect(readShipped(client)).toEqual([
      { file: "accessibility-report/index.html", commit: HEAD, dirty: false },
      { file: "accessibility-report/acr/index.html", commit: HEAD, dirty: false },
      { file: "es/accessibility-report/index.html", commit: OLD, dirty: true },
      { file: "es/accessibility-report/acr/index.html" },
      { file: "accessibility-report/results/index.html", commit: HEAD, dirty: false },
      { file: "accessibility-report/acr.json", commit: HEAD, dirty: false },
      { file: "accessibility-report/openacr.yaml", commit: HEAD },
      { file: "es/accessibility-report/openacr.yaml", commit: OLD },
    ]);
  });
});
