import { dsStringsEs } from "@medicare-guide/design-system/i18n/resources-es.ts";
import common from "../../locales/es/common.json";
import routes from "../../locales/es/routes.json";
import type { ToolFiles } from "@medicare-guide/content/routes";
import { withToolNames } from "./tool-names.ts";

/** Each tool's short name, from its own strings file ("tool" blocks, vite.config.ts). */
declare const MG_TOOL_BLOCKS_ES: ToolFiles;

/** The shell's strings in Spanish (common, routes and the design system's): one chunk, loaded only on Spanish pages. */
export const shellStrings = { common, routes: withToolNames(routes, MG_TOOL_BLOCKS_ES), ds: dsStringsEs };
