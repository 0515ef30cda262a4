import { dsStringsEn } from "@medicare-guide/design-system/i18n/resources-en.ts";
import common from "../../locales/en/common.json";
import quicklinks from "../../locales/en/quicklinks.json";
import routes from "../../locales/en/routes.json";

/** Each tool's short name by its route id (`tools-<tool>`), from its own strings file ("tool.name"; vite.config.ts). */
declare const MG_TOOL_ROUTE_TITLES_EN: Readonly<Record<string, string>>;

/** The shell's strings in English (common, routes, the quick links and the design system's): one chunk, loaded only on English pages. */
export const shellStrings = { common, routes: { ...routes, ...MG_TOOL_ROUTE_TITLES_EN }, quicklinks, ds: dsStringsEn };
