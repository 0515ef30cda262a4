import type { Resource } from "i18next";
import type { Lang } from "@medicare-guide/content/routes";
import { shellStrings as en } from "./strings-en.ts";
import { shellStrings as es } from "./strings-es.ts";

/** Both languages' shell strings, for the prerender and the unit tests (see preloaded-strings.ts). */
export const PRELOADED_STRINGS: Partial<Record<Lang, Resource[string]>> = { en, es };
