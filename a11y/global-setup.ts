/** Clears the per-cell result folders so a run never merges stale cells. */
import { resetRecords } from "./lib/cell.ts";

export default function globalSetup(): void {
  resetRecords("axe");
  resetRecords("gallery");
}
