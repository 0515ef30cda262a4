// The public face of content/routes: the route table, typed route ids and links by id.
// Both content/ (its validators) and app/ (pages, shell, server) read it; it imports neither React nor app/.
export { LANGUAGES, langFromPath, localizePath, normalizePath, stripLang, type Lang } from "./paths.ts";
export { NOT_FOUND_PATHS, PLANNED_ROUTES, REDIRECTS, SITE_ROUTES, type RouteId, type SiteRoute } from "./table.ts";
export {
  parseToolBlocks,
  TOOL_DEFINITIONS,
  TOOL_GROUPS,
  toolBlockProblems,
  toolBlocksOnDisk,
  toolDefines,
  toolFilesOnDisk,
  type ToolBlock,
  type ToolDefinition,
  type ToolFiles,
  type ToolPlaces,
  type ToolGroup,
  type ToolId,
  type ToolRegistry,
  type ToolSlug,
} from "./tools.ts";
export {
  COSTS_PAGE_IDS,
  costsPageId,
  currentCostsPageId,
  findRoute,
  isReadingPath,
  routeHref,
  isRouteId,
  plannedIssue,
  routeById,
  routePath,
  routeTitleKey,
  type HrefOptions,
} from "./href.ts";
export { allPagePaths, breadcrumbTrail, isContentPage, prerenderPaths, robotsDirective, type Crumb } from "./pages.ts";
