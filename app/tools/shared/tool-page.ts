/**
 * The one page wrapper of every tool. A tool's route module (app/pages/tools/<Tool>Page.tsx) re-exports this
 * meta and the loader (tool-loader.ts) and renders the tool's view. Which tool a page is comes from the route table (the route's
 * `tool`), and its title and description from its strings, locales/<lang>/tool-<tool>.json, under "meta".
 */
import type { MetaDescriptor } from "react-router";
import { findRoute, langFromPath, type ToolId } from "@medicare-guide/content/routes";
import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";

/** The i18next namespace of a tool's strings (the quiz, also a tool of the hub, has its own page). */
export type ToolNamespace = `tool-${Exclude<ToolId, "find-your-path">}`;

/** The namespace of a tool's strings. */
export function toolNamespace(tool: Exclude<ToolId, "find-your-path">): ToolNamespace {
  return `tool-${tool}`;
}

/** The head of a tool page (title, description, canonical and alternates, breadcrumb data), in its language. */
export function toolMeta({ location }: { location: { pathname: string } }): MetaDescriptor[] {
  const route = findRoute(location.pathname);
  if (!route?.tool || route.tool === "find-your-path") throw new Error(`No tool page at ${location.pathname}`);
  const lang = langFromPath(location.pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, toolNamespace(route.tool));
  return pageMeta({
    lang,
    path: route.path,
    title: t("meta.title"),
    description: t("meta.description"),
    breadcrumbNames: trailNames(route.path, lang, i18n.t),
  });
}
