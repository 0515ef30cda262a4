/**
 * Builds the Accessibility Conformance Report from the gate results, the
 * manual records (a11y/manual) and the prerendered build: evaluates every
 * criterion (evaluate.ts), scores the reading level of every page, and returns
 * the ACR as JSON and as HTML (render.ts). The report step (a11y/report/
 * build-report.ts) writes it under a11y/reports/ and publishes it.
 */
import { join, resolve } from "node:path";
import { allPagePaths } from "@medicare-guide/content/routes";
import { ROOT, THEMES, VIEWPORTS } from "../config.ts";
import { loadManualRecords } from "../manual/index.ts";
import type { ManualRecord } from "../manual/schema.ts";
import policy from "../policy.json" with { type: "json" };
import { scoreBuild, type PageReading } from "../readability/pages.ts";
import { axeRules } from "./axe-rules.ts";
import { CRITERIA } from "./criteria.ts";
import {
  criteriaWithoutMapping,
  evaluateAll,
  missingCells,
  type CriterionResult,
  type ExpectedCell,
  type GateCell,
  type Pa11yResultRow,
} from "./evaluate.ts";
import { htmlFacts } from "./inventory.ts";
import { renderAcr, type AcrMeta, type ReportLinks } from "./render.ts";
import { a11yStatus, type A11yStatus } from "./statement.ts";

export interface AcrInput {
  cells: readonly GateCell[];
  pa11y?: readonly Pa11yResultRow[];
  generatedAt: string;
  commit: string;
  dirty: boolean;
  versions: Record<string, string>;
  buildDir?: string;
  testsPassed?: boolean;
}

export interface AcrOutput {
  results: CriterionResult[];
  readability: { pages: PageReading[]; missing: string[] };
  manual: ManualRecord[];
  expected: ExpectedCell[];
  missing: string[];
  unmapped: string[];
  json: Record<string, unknown>;
  status: A11yStatus;
  html: (links: ReportLinks) => string;
}

export function expectedCells(): ExpectedCell[] {
  return allPagePaths().flatMap(({ path }) =>
    VIEWPORTS.flatMap((vp) => THEMES.map((t) => ({ path, width: vp.width, theme: t.id }))),
  );
}

export function buildAcr(input: AcrInput): AcrOutput {
  const { version: axeVersion, rules } = axeRules();
  const manual = loadManualRecords();
  const pages = allPagePaths();
  const clientDir = join(resolve(ROOT, input.buildDir ?? process.env.BUILD_DIR ?? "build"), "client");
  const readability = scoreBuild(clientDir, pages);
  const facts = htmlFacts(
    clientDir,
    pages.map((p) => p.path),
    readability.pages,
  );
  const expected = expectedCells();
  const pageCells = input.cells.filter((c) =>
    expected.some((e) => e.path === c.path && e.width === c.width && e.theme === c.theme),
  );
  const results = evaluateAll({
    criteria: CRITERIA,
    axeRules: rules,
    cells: pageCells,
    expectedCells: expected.length,
    pa11y: input.pa11y,
    manual,
    facts,
    testsPassed: input.testsPassed,
    advisoryChecks: policy.advisoryCustomChecks,
  });
  const missing = missingCells(expected, input.cells, input.pa11y);
  const unmapped = criteriaWithoutMapping(CRITERIA, rules);
  const coverage = { cells: pageCells.length, expected: expected.length };
  const meta: AcrMeta = {
    generatedAt: input.generatedAt,
    commit: input.commit,
    dirty: input.dirty,
    versions: { ...input.versions, "axe-core": axeVersion },
    coverage: { ...coverage, missing: missing.length },
    manualRecords: manual.map((m) => ({
      id: m.id,
      title: m.title,
      date: m.date,
      testerRole: m.testerRole,
      assistiveTechnology: `${m.assistiveTechnology.name} (${m.assistiveTechnology.version})`,
      result: m.result,
    })),
    testsPassed: input.testsPassed,
  };
  const status = a11yStatus(results, manual, { generatedAt: input.generatedAt, commit: input.commit, coverage });
  const json = {
    format: "Accessibility Conformance Report, WCAG 2.2 edition (VPAT 2.5 layout)",
    product: "Medicare Guide website",
    ...meta,
    facts,
    unmappedCriteria: unmapped,
    missingResults: missing.length,
    criteria: results,
  };
  return {
    results,
    readability,
    manual,
    expected,
    missing,
    unmapped,
    json,
    status,
    html: (links) => renderAcr(results, meta, links),
  };
}
