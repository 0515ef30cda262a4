/**
 * The tools hub's list (spec 001 section 2.1): "Most Used" (3) and "All Tools" (8), grouped under the
 * anchors other pages link to (/tools#part-b, #irmaa, #comparison; each tool also has its own anchor,
 * e.g. #cost-estimator). Words live in locales/{en,es}/tools.json under hub.tools.<id>. Pure: no React.
 */

export type ToolId =
  | "cost-estimator"
  | "irmaa-calculator"
  | "enrollment-finder"
  | "plan-comparison"
  | "oop-max-tracker"
  | "irmaa-appeal"
  | "coverage-timeline"
  | "find-your-path";

export interface ToolEntry {
  id: ToolId;
  /** English path (localizePath gives the Spanish one) */
  path: string;
  /** id of the entry's element on /tools (an anchor other pages link to) */
  anchor: string;
}

export const TOOLS: readonly ToolEntry[] = [
  { id: "cost-estimator", path: "/tools/cost-estimator", anchor: "cost-estimator" },
  { id: "irmaa-calculator", path: "/tools/irmaa-calculator", anchor: "irmaa-calculator" },
  { id: "enrollment-finder", path: "/tools/enrollment-finder", anchor: "enrollment-finder" },
  { id: "plan-comparison", path: "/tools/plan-comparison", anchor: "plan-comparison" },
  { id: "oop-max-tracker", path: "/tools/oop-max-tracker", anchor: "oop-max-tracker" },
  { id: "irmaa-appeal", path: "/tools/irmaa-appeal", anchor: "irmaa-appeal" },
  { id: "coverage-timeline", path: "/tools/coverage-timeline", anchor: "coverage-timeline" },
  { id: "find-your-path", path: "/find-your-path", anchor: "find-your-path" },
];

/** The three featured tools (spec: Most Used Tools). */
export const MOST_USED: readonly ToolId[] = ["cost-estimator", "irmaa-calculator", "enrollment-finder"];

/** "All Tools", by topic; the group ids are the anchors /tools#part-b, #irmaa, #comparison, #enrollment. */
export const TOOL_GROUPS: readonly {
  id: "part-b" | "irmaa" | "comparison" | "enrollment";
  tools: readonly ToolId[];
}[] = [
  { id: "part-b", tools: ["cost-estimator", "oop-max-tracker"] },
  { id: "irmaa", tools: ["irmaa-calculator", "irmaa-appeal"] },
  { id: "comparison", tools: ["plan-comparison", "find-your-path"] },
  { id: "enrollment", tools: ["enrollment-finder", "coverage-timeline"] },
];

export function toolEntry(id: ToolId): ToolEntry {
  const entry = TOOLS.find((tool) => tool.id === id);
  if (!entry) throw new Error(`Unknown tool ${id}`);
  return entry;
}
