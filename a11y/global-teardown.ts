/** Merges the per-cell files written by the workers into a11y/reports/<kind>.json (axe, gallery, docs) for the projects that ran. */
import { packageVersion } from "./config.ts";
import { mergeRecords, selectedKinds } from "./lib/cell.ts";

export default function globalTeardown(): void {
  const versions = { axeCore: packageVersion("axe-core"), playwright: packageVersion("@playwright/test") };
  const merged: string[] = [];
  for (const kind of selectedKinds()) {
    const cells = mergeRecords(
      kind,
      kind === "axe" ? { baseURL: process.env.BASE_URL ?? null, versions } : { versions },
    );
    merged.push(`${cells.length} ${kind} cells into a11y/reports/${kind}.json`);
  }
  console.info(`a11y: merged ${merged.join(", ")}`);
}
