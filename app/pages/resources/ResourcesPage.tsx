import { getResourceGroups } from "@medicare-guide/content/resources/index";
import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { ResourcesView } from "./ResourcesView.tsx";
import type { Route } from "./+types/ResourcesPage";

const PATH = routePath("resources");

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, "resources");
  return pageMeta({
    lang,
    path: PATH,
    title: t("meta.title"),
    description: t("meta.description"),
    breadcrumbNames: trailNames(PATH, lang, i18n.t),
  });
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
