// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../config.ts";
import { loadManualRecords } from "../manual/index.ts";
import type { ManualRecord } from "../manual/schema.ts";
import { axeRules } from "./axe-rules.ts";
import { CRITERIA, criterionFromAxeTag, criterionFromHtmlcsCode, type Criterion } from "./criteria.ts";
import {
  criteriaWithoutMapping,
  evaluateCriterion,
  missingCells,
  redecide,
  type EvaluationInput,
  type GateCell,
} from "./evaluate.ts";
import { renderAcr } from "./render.ts";
import { statementIssues } from "./statement.ts";

/** Every WCAG 2.2 level A and AA success criterion (4.1.1 obsolete), and the adopted AAA ones. */
const WCAG22_A = [
  "1.1.1",
  "1.2.1",
  "1.2.2",
  "1.2.3",
  "1.3.1",
  "1.3.2",
  "1.3.3",
  "1.4.1",
  "1.4.2",
  "2.1.1",
  "2.1.2",
  "2.1.4",
  "2.2.1",
  "2.2.2",
  "2.3.1",
  "2.4.1",
  "2.4.2",
  "2.4.3",
  "2.4.4",
  "2.5.1",
  "2.5.2",
  "2.5.3",
  "2.5.4",
  "3.1.1",
  "3.2.1",
  "3.2.2",
  "3.2.6",
  "3.3.1",
  "3.3.2",
  "3.3.7",
  "4.1.1",
  "4.1.2",
];
const WCAG22_AA = [
  "1.2.4",
  "1.2.5",
  "1.3.4",
  "1.3.5",
  "1.4.3",
  "1.4.4",
  "1.4.5",
  "1.4.10",
  "1.4.11",
  "1.4.12",
  "1.4.13",
  "2.4.5",
  "2.4.6",
  "2.4.7",
  "2.4.11",
  "2.5.7",
  "2.5.8",
  "3.1.2",
  "3.2.3",
  "3.2.4",
  "3.3.3",
  "3.3.4",
  "3.3.8",
  "4.1.3",
];
const ADOPTED_AAA = ["1.4.6", "2.2.3", "2.5.5", "3.1.5"];

const rules = axeRules().rules;
const levels = (list: string[]) => list.map((id) => `${id} ${CRITERIA.find((c) => c.id === id)?.level}`);

describe("WCAG 2.2 criteria data", () => {
  it("lists every A and AA criterion and the adopted AAA ones, each once, at the right level", () => {
    const ids = CRITERIA.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...WCAG22_A, ...WCAG22_AA, ...ADOPTED_AAA].sort());
    expect(levels(WCAG22_A)).toEqual(WCAG22_A.map((id) => `${id} A`));
    expect(levels(WCAG22_AA)).toEqual(WCAG22_AA.map((id) => `${id} AA`));
    expect(levels(ADOPTED_AAA)).toEqual(ADOPTED_AAA.map((id) => `${id} AAA`));
    expect(CRITERIA.find((c) => c.id === "4.1.1")?.obsolete).toMatch(/removed in WCAG 2.2/);
  });

  it("maps every criterion to some evidence (axe rules from axe-core's metadata, checks, tests, build facts or manual records)", () => {
    expect(criteriaWithoutMapping(CRITERIA, rules)).toEqual([]);
  });

  it("fails a criterion that has no evidence mapping at all", () => {
    const bare: Criterion = { id: "2.5.7", name: "Dragging Movements", nameEs: "x", level: "AA" };
    expect(criteriaWithoutMapping([bare], rules)).toEqual(["2.5.7"]);
    // axe-core's own tags map a criterion without anything else.
    expect(criteriaWithoutMapping([{ ...bare, id: "1.4.3" }], rules)).toEqual([]);
  });

  it("cites test files that exist and manual records that exist and list the criterion", () => {
    const manual = loadManualRecords();
    for (const c of CRITERIA) {
      for (const t of c.tests ?? []) expect(existsSync(join(ROOT, t.file)), `${c.id}: ${t.file}`).toBe(true);
      for (const id of c.manual ?? []) {
        const record = manual.find((m) => m.id === id);
        expect(record, `${c.id}: manual record ${id}`).toBeDefined();
        expect(record?.criteria, `${id} must list ${c.id}`).toContain(c.id);
      }
    }
    for (const m of manual)
      for (const a of m.artifacts ?? []) expect(existsSync(join(ROOT, a)), `${m.id}: ${a}`).toBe(true);
  });

  it("reads criteria from axe tags and HTML_CodeSniffer codes", () => {
    expect(criterionFromAxeTag("wcag1412")).toBe("1.4.12");
    expect(criterionFromAxeTag("wcag143")).toBe("1.4.3");
    expect(criterionFromAxeTag("wcag2aa")).toBeUndefined();
    expect(criterionFromHtmlcsCode("WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail")).toBe("1.4.3");
    expect(criterionFromHtmlcsCode("WCAG2AA.Principle2.Guideline2_4.2_4_11.X")).toBe("2.4.11");
  });
});

// ---- Fixtures ----
const cell = (over: Partial<GateCell> & { violations?: string[]; failedChecks?: string[] } = {}): GateCell => ({
  path: over.path ?? "/",
  lang: "en",
  width: over.width ?? 320,
  theme: over.theme ?? "standard",
  scans: [
    {
      state: "default",
      ran: ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"],
      violations: (over.violations ?? []).map((id) => ({ id, nodes: [{}] })),
    },
  ],
  checks: ["reflow", "target-size", "text-spacing"].map((check) => ({
    check,
    state: "default",
    passed: !(over.failedChecks ?? []).includes(check),
    failures: [],
  })),
});
const record = (over: Partial<ManualRecord>): ManualRecord => ({
  id: "kb",
  title: "Keyboard",
  date: "2026-11-24",
  testerRole: "engineer",
  assistiveTechnology: { name: "none", version: "n/a" },
  browser: { name: "Chromium", version: "1" },
  routes: ["/"],
  procedure: ["Tab"],
  result: "pass",
  findings: [],
  criteria: ["2.1.1"],
  ...over,
});
/** An Orca record that cites its home-page transcript in one language for one criterion. */
const orcaRecord = (criterion: string, lang: "en" | "es"): ManualRecord => {
  const file = `a11y/screen-reader/transcripts/${lang}/home.txt`;
  return record({
    id: "screen-reader-orca",
    criteria: [criterion],
    artifacts: [file],
    evidenceByCriterion: { [criterion]: [file] },
  });
};
const base = (over: Partial<EvaluationInput>): EvaluationInput => ({
  criteria: CRITERIA,
  axeRules: rules,
  cells: [cell(), cell({ width: 1280 })],
  expectedCells: 2,
  manual: [],
  facts: {},
  ...over,
});
const get = (id: string) => CRITERIA.find((c) => c.id === id)!;

describe("conformance by rule", () => {
  // Issue 26, "The ACR": each of these said "Supports" under the old rule 5 (automated evidence only) or 4
  // (a manual record alone); run against the old evaluate.ts they fail on the conformance.
  it("automated checks pass, no manual record: Partially Supports, naming what is not covered", () => {
    const r = evaluateCriterion(get("1.4.3"), base({}));
    expect(r.conformance).toBe("Partially Supports");
    expect(r.basis).toBe("automated-only");
    expect(r.remarks[0]).toMatch(/^Not fully evidenced: .*no manual test record shows this criterion yet/);
    expect(r.remarks[0]).not.toMatch(/screen-reader/);
    expect(r.evidence.find((e) => e.ref === "color-contrast")).toMatchObject({ outcome: "pass", ran: 2, failed: 0 });
  });

  it("a criterion screen-reader users meet, automated evidence only: the remark names the missing transcript", () => {
    const r = evaluateCriterion(get("2.4.4"), base({}));
    expect(r).toMatchObject({ conformance: "Partially Supports", basis: "automated-only" });
    expect(r.remarks[0]).toMatch(/no manual test record or screen-reader transcript shows this criterion/);
  });

  it("a manual record alone: Partially Supports, no automated check or test covers it", () => {
    const orca = orcaRecord("2.4.5", "en");
    const r = evaluateCriterion({ ...get("2.4.5"), manual: ["screen-reader-orca"] }, base({ manual: [orca] }));
    expect(r).toMatchObject({ conformance: "Partially Supports", basis: "manual-only" });
    expect(r.remarks[0]).toMatch(/no automated check or test covers this criterion/);
  });

  it("Supports on a screen-reader criterion only with a passing record that links its transcripts for it", () => {
    const criterion = { ...get("2.4.6"), manual: ["kb", "screen-reader-orca", "screen-reader-nvda"] };
    const planned = record({ id: "screen-reader-nvda", result: "not-run", criteria: ["2.4.6"] });
    const keyboard = record({ criteria: ["2.4.6"] });
    const input = (orca?: ManualRecord) =>
      base({ testsPassed: true, manual: [keyboard, planned, ...(orca ? [orca] : [])] });
    // Automated evidence and a keyboard record, no transcript: not covered for screen-reader users.
    const without = evaluateCriterion(criterion, input());
    expect(without).toMatchObject({ conformance: "Partially Supports", basis: "no-transcript" });
    expect(without.remarks[0]).toMatch(/no screen-reader transcript does yet/);
    // A screen-reader record that lists the criterion but cites no transcript for it is not enough.
    const unlinked = record({ id: "screen-reader-orca", criteria: ["2.4.6"] });
    expect(evaluateCriterion(criterion, input(unlinked)).basis).toBe("no-transcript");
    const orca = orcaRecord("2.4.6", "es");
    const full = evaluateCriterion(criterion, input(orca));
    expect(full).toMatchObject({ conformance: "Supports", basis: "automated-and-manual" });
    expect(full.evidence.find((e) => e.ref === "screen-reader-orca")?.links).toEqual([
      "/accessibility-report/transcripts/es/home.txt",
    ]);
  });

  it("automated pass plus a passing manual record: Supports", () => {
    const r = evaluateCriterion({ ...get("2.1.1"), manual: ["kb"] }, base({ manual: [record({})] }));
    expect(r).toMatchObject({ conformance: "Supports", basis: "automated-and-manual" });
  });

  it("a violation in some cells: Partially Supports; in every cell: Does Not Support", () => {
    const some = evaluateCriterion(
      get("1.4.3"),
      base({ cells: [cell({ violations: ["color-contrast"] }), cell({ width: 1280 })] }),
    );
    expect(some.conformance).toBe("Partially Supports");
    expect(some.remarks.join(" ")).toMatch(/color-contrast: violations in 1 of 2 page cells/);
    const all = evaluateCriterion(
      get("1.4.3"),
      base({
        cells: [cell({ violations: ["color-contrast"] }), cell({ width: 1280, violations: ["color-contrast"] })],
      }),
    );
    expect(all.conformance).toBe("Does Not Support");
  });

  it("a failed custom check counts even when the gate only reports it (advisory)", () => {
    const r = evaluateCriterion(
      get("1.4.12"),
      base({
        cells: [cell({ failedChecks: ["text-spacing"] }), cell({ width: 1280 })],
        advisoryChecks: ["text-spacing"],
      }),
    );
    expect(r.conformance).toBe("Partially Supports");
    expect(r.remarks.join(" ")).toMatch(/not blocking/);
  });

  it("a manual finding on the criterion: Partially Supports; a failed manual record: Does Not Support", () => {
    const partial = record({
      id: "zoom",
      result: "partial",
      criteria: ["1.4.10", "1.4.4"],
      findings: [{ criterion: "1.4.10", detail: "covered text" }],
    });
    expect(evaluateCriterion(get("1.4.10"), base({ manual: [partial] })).conformance).toBe("Partially Supports");
    // The finding names 1.4.10 only: for 1.4.4 the record counts as a pass.
    expect(
      evaluateCriterion(get("1.4.4"), base({ manual: [partial] })).evidence.find((e) => e.ref === "zoom")?.outcome,
    ).toBe("pass");
    const failed = record({ result: "fail", findings: [{ detail: "trap" }], criteria: ["2.1.2"] });
    expect(evaluateCriterion(get("2.1.2"), base({ manual: [failed] })).conformance).toBe("Does Not Support");
  });

  it("a record superseded by a re-test is history: only the re-test counts", () => {
    const old = record({
      id: "zoom",
      result: "partial",
      criteria: ["1.4.10"],
      findings: [{ criterion: "1.4.10", detail: "covered text" }],
      supersededBy: "zoom-retest",
    });
    const retest = record({ id: "zoom-retest", result: "pass", criteria: ["1.4.10"] });
    const r = evaluateCriterion(get("1.4.10"), base({ manual: [old, retest] }));
    expect(r.conformance).toBe("Supports");
    expect(r.evidence.map((e) => e.ref)).not.toContain("zoom");
  });

  it("pa11y errors map by HTML_CodeSniffer code", () => {
    const pa11y = [
      {
        path: "/",
        width: 320,
        theme: "standard",
        state: "default",
        errors: 1,
        issues: [{ code: "WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail", type: "error", runner: "htmlcs" }],
      },
    ];
    expect(evaluateCriterion(get("1.4.3"), base({ pa11y })).conformance).toBe("Partially Supports");
    expect(evaluateCriterion(get("1.1.1"), base({ pa11y })).conformance).toBe("Partially Supports");
    expect(evaluateCriterion(get("1.1.1"), base({ pa11y })).basis).toBe("automated-only");
  });

  it("no media on any page: Not Applicable; media present: applicable", () => {
    expect(
      evaluateCriterion(get("1.2.2"), base({ facts: { "no-time-based-media": { holds: true, detail: "no media" } } }))
        .conformance,
    ).toBe("Not Applicable");
    expect(
      evaluateCriterion(
        get("1.2.3"),
        base({ facts: { "no-time-based-media": { holds: false, detail: "video on /x" } } }),
      ).conformance,
    ).toBe("Not Evaluated");
  });

  it("nothing ran: Not evaluated, said plainly, naming the planned manual records", () => {
    const planned = record({ id: "content-review-planned", result: "not-run", criteria: ["2.5.7"] });
    const r = evaluateCriterion(
      { ...get("2.5.7"), manual: ["content-review-planned"] },
      base({ cells: [], expectedCells: 2, manual: [planned] }),
    );
    expect(r.conformance).toBe("Not Evaluated");
    expect(r.remarks).toContain("Not evaluated: no evidence.");
    expect(r.remarks.join(" ")).toMatch(/planned, not run: content-review-planned/);
  });

  it("screen-reader records not run: the remark says the criterion lacks manual screen-reader evidence", () => {
    const sr = record({ id: "screen-reader-nvda-firefox", result: "not-run", criteria: ["4.1.2"] });
    const r = evaluateCriterion(get("4.1.2"), base({ manual: [sr] }));
    expect(r.conformance).toBe("Partially Supports");
    expect(r.remarks.join(" ")).toMatch(/Lacks manual screen-reader evidence/);
  });

  it("tests count only when this npm test run passed them", () => {
    const only = { ...get("2.4.2"), tests: [{ file: "tests/prerender.spec.ts", asserts: "titles" }] };
    const noAxe = base({ axeRules: [], cells: [] });
    expect(evaluateCriterion(only, noAxe).conformance).toBe("Not Evaluated");
    expect(evaluateCriterion(only, { ...noAxe, testsPassed: true })).toMatchObject({
      conformance: "Partially Supports",
      basis: "automated-only",
    });
  });

  it("4.1.1 is reported as obsolete", () => {
    expect(evaluateCriterion(get("4.1.1"), base({}))).toMatchObject({
      conformance: "Not Applicable",
      basis: "obsolete",
    });
  });
});

describe("redecide: a published snapshot decided again by today's rule", () => {
  const input = base({ manual: [record({ criteria: ["2.1.1"] })] });
  const fresh = [get("1.4.3"), { ...get("2.1.1"), manual: ["kb"] }, get("4.1.1")].map((c) =>
    evaluateCriterion(c, input),
  );
  // What the old rule published for the same evidence.
  const old = fresh.map((r) =>
    r.basis === "automated-only" ? { ...r, conformance: "Supports" as const, remarks: [] } : r,
  );
  const criteria = CRITERIA.map((c) => (c.id === "2.1.1" ? { ...c, manual: ["kb"] } : c));

  it("gives each row the level, basis and remarks a new run would, keeping its evidence", () => {
    const again = redecide(criteria, old, {}, { cells: 2, expected: 2 });
    expect(again).toEqual(fresh);
    expect(again[0]).toMatchObject({ conformance: "Partially Supports", basis: "automated-only" });
    expect(again[1]).toMatchObject({ conformance: "Supports", basis: "automated-and-manual" });
    expect(again[2]).toMatchObject({ conformance: "Not Applicable", basis: "obsolete" });
  });

  it("fails on a row the mapping does not know", () => {
    expect(() => redecide(criteria, [{ ...fresh[0]!, id: "9.9.9" }], {}, { cells: 2, expected: 2 })).toThrow(
      /9\.9\.9 is not a criterion/,
    );
  });
});

describe("coverage of the gate output", () => {
  const expected = [
    { path: "/", width: 320, theme: "standard" },
    { path: "/", width: 1280, theme: "standard" },
    { path: "/es", width: 320, theme: "high-contrast" },
  ];
  const pa11y = expected.map((e) => ({ ...e, state: "default" }));

  it("finds nothing missing when every cell has axe and pa11y results", () => {
    expect(missingCells(expected, expected, pa11y)).toEqual([]);
  });

  it("names each route x language x width x theme cell that lacks a result", () => {
    expect(missingCells(expected, expected.slice(0, 2), pa11y)).toEqual(["axe: /es 320px high-contrast"]);
    expect(missingCells(expected, expected, pa11y.slice(1))).toEqual(["pa11y: / 320px standard"]);
    // A pa11y result of an overlay state only does not cover the page.
    expect(missingCells(expected, expected, [...pa11y.slice(1), { ...expected[0]!, state: "menu-open" }])).toEqual([
      "pa11y: / 320px standard",
    ]);
  });
});

describe("ACR HTML and the statement's known issues", () => {
  const results = CRITERIA.map((c) =>
    evaluateCriterion(c, base({ cells: [cell({ violations: ["color-contrast"] }), cell({ width: 1280 })] })),
  );
  const links = {
    css: "report.css",
    report: "index.html",
    acr: "acr.html",
    acrJson: "acr.json",
    results: "index.html",
    transcripts: "../screen-reader/transcripts",
  };
  const html = renderAcr(
    results,
    {
      generatedAt: "2026-11-24T00:00:00Z",
      commit: "abc",
      dirty: false,
      versions: {},
      coverage: { cells: 2, expected: 2, missing: 0 },
      manualRecords: [],
    },
    links,
  );

  it("has the VPAT 2.5 WCAG layout: three criteria tables with captions and header scopes, terms, disclaimer", () => {
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<a class="skip" href="#main">/);
    for (const n of [1, 2, 3])
      expect(html).toContain(`<caption id="acr-table-${n}">Table ${n}: Success Criteria, Level A`);
    expect(html).toContain("Table 3: Success Criteria, Level AAA (adopted criteria only)");
    expect(html).toContain(
      '<th scope="row">1.4.3 Contrast (Minimum) (Level AA)</th><td class="level">Partially Supports</td>',
    );
    expect(html).toContain("Legal disclaimer");
    expect(html).toContain("Evaluation methods used");
    // A named <section> is a region natively (html-validate prefer-native-element).
    expect(html).toMatch(/<section class="scroll" tabindex="0" aria-labelledby="acr-table-1">/);
  });

  it("turns every criterion not fully met into a known issue in both languages", () => {
    const issues = statementIssues(results, [], { cells: 2, expected: 4 });
    const contrast = issues.find((i) => i.criterion === "1.4.3");
    expect(contrast?.en).toMatch(
      /^Contrast \(Minimum\) \(WCAG 1\.4\.3\): our automated checks found problems in 1 of the 2 page views/,
    );
    expect(contrast?.es).toMatch(
      /^Contraste \(mínimo\) \(WCAG 1\.4\.3\): nuestras pruebas automáticas encontraron problemas en 1 de las 2 vistas/,
    );
    expect(issues.map((i) => i.id)).toContain("screen-reader-records");
    expect(issues.find((i) => i.id === "test-coverage")?.en).toMatch(/covers 2 of 4 page views/);
    expect(new Set(issues.map((i) => i.id)).size).toBe(issues.length);
  });

  it("says which screen readers the site was tested with and which are still planned, in both languages", () => {
    const records = loadManualRecords().filter((m) => m.id.startsWith("screen-reader"));
    const issue = statementIssues(results, records, { cells: 4, expected: 4 }).find(
      (i) => i.id === "screen-reader-records",
    );
    expect(issue?.en).toBe(
      "We have tested the site with Orca, but not yet with NVDA or VoiceOver (iOS), so problems for their users may not be listed here yet. Those tests are planned.",
    );
    expect(issue?.es).toMatch(/^Hemos probado el sitio con Orca, pero todavía no con NVDA ni VoiceOver \(iOS\)/);
  });

  it("links each custom check to its description and its results, and a row to its own transcripts", () => {
    const reflow = /<th scope="row">1\.4\.10 Reflow[^]*?<\/tr>/.exec(html)?.[0] ?? "";
    expect(reflow).toContain('<a href="index.html#check-reflow">Description of the reflow check</a>');
    expect(reflow).toContain('<a href="index.html#check-reflow-results">Results of the reflow check in this run</a>');
    const orca = orcaRecord("2.4.6", "en");
    const row = evaluateCriterion({ ...get("2.4.6"), manual: ["screen-reader-orca"] }, base({ manual: [orca] }));
    const meta = {
      generatedAt: "",
      commit: "abc",
      dirty: false,
      versions: {},
      coverage: { cells: 2, expected: 2, missing: 0 },
      manualRecords: [],
    };
    expect(renderAcr([row], meta, links)).toContain(
      '<a href="../screen-reader/transcripts/en/home.txt">Orca transcript en/home.txt</a>',
    );
  });

  it("a criterion without failures but only partly evidenced is no known problem: one issue names them all", () => {
    const issues = statementIssues(results, [], { cells: 2, expected: 2 });
    // The old statement turned each into "Name (WCAG x.y.z): . We are working on a fix."
    expect(issues.filter((i) => i.criterion)).toHaveLength(results.filter((r) => r.basis === "failures").length);
    expect(issues.every((i) => !/: \. /.test(i.en))).toBe(true);
    const partly = issues.find((i) => i.id === "criteria-partly-evidenced");
    const ids = results.filter((r) => ["automated-only", "manual-only", "no-transcript"].includes(r.basis));
    expect(ids.length).toBeGreaterThan(0);
    expect(partly?.en).toContain(`For ${ids.length} WCAG success criteria (${ids.map((r) => r.id).join(", ")})`);
    expect(partly?.es).toMatch(/^En \d+ criterios de conformidad de WCAG .*«Cumple en parte»/);
  });
});
