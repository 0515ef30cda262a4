// The ten questions, in the order the FAQ page shows them. Words: en.ts and es.ts, keyed by these ids.
export const FAQ_IDS = [
  "when-to-sign-up",
  "part-b-cost-2026",
  "irmaa",
  "medigap-or-advantage",
  "late-penalties",
  "extra-help",
  "still-working",
  "changing-plans",
  "drug-cost-cap",
  "free-help",
] as const;

export type FaqId = (typeof FAQ_IDS)[number];
