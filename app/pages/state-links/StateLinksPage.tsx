import { directoryChecked, getStatePrograms } from "@medicare-guide/content/states/index";
import { localizedPageMeta } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { StateLinksView } from "./StateLinksView.tsx";
import type { Route } from "./+types/StateLinksPage";

const PATH = routePath("state-medicare-links");

export function meta({ location }: Route.MetaArgs) {
  return localizedPageMeta(location.pathname, PATH, "states", (t) => ({
    title: t("meta.title"),
    description: t("meta.description"),
  }));
}

/** Runs at build time (prerender): the 54 rows in this language, sorted by name. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { rows: getStatePrograms(lang), checked: directoryChecked(lang) };
}

/** /state-medicare-links: the view gets this language's rows from the build-time loader. */
export default function StateLinksPage({ loaderData }: Route.ComponentProps) {
  return <StateLinksView rows={loaderData.rows} checked={loaderData.checked} />;
}
