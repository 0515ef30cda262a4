/** Reads and validates every manual test record in a11y/manual/*.json. */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ManualRecordSchema, type ManualRecord } from "./schema.ts";

export const MANUAL_DIR = dirname(fileURLToPath(import.meta.url));

export function loadManualRecords(dir = MANUAL_DIR): ManualRecord[] {
  const records: ManualRecord[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const parsed = ManualRecordSchema.safeParse(JSON.parse(readFileSync(join(dir, file), "utf8")));
    if (!parsed.success)
      throw new Error(
        `a11y/manual/${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      );
    if (`${parsed.data.id}.json` !== file)
      throw new Error(`a11y/manual/${file}: id must match the file name (${parsed.data.id})`);
    records.push(parsed.data);
  }
  for (const r of records) {
    if (!r.supersededBy) continue;
    const later = records.find((x) => x.id === r.supersededBy);
    if (!later) throw new Error(`a11y/manual/${r.id}.json: supersededBy names no record (${r.supersededBy})`);
    if (later.date < r.date)
      throw new Error(`a11y/manual/${r.id}.json: superseded by an earlier record (${later.id}, ${later.date})`);
  }
  return records;
}
