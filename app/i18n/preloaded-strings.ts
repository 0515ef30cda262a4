import type { Resource } from "i18next";
import type { Lang } from "@medicare-guide/content/routes";

/**
 * Shell strings present from the start, without loading. In the browser: none (each page loads its own
 * language, app/entry.client.tsx). The prerender and the unit tests get preloaded-strings.server.ts instead,
 * with both languages: vite.config.ts swaps the file for the server build and under vitest.
 */
export const PRELOADED_STRINGS: Partial<Record<Lang, Resource[string]>> = {};
