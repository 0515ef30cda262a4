import { dsStringsEn } from "@medicare-guide/design-system/i18n/resources-en.ts";
import common from "../../locales/en/common.json";
import routes from "../../locales/en/routes.json";

/** The shell's strings in English (common, routes and the design system's): one chunk, loaded only on English pages. */
export const shellStrings = { common, routes, ds: dsStringsEn };
