/**
 * The tools' short names and card words, from each tool's own strings (the "tool" block of
 * locales/<lang>/tool-<tool>.json, content/routes/tools.ts), merged where the site has always read them: the
 * route titles (`routes:tools-<tool>`, breadcrumbs and menus) and the hub's cards (`tools:hub.tools.<tool>`).
 * Each language's caller passes its own blocks (MG_TOOL_BLOCKS_EN/ES, vite.config.ts), so a page ships only the
 * blocks, in its language.
 */
import { parseToolBlocks, type ToolBlock, type ToolFiles as PickedFiles } from "@medicare-guide/content/routes";

/** routes.json plus `tools-<tool>`: the tool's short name. */
export function withToolNames<Routes extends object>(routes: Routes, files: PickedFiles): Routes {
  const names = [...parseToolBlocks(files)].map(([slug, block]) => [`tools-${slug}`, block.name] as const);
  return { ...routes, ...Object.fromEntries(names) };
}

/** tools.json plus `hub.tools.<tool>`: the tool's card on /tools. */
export function withToolCards<Tools extends { hub: { tools: object } }>(tools: Tools, files: PickedFiles): Tools {
  const cards: Record<string, ToolBlock["card"]> = {};
  for (const [slug, block] of parseToolBlocks(files)) cards[slug] = block.card;
  return { ...tools, hub: { ...tools.hub, tools: { ...tools.hub.tools, ...cards } } };
}
