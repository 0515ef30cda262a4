import { getGuideCategories, getGuides } from "@medicare-guide/content/guides/index";
import { localizedPageMeta } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { GuidesView } from "./GuidesView.tsx";
import type { Route } from "./+types/GuidesPage";

const PATH = routePath("guides");

export function meta({ location }: Route.MetaArgs) {
  return localizedPageMeta(location.pathname, PATH, "guides", (t) => ({
    title: t("meta.title"),
    description: t("meta.description"),
  }));
}

/** Runs at build time (prerender): the guides and category names in this language. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { guides: getGuides(lang), categories: getGuideCategories(lang) };
}

/** /guides: the view gets this language's guides from the build-time loader. */
export default function GuidesPage({ loaderData }: Route.ComponentProps) {
  return <GuidesView guides={loaderData.guides} categories={loaderData.categories} />;
}
