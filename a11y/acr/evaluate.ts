/**
 * The ACR's conformance level per criterion, decided BY RULE from the evidence
 * (pure: the inputs are the gate results, the manual records and the facts read
 * from the build; build-acr.ts reads them from disk).
 *
 * Rules, in order:
 * 1. Obsolete in WCAG 2.2 (4.1.1): "Not Applicable", said so.
 * 2. Any failing evidence (an axe violation or a failed custom check in some
 *    page cell, a pa11y error mapped to the criterion, a failed or partial manual
 *    record, a failed build fact): "Partially Supports"; "Does Not Support" when
 *    a manual record fails or an automated check fails in every cell it ran in.
 * 3. No failure and the content the criterion is about does not exist on any
 *    page (e.g. no audio or video): "Not Applicable".
 * 4. No failure: "Supports" only where automation and people's evidence together
 *    show it (issue 26, "The ACR"): passing automated evidence or tests, and a
 *    passing manual record; for a criterion the screen-reader records are
 *    planned for, that record must be a screen-reader one linking its own
 *    transcripts for the criterion (the Orca gate's).
 * 5. No failure, but one kind of that evidence missing: "Partially Supports",
 *    with a remark naming what is not covered: no manual record or transcript
 *    ("automated-only"), no automated check or test ("manual-only"), or no
 *    screen-reader transcript beside the other manual records ("no-transcript").
 * 6. Nothing ran: "Not Evaluated" with the remark "Not evaluated: no evidence".
 * Planned manual records that were not run are always named in the remarks.
 */
import type { AxeRuleMeta } from "./axe-rules.ts";
import { axeRulesByCriterion } from "./axe-rules.ts";
import { criterionFromHtmlcsCode, type Criterion, type InventoryFact } from "./criteria.ts";
import type { ManualRecord } from "../manual/schema.ts";
import { transcriptLinks } from "./transcripts.ts";
import { NOT_COVERED, screenReaderCriterion } from "@medicare-guide/content/accessibility-report/acr";

export type Conformance = "Supports" | "Partially Supports" | "Does Not Support" | "Not Applicable" | "Not Evaluated";
export type Basis =
  | "automated-and-manual"
  | "automated-only"
  | "manual-only"
  | "no-transcript"
  | "not-applicable"
  | "obsolete"
  | "failures"
  | "none";
export type Outcome = "pass" | "fail" | "partial" | "not-run" | "unknown" | "info";

export interface EvidenceItem {
  kind: "axe" | "check" | "pa11y" | "test" | "inventory" | "manual";
  /** Rule id, check id, test file, fact id or manual record id. */
  ref: string;
  outcome: Outcome;
  detail: string;
  /** Cells the evidence ran in, and failed in (automated evidence). */
  ran?: number;
  failed?: number;
  /** Published documents that show it (a manual record's transcripts for this criterion: a11y/acr/transcripts.ts). */
  links?: string[];
}

export interface CriterionResult {
  id: string;
  name: string;
  nameEs: string;
  level: Criterion["level"];
  conformance: Conformance;
  basis: Basis;
  remarks: string[];
  evidence: EvidenceItem[];
}

/** The parts of an a11y gate cell (a11y/lib/cell.ts CellRecord) the ACR reads. */
export interface GateCell {
  path: string;
  lang: string;
  width: number;
  theme: string;
  scans: { state: string; ran: string[]; violations: { id: string; nodes: unknown[] }[] }[];
  checks: { check: string; state: string; passed: boolean; failures: unknown[] }[];
}

export interface Pa11yResultRow {
  path: string;
  width: number;
  theme: string;
  state: string;
  errors: number;
  issues: { code: string; type: string; runner: string }[];
}

export interface Fact {
  holds: boolean;
  detail: string;
}

export interface EvaluationInput {
  criteria: readonly Criterion[];
  axeRules: readonly AxeRuleMeta[];
  cells: readonly GateCell[];
  /** How many page cells the route table x languages x widths x themes needs. */
  expectedCells: number;
  pa11y?: readonly Pa11yResultRow[];
  manual: readonly ManualRecord[];
  facts: Partial<Record<InventoryFact, Fact>>;
  /** true when this npm test run passed the unit and e2e gates; undefined when unknown. */
  testsPassed?: boolean;
  /** Checks whose failures do not block the gate (a11y/policy.json). */
  advisoryChecks?: readonly string[];
}

const AUTOMATED = new Set<EvidenceItem["kind"]>(["axe", "check", "pa11y", "inventory"]);

/** The current manual records that list the criterion (a record superseded by a re-test is history, not evidence). */
function manualFor(criterion: Criterion, manual: readonly ManualRecord[]): ManualRecord[] {
  return manual.filter((r) => r.criteria.includes(criterion.id) && !r.supersededBy);
}

function manualOutcome(record: ManualRecord, criterionId: string): Outcome {
  if (record.result === "pass" || record.result === "not-run") return record.result;
  const concerns = record.findings.some((f) => !f.criterion || f.criterion === criterionId);
  return concerns ? record.result : "pass";
}

export function evaluateCriterion(
  criterion: Criterion,
  input: EvaluationInput,
  byCriterion = axeRulesByCriterion(input.axeRules),
): CriterionResult {
  const base = { id: criterion.id, name: criterion.name, nameEs: criterion.nameEs, level: criterion.level };
  if (criterion.obsolete)
    return { ...base, conformance: "Not Applicable", basis: "obsolete", remarks: [criterion.obsolete], evidence: [] };

  const evidence: EvidenceItem[] = [];
  const advisory = new Set(input.advisoryChecks ?? []);

  // axe rules (from axe-core's metadata), per page cell.
  const rules = byCriterion.get(criterion.id) ?? [];
  for (const rule of rules) {
    let ran = 0;
    let failed = 0;
    for (const cell of input.cells) {
      const scans = cell.scans.filter((s) => s.ran.includes(rule.id) || rule.tags.some((t) => s.ran.includes(t)));
      if (scans.length === 0) continue;
      ran++;
      if (scans.some((s) => s.violations.some((v) => v.id === rule.id && v.nodes.length > 0))) failed++;
    }
    evidence.push({
      kind: "axe",
      ref: rule.id,
      outcome: ran === 0 ? "not-run" : failed > 0 ? "fail" : "pass",
      ran,
      failed,
      detail:
        ran === 0
          ? "not run in any page cell"
          : failed > 0
            ? `violations in ${failed} of ${ran} page cells`
            : `no violations in ${ran} page cells`,
    });
  }

  // Custom Playwright checks.
  for (const check of criterion.checks ?? []) {
    let ran = 0;
    let failed = 0;
    for (const cell of input.cells) {
      const results = cell.checks.filter((c) => c.check === check);
      if (results.length === 0) continue;
      ran++;
      if (results.some((c) => !c.passed)) failed++;
    }
    const note = advisory.has(check) ? " (reported, not blocking: a11y/policy.json)" : "";
    evidence.push({
      kind: "check",
      ref: check,
      outcome: ran === 0 ? "not-run" : failed > 0 ? "fail" : "pass",
      ran,
      failed,
      detail:
        ran === 0
          ? "not run in any page cell"
          : failed > 0
            ? `failed in ${failed} of ${ran} page cells${note}`
            : `passed in ${ran} page cells`,
    });
  }

  // pa11y (HTML_CodeSniffer codes carry the criterion; its axe runner's codes are axe rule ids).
  if (input.pa11y && input.pa11y.length > 0) {
    const ruleIds = new Set(rules.map((r) => r.id));
    const hits = input.pa11y.filter((row) =>
      row.issues.some(
        (i) =>
          i.type === "error" &&
          (i.runner === "axe" ? ruleIds.has(i.code) : criterionFromHtmlcsCode(i.code) === criterion.id),
      ),
    );
    if (hits.length > 0) {
      evidence.push({
        kind: "pa11y",
        ref: "pa11y (htmlcs)",
        outcome: "fail",
        ran: input.pa11y.length,
        failed: hits.length,
        detail: `errors for this criterion in ${hits.length} of ${input.pa11y.length} pa11y scans`,
      });
    } else if (rules.length > 0) {
      evidence.push({
        kind: "pa11y",
        ref: "pa11y (htmlcs)",
        outcome: "pass",
        ran: input.pa11y.length,
        failed: 0,
        detail: `no errors for this criterion in ${input.pa11y.length} pa11y scans`,
      });
    }
  }

  // Facts read from the prerendered HTML.
  for (const fact of criterion.inventory ?? []) {
    const f = input.facts[fact];
    if (!f) {
      evidence.push({ kind: "inventory", ref: fact, outcome: "not-run", detail: "not measured (no build to read)" });
    } else if (fact === criterion.notApplicableIf) {
      evidence.push({ kind: "inventory", ref: fact, outcome: "info", detail: f.detail });
    } else {
      evidence.push({ kind: "inventory", ref: fact, outcome: f.holds ? "pass" : "fail", detail: f.detail });
    }
  }

  // Unit and e2e tests.
  for (const test of criterion.tests ?? []) {
    evidence.push({
      kind: "test",
      ref: test.file,
      outcome: input.testsPassed === true ? "pass" : "unknown",
      detail: `${test.asserts}${input.testsPassed === true ? " (passed in this npm test run)" : " (result not known to this report: run through npm test)"}`,
    });
  }

  // Manual records.
  for (const record of manualFor(criterion, input.manual)) {
    const outcome = manualOutcome(record, criterion.id);
    const findings = record.findings.filter((f) => !f.criterion || f.criterion === criterion.id).map((f) => f.detail);
    const links = transcriptLinks(record, criterion.id);
    evidence.push({
      ...(links.length ? { links } : {}),
      kind: "manual",
      ref: record.id,
      outcome,
      detail:
        outcome === "not-run"
          ? `planned, not run: ${record.title}`
          : `${record.title}, ${record.date}, ${record.testerRole}, ${record.assistiveTechnology.name}: ${outcome}${findings.length ? `: ${findings.join(" ")}` : ""}`,
    });
  }
  for (const id of criterion.manual ?? []) {
    if (!input.manual.some((r) => r.id === id))
      evidence.push({ kind: "manual", ref: id, outcome: "not-run", detail: "no such manual record in a11y/manual" });
  }

  return {
    ...base,
    ...decide(criterion, evidence, input.facts, { cells: input.cells.length, expected: input.expectedCells }),
    evidence,
  };
}

/**
 * The level, basis and remarks of a criterion from its evidence (rules 2 to 6 above): pure, so a published
 * snapshot can be decided again by a changed rule without a new run (redecide).
 */
export function decide(
  criterion: Criterion,
  evidence: readonly EvidenceItem[],
  facts: EvaluationInput["facts"],
  coverage: { cells: number; expected: number },
): Pick<CriterionResult, "conformance" | "basis" | "remarks"> {
  const remarks: string[] = [];
  const failing = evidence.filter((e) => e.outcome === "fail" || e.outcome === "partial");
  const notRunManual = evidence.filter((e) => e.kind === "manual" && e.outcome === "not-run");
  const screenReaderMissing = notRunManual.some((e) => e.ref.startsWith("screen-reader"));
  const automatedPass = evidence.some((e) => AUTOMATED.has(e.kind) && e.outcome === "pass");
  const testPass = evidence.some((e) => e.kind === "test" && e.outcome === "pass");
  const manualPass = evidence.some((e) => e.kind === "manual" && e.outcome === "pass");
  const needsTranscript = screenReaderCriterion(evidence);
  const transcriptPass = evidence.some(isTranscriptPass);
  const coverageShort = coverage.cells < coverage.expected;

  let conformance: Conformance;
  let basis: Basis;
  if (failing.length > 0) {
    const manualFail = failing.some((e) => e.kind === "manual" && e.outcome === "fail");
    const everywhere = failing.some(
      (e) => (e.kind === "axe" || e.kind === "check") && e.ran !== undefined && e.ran > 0 && e.failed === e.ran,
    );
    conformance = manualFail || everywhere ? "Does Not Support" : "Partially Supports";
    basis = "failures";
    for (const e of failing) remarks.push(`${label(e)}: ${e.detail.replace(/\.$/, "")}.`);
  } else if (criterion.notApplicableIf && facts[criterion.notApplicableIf]?.holds) {
    conformance = "Not Applicable";
    basis = "not-applicable";
    remarks.push(`Not applicable: ${facts[criterion.notApplicableIf]?.detail ?? ""}.`);
  } else if (manualPass && (automatedPass || testPass) && (transcriptPass || !needsTranscript)) {
    conformance = "Supports";
    basis = "automated-and-manual";
  } else if (manualPass && (automatedPass || testPass)) {
    conformance = "Partially Supports";
    basis = "no-transcript";
    remarks.push(NOT_COVERED.en["no-transcript"]);
  } else if (manualPass) {
    conformance = "Partially Supports";
    basis = "manual-only";
    remarks.push(NOT_COVERED.en["manual-only"]);
  } else if (automatedPass || testPass) {
    conformance = "Partially Supports";
    basis = "automated-only";
    remarks.push(needsTranscript ? NOT_COVERED.en["automated-only-screen-reader"] : NOT_COVERED.en["automated-only"]);
  } else {
    conformance = "Not Evaluated";
    basis = "none";
    remarks.push("Not evaluated: no evidence.");
  }
  if (basis !== "failures" && basis !== "none") {
    const passes = evidence.filter((e) => e.outcome === "pass");
    if (passes.length) remarks.push(`Evidence: ${passes.map((e) => `${label(e)} (${e.detail})`).join("; ")}.`);
  }
  if (screenReaderMissing && conformance !== "Not Applicable")
    remarks.push("Lacks manual screen-reader evidence: the screen-reader test records are planned, not run.");
  const otherNotRun = notRunManual.filter((e) => !e.ref.startsWith("screen-reader"));
  if (otherNotRun.length && conformance !== "Not Applicable")
    remarks.push(`Manual check planned, not run: ${otherNotRun.map((e) => e.ref).join(", ")}.`);
  if (coverageShort && evidence.some((e) => (e.kind === "axe" || e.kind === "check") && e.outcome !== "not-run")) {
    remarks.push(`Automated results cover ${coverage.cells} of ${coverage.expected} page cells.`);
  }
  return { conformance, basis, remarks };
}

/**
 * A published snapshot's rows decided again by today's rule, from the evidence its run recorded (the evidence,
 * counts and run stay the run's; a criterion the mapping no longer lists is an error).
 */
export function redecide(
  criteria: readonly Criterion[],
  stored: readonly CriterionResult[],
  facts: EvaluationInput["facts"],
  coverage: { cells: number; expected: number },
): CriterionResult[] {
  return stored.map((row) => {
    const criterion = criteria.find((c) => c.id === row.id);
    if (!criterion) throw new Error(`redecide: ${row.id} is not a criterion of a11y/acr/criteria.ts`);
    if (criterion.obsolete) return row;
    return { ...row, ...decide(criterion, row.evidence, facts, coverage) };
  });
}

/** A passing screen-reader record that links its own transcripts for the criterion. */
export function isTranscriptPass(e: Pick<EvidenceItem, "kind" | "ref" | "outcome" | "links">): boolean {
  return e.kind === "manual" && e.ref.startsWith("screen-reader") && e.outcome === "pass" && Boolean(e.links?.length);
}

function label(e: EvidenceItem): string {
  switch (e.kind) {
    case "axe":
      return `axe rule ${e.ref}`;
    case "check":
      return `custom check ${e.ref}`;
    case "pa11y":
      return e.ref;
    case "test":
      return `test ${e.ref}`;
    case "inventory":
      return `build fact ${e.ref}`;
    case "manual":
      return `manual record ${e.ref}`;
  }
}

export function evaluateAll(input: EvaluationInput): CriterionResult[] {
  const byCriterion = axeRulesByCriterion(input.axeRules);
  return input.criteria.map((c) => evaluateCriterion(c, input, byCriterion));
}

/** Criteria with no evidence mapping at all (no axe rule, check, test, fact or manual record): must be empty. */
export function criteriaWithoutMapping(criteria: readonly Criterion[], rules: readonly AxeRuleMeta[]): string[] {
  const byCriterion = axeRulesByCriterion(rules);
  return criteria
    .filter((c) => !c.obsolete)
    .filter(
      (c) =>
        !(
          byCriterion.get(c.id)?.length ||
          c.checks?.length ||
          c.tests?.length ||
          c.inventory?.length ||
          c.manual?.length
        ),
    )
    .map((c) => c.id);
}

export interface ExpectedCell {
  path: string;
  width: number;
  theme: string;
}

/** Route x language x width x theme cells that lack an axe result or a default-state pa11y result. */
export function missingCells(
  expected: readonly ExpectedCell[],
  cells: readonly Pick<GateCell, "path" | "width" | "theme">[],
  pa11y: readonly Pick<Pa11yResultRow, "path" | "width" | "theme" | "state">[] | undefined,
): string[] {
  const missing: string[] = [];
  for (const e of expected) {
    if (!cells.some((c) => c.path === e.path && c.width === e.width && c.theme === e.theme))
      missing.push(`axe: ${e.path} ${e.width}px ${e.theme}`);
    if (
      !(pa11y ?? []).some(
        (r) => r.path === e.path && r.width === e.width && r.theme === e.theme && r.state === "default",
      )
    )
      missing.push(`pa11y: ${e.path} ${e.width}px ${e.theme}`);
  }
  return missing;
}
