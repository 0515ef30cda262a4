// The plan years, light: what every page needs (routes, the presented year) without loading any figure.
// Each entry is a figures file in this folder (years/index.ts lists the files; a test checks both lists agree)
// and the date its figures became official: the publication date of the source of its Part B premium
// (the test checks it against sources.ts). The year is presented from then, within its Open Enrollment.
export const PLAN_YEAR_LIST = [
  { year: 2024, officialFrom: "2024-11-14" },
  { year: 2025, officialFrom: "2024-11-14" },
  { year: 2026, officialFrom: "2025-11-19" },
] as const;
