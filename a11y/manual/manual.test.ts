// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadManualRecords } from "./index.ts";
import { ManualRecordSchema } from "./schema.ts";

const valid = {
  id: "x",
  title: "X",
  date: "2026-11-24",
  testerRole: "engineer",
  assistiveTechnology: { name: "none", version: "n/a" },
  browser: { name: "Chromium", version: "1" },
  routes: ["/"],
  procedure: ["Tab"],
  result: "pass",
  findings: [],
  criteria: ["2.1.1"],
};

describe("manual test records", () => {
  it("every record in a11y/manual validates", () => {
    const records = loadManualRecords();
    expect(records.length).toBeGreaterThan(0);
  });

  it("screen-reader records are honest: none claims a result (no screen reader was available)", () => {
    const screenReader = loadManualRecords().filter((m) =>
      /screen reader|nvda|voiceover|jaws|talkback/i.test(`${m.id} ${m.assistiveTechnology.name}`),
    );
    expect(screenReader.length).toBeGreaterThan(0);
    expect(screenReader.map((r) => `${r.id}: ${r.result}`)).toEqual(screenReader.map((r) => `${r.id}: not-run`));
  });

  it("rejects findings on a not-run record, and a partial or failed record without findings", () => {
    expect(ManualRecordSchema.safeParse(valid).success).toBe(true);
    expect(ManualRecordSchema.safeParse({ ...valid, result: "not-run", findings: [{ detail: "x" }] }).success).toBe(
      false,
    );
    expect(ManualRecordSchema.safeParse({ ...valid, result: "partial" }).success).toBe(false);
    expect(ManualRecordSchema.safeParse({ ...valid, criteria: ["2.1"] }).success).toBe(false);
  });

  it("a supersededBy must name a record of the same date or later", () => {
    const dir = mkdtempSync(join(tmpdir(), "mg-manual-"));
    const write = (r: object) => writeFileSync(join(dir, `${(r as { id: string }).id}.json`), JSON.stringify(r));
    write({ ...valid, id: "old", supersededBy: "missing" });
    expect(() => loadManualRecords(dir)).toThrow(/names no record/);
    write({ ...valid, id: "new", date: "2026-11-01" });
    write({ ...valid, id: "old", supersededBy: "new" });
    expect(() => loadManualRecords(dir)).toThrow(/earlier record/);
    write({ ...valid, id: "new", date: "2026-11-25" });
    expect(loadManualRecords(dir).map((r) => r.id)).toEqual(["new", "old"]);
  });
});
