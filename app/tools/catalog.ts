/**
 * The tools hub's list (Tools hub section of the tools specification): "Most Used" (3) and "All Tools" (8),
 * grouped under the anchors other pages link to (/tools#part-b, #irmaa, #comparison; each tool also has its
 * own anchor, e.g. #cost-estimator). The tools and their paths come from the route table (routes with a
 * `tool`), so a tool's path is typed once. Words live in locales/{en,es}/tools.json under hub.tools.<id>.
 * Pure: no React.
 */
import { SITE_ROUTES, type RouteId, type ToolId } from "@medicare-guide/content/routes";

export type { ToolId } from "@medicare-guide/content/routes";

export interface ToolEntry {
  id: ToolId;
  /** The tool's page in the route table. */
  routeId: RouteId;
  /** English path (localizePath gives the Spanish one) */
  path: string;
  /** id of the entry's element on /tools (an anchor other pages link to) */
  anchor: string;
}

export const TOOLS: readonly ToolEntry[] = SITE_ROUTES.flatMap((route) =>
  route.tool ? [{ id: route.tool, routeId: route.id, path: route.path, anchor: route.tool }] : [],
);

/** The three featured tools (Most Used Tools). */
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
