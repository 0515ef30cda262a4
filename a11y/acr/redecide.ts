/**
 * `npm run report:redecide`: decides the committed ACR snapshot (a11y/published/acr.json) again by today's rule
 * (evaluate.ts decide) from the evidence its run recorded, and rewrites the statement's status file
 * (content/pages/a11y-status.json) from it. For a change of the rule alone (issue 26: "Supports" only where
 * automation and the Orca transcripts together show it): the run, its commit, its evidence and counts stay as
 * they were; checks added to the mapping since that run are not in its evidence (the next full `npm test`
 * publishes a snapshot that has them). Prints what changed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../config.ts";
import { loadManualRecords } from "../manual/index.ts";
import { CRITERIA } from "./criteria.ts";
import { redecide, type CriterionResult, type Fact } from "./evaluate.ts";
import { a11yStatus } from "./statement.ts";

const acrFile = join(ROOT, "a11y", "published", "acr.json");
const statusFile = join(ROOT, "content", "pages", "a11y-status.json");
const snapshot = JSON.parse(readFileSync(acrFile, "utf8")) as {
  generatedAt: string;
  commit: string;
  coverage: { cells: number; expected: number; missing: number };
  facts: Record<string, Fact>;
  criteria: CriterionResult[];
};
const results = redecide(CRITERIA, snapshot.criteria, snapshot.facts, snapshot.coverage);
for (const [i, row] of results.entries()) {
  const before = snapshot.criteria[i]!;
  if (before.conformance !== row.conformance || before.basis !== row.basis)
    console.info(`${row.id}: ${before.conformance} (${before.basis}) -> ${row.conformance} (${row.basis})`);
}
// The same layout build-report.ts writes (one-space JSON for acr.json, two for the status file).
writeFileSync(acrFile, JSON.stringify({ ...snapshot, criteria: results }, null, 1));
const status = a11yStatus(results, loadManualRecords(), snapshot);
writeFileSync(statusFile, `${JSON.stringify(status, null, 2)}\n`);
console.info(`redecide: wrote ${acrFile} and ${statusFile} (run of ${snapshot.commit}, ${snapshot.generatedAt})`);
