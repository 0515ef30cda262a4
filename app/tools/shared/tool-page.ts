/**
 * The one page wrapper of every tool. A tool's route module, its view (app/tools/<tool>/<Tool>View.tsx, named in
 * the route table), re-exports this meta and the loader (tool-loader.ts) and default-exports itself. Which tool a page is comes from the route table (the route's
 * `tool`), and its title and description from its strings, locales/<lang>/tool-<tool>.json, under "meta".
 */
import type { MetaDescriptor } from "react-router";
import { findRoute, langFromPath, type ToolSlug } from "@medicare-guide/content/routes";
import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";

/** The i18next namespace of a tool's strings (the quiz, also a tool of the hub, has its own page). */
export type ToolNamespace = `tool-${ToolSlug}`;

/** The namespace of a tool's strings. */
export function toolNamespace(tool: ToolSlug): ToolNamespace {
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
