/**
 * Per-cell result records. Each test writes one JSON file under
 * a11y/reports/<kind>/ (no shared file between workers); the global teardown
 * merges them into a11y/reports/<kind>.json.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPORTS_DIR } from "../config.ts";
import type { AxeScan } from "./axe.ts";
import type { CheckResult } from "./check-result.ts";

export interface ScanRecord extends AxeScan {
  /** "default", "directory-open", "menu-open", "display-settings-open", a state id from a11y/states, or a gallery overlay. */
  state: string;
}

export interface CellRecord {
  kind: "page" | "gallery" | "docs";
  /** Route id (pages) or "gallery". */
  route: string;
  path: string;
  lang: string;
  width: number;
  height: number;
  theme: string;
  scans: ScanRecord[];
  checks: CheckResult[];
  /** Everything that failed the cell (axe violations after false positives, failed checks). */
  problems: string[];
  durationMs: number;
  /** Milliseconds per step, to keep the gate fast. */
  timings?: Record<string, number>;
  /** Free-form details (gallery: what each trigger opened). */
  notes?: string[];
}

export type RecordKind = "axe" | "gallery" | "docs" | "forced-colours";

/**
 * The record kinds of the projects this run executes (--project=site|gallery|docs, or all):
 * a run of one project must not wipe or re-merge the results of the others.
 */
export function selectedKinds(argv: readonly string[] = process.argv): RecordKind[] {
  const byProject: Record<string, RecordKind> = {
    site: "axe",
    gallery: "gallery",
    docs: "docs",
    "forced-colours": "forced-colours",
  };
  const projects = argv.flatMap((a, i) =>
    a.startsWith("--project=") ? [a.slice("--project=".length)] : a === "--project" ? [argv[i + 1] ?? ""] : [],
  );
  if (projects.length === 0) return ["axe", "gallery", "docs", "forced-colours"];
  return [...new Set(projects.map((p) => byProject[p]).filter((k): k is RecordKind => Boolean(k)))];
}

export function recordDir(kind: RecordKind): string {
  return join(REPORTS_DIR, kind);
}

export function resetRecords(kind: RecordKind): void {
  rmSync(recordDir(kind), { recursive: true, force: true });
  mkdirSync(recordDir(kind), { recursive: true });
}

export function writeRecord(kind: RecordKind, name: string, record: CellRecord): void {
  mkdirSync(recordDir(kind), { recursive: true });
  writeFileSync(join(recordDir(kind), `${name}.json`), JSON.stringify(record, null, 1));
}

/** Merges the per-cell files into a11y/reports/<kind>.json, sorted for stable diffs. */
export function mergeRecords(kind: RecordKind, meta: Record<string, unknown>): CellRecord[] {
  let files: string[] = [];
  try {
    files = readdirSync(recordDir(kind)).filter((f) => f.endsWith(".json"));
  } catch {
    /* nothing ran */
  }
  const cells = files
    .map((f) => JSON.parse(readFileSync(join(recordDir(kind), f), "utf8")) as CellRecord)
    .sort((a, b) =>
      `${a.path} ${a.lang} ${a.width} ${a.theme}`.localeCompare(`${b.path} ${b.lang} ${b.width} ${b.theme}`),
    );
  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(
    join(REPORTS_DIR, `${kind}.json`),
    JSON.stringify({ generatedAt: new Date().toISOString(), ...meta, cells }, null, 1),
  );
  return cells;
}
