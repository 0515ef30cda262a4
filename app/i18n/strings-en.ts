import { dsStringsEn } from "@medicare-guide/design-system/i18n/resources-en.ts";
import common from "../../locales/en/common.json";
import routes from "../../locales/en/routes.json";
import type { ToolFiles } from "@medicare-guide/content/routes";
import { withToolNames } from "./tool-names.ts";

/** Each tool's short name, from its own strings file ("tool" blocks, vite.config.ts). */
declare const MG_TOOL_BLOCKS_EN: ToolFiles;

/** The shell's strings in English (common, routes and the design system's): one chunk, loaded only on English pages. */
export const shellStrings = { common, routes: withToolNames(routes, MG_TOOL_BLOCKS_EN), ds: dsStringsEn };
