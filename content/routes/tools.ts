/**
 * The tools of the tools hub, collected from the tools themselves: a tool is a folder app/tools/<tool>/ and its
 * strings locales/{en,es}/tool-<tool>.json, whose "tool" block says where it sits on /tools (group, order, Most
 * Used place) and holds its short name (breadcrumbs, menus) and its card words. The route table, the hub's
 * catalogue and the typed strings read this list, so adding a tool touches no shared file ("Add a tool" in
 * README.md).
 *
 * Two readers, one list: code that Vite builds (the site, the prerender, the unit tests) gets what it reads of
 * the blocks from vite.config.ts (toolDefines: places, route titles and card words apart, so that no page ships every
 * tool's strings, nor the words the page does not show); plain Node (the content validator, the gates,
 * Playwright, the config loaders) reads the same files from disk. Both come from blocks checked here, so a bad
 * block fails closed wherever the table is read.
 */
/**
 * The typed registry of tools: each tool's view adds itself with its English strings,
 *   declare module "@medicare-guide/content/routes/tools" { interface ToolRegistry { "<tool>": typeof en } }
 * so route ids (`tools-<tool>`), tool ids and the i18n namespace `tool-<tool>` are typed from the tool's own file.
 */
// oxlint-disable-next-line no-empty-interface -- filled by declaration merging, one line per tool
export interface ToolRegistry {}

/** A tool with its own folder in app/tools (the quiz, also on the hub, is a page of its own). */
export type ToolSlug = keyof ToolRegistry & string;

/** The tools of the tools hub; each is also the anchor of its card on /tools. */
export type ToolId = ToolSlug | "find-your-path";

/** The groups of "All Tools" on /tools, in page order; their ids are anchors other pages link to. */
export const TOOL_GROUPS = ["part-b", "irmaa", "comparison", "enrollment"] as const;
export type ToolGroup = (typeof TOOL_GROUPS)[number];

/** The "tool" block of locales/<lang>/tool-<tool>.json. */
export interface ToolBlock {
  /** Short name: the route's title in breadcrumbs, menus and the directory. */
  name: string;
  /** The tool's card on /tools. */
  card: { title: string; text: string };
  /** Where the card sits: its group of "All Tools", its order there, and its place in "Most Used Tools" if any. */
  hub: { group: ToolGroup; order: number; mostUsed?: number };
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const isPlace = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Checks a "tool" block by hand (no zod: this table is in every page's shell, and zod would ship with it).
 * Returns what is wrong, empty when the block is good.
 */
export function toolBlockProblems(block: unknown): string[] {
  if (!isRecord(block)) return ["not an object"];
  const problems: string[] = [];
  const { name, card, hub, ...rest } = block;
  if (Object.keys(rest).length) problems.push(`unknown keys ${Object.keys(rest).join(", ")}`);
  if (!isText(name)) problems.push("name: a non-empty string");
  if (!isRecord(card) || !isText(card.title) || !isText(card.text) || Object.keys(card).length !== 2)
    problems.push("card: { title, text }, non-empty strings");
  if (
    !isRecord(hub) ||
    !TOOL_GROUPS.includes(hub.group as ToolGroup) ||
    !isPlace(hub.order) ||
    (hub.mostUsed !== undefined && !isPlace(hub.mostUsed)) ||
    Object.keys(hub).some((key) => !["group", "order", "mostUsed"].includes(key))
  )
    problems.push(`hub: { group: ${TOOL_GROUPS.join(" | ")}, order: 1.., mostUsed?: 1.. }`);
  return problems;
}

export interface ToolDefinition {
  slug: ToolSlug;
  hub: ToolBlock["hub"];
}

const FILE = /tool-([a-z0-9-]+)\.json$/;

/**
 * The "tool" blocks of one language, by tool slug, from the files' contents keyed by file name. Files without a
 * block (tool-calendar.json: the calendar strings every dated tool shares) are not tools.
 */
export function parseToolBlocks(
  files: Readonly<Record<string, { tool?: unknown } | undefined>>,
): Map<string, ToolBlock> {
  const blocks = new Map<string, ToolBlock>();
  for (const [file, strings] of Object.entries(files)) {
    const slug = FILE.exec(file)?.[1];
    if (!slug || strings?.tool === undefined) continue;
    const problems = toolBlockProblems(strings.tool);
    if (problems.length) throw new Error(`${file}: bad "tool" block: ${problems.join("; ")}`);
    blocks.set(slug, strings.tool as ToolBlock);
  }
  return new Map([...blocks].sort(([a], [b]) => a.localeCompare(b)));
}

/** The files' "tool" blocks keyed by file name, what parseToolBlocks reads. */
export type ToolFiles = Readonly<Record<string, { tool?: unknown } | undefined>>;

/**
 * locales/<lang>/tool-*.json, each cut to its "tool" block, read from disk (Node only: run from the repository
 * root, as every npm script is).
 */
export function toolFilesOnDisk(lang: "en" | "es"): ToolFiles {
  const fs = process.getBuiltinModule("node:fs");
  const dir = `${process.cwd()}/locales/${lang}`;
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => FILE.test(file))
      .map((file) => {
        const strings = JSON.parse(fs.readFileSync(`${dir}/${file}`, "utf8")) as { tool?: unknown };
        return [file, strings.tool === undefined ? {} : { tool: strings.tool }];
      }),
  );
}

/** The "tool" blocks of one language, from disk (Node only), checked: a bad block throws. */
export function toolBlocksOnDisk(lang: "en" | "es"): Map<string, ToolBlock> {
  return parseToolBlocks(toolFilesOnDisk(lang));
}

/** Where each tool sits on /tools, by slug. */
export type ToolPlaces = Readonly<Record<string, ToolBlock["hub"]>>;

/** One part of every block, as JSON for a `define`, keyed by slug (or by what `key` makes of it). */
function pickFromBlocks<T>(
  blocks: Map<string, ToolBlock>,
  part: (block: ToolBlock) => T,
  key = (slug: string) => slug,
): string {
  return JSON.stringify(Object.fromEntries([...blocks].map(([slug, block]) => [key(slug), part(block)])));
}

const routeIdOf = (slug: string) => `tools-${slug}`;

/**
 * What Vite builds get instead of the files (vite.config.ts `define`), each reader only its part: the places
 * (this table), each language's short names (the shell's route titles) and card words (the tools' and hub's
 * strings). Computed from the checked blocks, so a bad block fails the build and the unit tests.
 */
export function toolDefines(): Record<string, string> {
  const [en, es] = [toolBlocksOnDisk("en"), toolBlocksOnDisk("es")];
  return {
    MG_TOOL_PLACES: pickFromBlocks(en, (block) => block.hub),
    // Keyed by route id: spread as they are into the shell's "routes" strings (app/i18n/strings-<lang>.ts).
    MG_TOOL_ROUTE_TITLES_EN: pickFromBlocks(en, (block) => block.name, routeIdOf),
    MG_TOOL_ROUTE_TITLES_ES: pickFromBlocks(es, (block) => block.name, routeIdOf),
    MG_TOOL_CARDS_EN: pickFromBlocks(en, (block) => block.card),
    MG_TOOL_CARDS_ES: pickFromBlocks(es, (block) => block.card),
  };
}

declare const MG_TOOL_PLACES: ToolPlaces | undefined;

const PLACES: ToolPlaces =
  typeof MG_TOOL_PLACES === "undefined"
    ? Object.fromEntries([...toolBlocksOnDisk("en")].map(([slug, block]) => [slug, block.hub]))
    : MG_TOOL_PLACES;

/** Every tool with a folder, in the order of the hub's "All Tools" (group, then order in the group). */
export const TOOL_DEFINITIONS: readonly ToolDefinition[] = Object.entries(PLACES)
  .map(([slug, hub]) => ({ slug: slug as ToolSlug, hub }))
  .sort((a, b) => TOOL_GROUPS.indexOf(a.hub.group) - TOOL_GROUPS.indexOf(b.hub.group) || a.hub.order - b.hub.order);
