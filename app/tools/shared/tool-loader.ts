/**
 * The loader of every tool page (build time only: tool pages are prerendered). It gives the page the defined
 * words of its help text (tool-help-terms.ts). Kept apart from tool-page.ts so that nothing of the glossary
 * reaches the browser: React Router drops `loader` from the client bundle, and with it this module.
 */
import { findRoute, langFromPath } from "@medicare-guide/content/routes";
import type { PageTerm } from "@medicare-guide/content/glossary/term-marks";
import { toolHelpTerms } from "./tool-help-terms.ts";
import { toolNamespace } from "./tool-page.ts";

const LOCALES = import.meta.glob<{ default: Parameters<typeof toolHelpTerms>[0] }>("../../../locales/*/tool-*.json", {
  eager: true,
});

export interface ToolLoaderData {
  /** The defined words of the tool's lede and FAQ ("Words on this page"). */
  terms: PageTerm[];
}

export function toolLoader({ request }: { request: Request }): ToolLoaderData {
  // The prerender asks for the page and for its data file (/tools/x.data): the same route.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  const route = findRoute(pathname);
  if (!route?.tool || route.tool === "find-your-path") throw new Error(`No tool page at ${pathname}`);
  const lang = langFromPath(pathname);
  const strings = LOCALES[`../../../locales/${lang}/${toolNamespace(route.tool)}.json`]?.default;
  if (!strings) throw new Error(`No strings for ${toolNamespace(route.tool)} in ${lang}`);
  return { terms: toolHelpTerms(strings, lang) };
}
