/**
 * The tools hub's list (Tools hub section of the tools specification): "Most Used" (3) and "All Tools" (8),
 * grouped under the anchors other pages link to (/tools#part-b, #irmaa, #comparison; each tool also has its
 * own anchor, e.g. #cost-estimator). The tools, their paths and their places come from the tools themselves
 * (the "tool" block of locales/<lang>/tool-<tool>.json, collected in content/routes/tools.ts, whose routes the
 * route table holds), so a tool's path and place are written once, in its own files. Words live in the same
 * block (merged under tools:hub.tools.<id>); the quiz's card in locales/{en,es}/tools.json. Pure: no React.
 */
import {
  SITE_ROUTES,
  TOOL_DEFINITIONS,
  TOOL_GROUPS as GROUP_IDS,
  type RouteId,
  type ToolGroup,
  type ToolId,
} from "@medicare-guide/content/routes";

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

/** The quiz is a page of its own, not a tool folder: its place on the hub is set here, last of "comparison". */
const QUIZ_PLACE = { id: "find-your-path", group: "comparison", order: Number.MAX_SAFE_INTEGER } as const;

const PLACES: readonly { id: ToolId; group: ToolGroup; order: number; mostUsed?: number }[] = [
  ...TOOL_DEFINITIONS.map(({ slug, hub }) => ({ id: slug, ...hub })),
  QUIZ_PLACE,
];

/** The three featured tools (Most Used Tools), in their `mostUsed` order. */
export const MOST_USED: readonly ToolId[] = PLACES.filter((place) => place.mostUsed !== undefined)
  .sort((a, b) => (a.mostUsed ?? 0) - (b.mostUsed ?? 0))
  .map((place) => place.id);

/** "All Tools", by topic; the group ids are the anchors /tools#part-b, #irmaa, #comparison, #enrollment. */
export const TOOL_GROUPS: readonly { id: ToolGroup; tools: readonly ToolId[] }[] = GROUP_IDS.map((group) => ({
  id: group,
  tools: PLACES.filter((place) => place.group === group)
    .sort((a, b) => a.order - b.order)
    .map((place) => place.id),
}));

export function toolEntry(id: ToolId): ToolEntry {
  const entry = TOOLS.find((tool) => tool.id === id);
  if (!entry) throw new Error(`Unknown tool ${id}`);
  return entry;
}
