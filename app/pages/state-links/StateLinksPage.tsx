import { getStatePrograms } from "@medicare-guide/content/states/index";
import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { StateLinksView } from "./StateLinksView.tsx";
import type { Route } from "./+types/StateLinksPage";

const PATH = routePath("state-medicare-links");

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, "states");
  return pageMeta({
    lang,
    path: PATH,
    title: t("meta.title"),
    description: t("meta.description"),
    breadcrumbNames: trailNames(PATH, lang, i18n.t),
  });
}

/** Runs at build time (prerender): the 53 rows in this language, sorted by name. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { rows: getStatePrograms(lang) };
}

/** /state-medicare-links: the view gets this language's rows from the build-time loader. */
export default function StateLinksPage({ loaderData }: Route.ComponentProps) {
  return <StateLinksView rows={loaderData.rows} />;
}
