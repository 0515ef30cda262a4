import { dsStringsEs } from "@medicare-guide/design-system/i18n/resources-es.ts";
import common from "../../locales/es/common.json";
import routes from "../../locales/es/routes.json";

/** The shell's strings in Spanish (common, routes and the design system's): one chunk, loaded only on Spanish pages. */
export const shellStrings = { common, routes, ds: dsStringsEs };
