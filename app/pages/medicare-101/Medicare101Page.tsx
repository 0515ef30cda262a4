import { getFeaturedTools, getTopics } from "@medicare-guide/content/medicare101/index";
import { localizedPageMeta } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { Medicare101View } from "./Medicare101View.tsx";
import type { Route } from "./+types/Medicare101Page";

const PATH = routePath("medicare-101");

export function meta({ location }: Route.MetaArgs) {
  return localizedPageMeta(location.pathname, PATH, "medicare101", (t) => ({
    title: t("meta.title"),
    description: t("meta.description"),
  }));
}

/** Runs at build time (prerender): topic cards with this year's figures filled in, in this language. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { topics: getTopics(lang), tools: getFeaturedTools(lang) };
}

/** /medicare-101: the view gets this language's cards from the build-time loader. */
export default function Medicare101Page({ loaderData }: Route.ComponentProps) {
  return <Medicare101View topics={loaderData.topics} tools={loaderData.tools} />;
}
