import { dsStringsEs } from "@medicare-guide/design-system/i18n/resources-es.ts";
import common from "../../locales/es/common.json";
import quicklinks from "../../locales/es/quicklinks.json";
import routes from "../../locales/es/routes.json";

/** Each tool's short name by its route id (`tools-<tool>`), from its own strings file ("tool.name"; vite.config.ts). */
declare const MG_TOOL_ROUTE_TITLES_ES: Readonly<Record<string, string>>;

/** The shell's strings in Spanish (common, routes, the quick links and the design system's): one chunk, loaded only on Spanish pages. */
export const shellStrings = { common, routes: { ...routes, ...MG_TOOL_ROUTE_TITLES_ES }, quicklinks, ds: dsStringsEs };
