import { getPartsContent } from "@medicare-guide/content/parts/index";
import { localizedPageMeta } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { PartsView } from "./PartsView.tsx";
import type { Route } from "./+types/PartsPage";

const PATH = routePath("parts-abcd-comparison");

export function meta({ location }: Route.MetaArgs) {
  return localizedPageMeta(location.pathname, PATH, "parts", (t, lang, i18n) => ({
    title: t("meta.title"),
    description: t("meta.description"),
    article: { headline: t("title"), datePublished: "2026-11-24", author: i18n.t("common:siteName") },
  }));
}

/** Runs at build time (prerender): this language's cards, table and guide with the figures filled in. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { content: getPartsContent(lang) };
}

/** /parts-abcd-comparison: the view gets this language's content from the build-time loader. */
export default function PartsPage({ loaderData }: Route.ComponentProps) {
  return <PartsView content={loaderData.content} />;
}
