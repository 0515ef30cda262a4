/** Clears the per-cell result folders of the projects this run executes, so a run never merges stale cells. */
import { resetRecords, selectedKinds } from "./lib/cell.ts";

export default function globalSetup(): void {
  for (const kind of selectedKinds()) resetRecords(kind);
}
