import { getResourceGroups } from "@medicare-guide/content/resources/index";
import { localizedPageMeta } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { ResourcesView } from "./ResourcesView.tsx";
import type { Route } from "./+types/ResourcesPage";

const PATH = routePath("resources");

export function meta({ location }: Route.MetaArgs) {
  return localizedPageMeta(location.pathname, PATH, "resources", (t) => ({
    title: t("meta.title"),
    description: t("meta.description"),
  }));
}

/** Runs at build time (prerender): only this language's directory reaches the page. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { groups: getResourceGroups(lang) };
}

/** /resources: the view gets this language's groups from the build-time loader. */
export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  return <ResourcesView groups={loaderData.groups} />;
}
