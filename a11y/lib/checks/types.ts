/** What every custom check returns: how many elements it examined and what failed. */
export interface CheckOutcome {
  examined: number;
  failures: { element: string; detail: string }[];
  advisories?: { element: string; detail: string }[];
}
