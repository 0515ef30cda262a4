// The plan years the site has figures for, one file each. To add a year: write years/<year>.ts (copy the last
// one), add its sources to sources.ts and list it here; routes (/medicare-costs-<year>), the tools' year choices
// and every "current year" link follow (see plan-year.ts for when a new year becomes the presented one).
import { Y2024 } from "./2024.ts";
import { Y2025 } from "./2025.ts";
import { Y2026 } from "./2026.ts";

export const PLAN_YEAR_FILES = [Y2024, Y2025, Y2026] as const;
