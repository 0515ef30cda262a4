import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { ToolsHubView } from "./ToolsHubView.tsx";
import type { Route } from "./+types/ToolsHubPage";

const PATH = routePath("tools");

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, "tools");
  return pageMeta({
    lang,
    path: PATH,
    title: t("hub.meta.title"),
    description: t("hub.meta.description"),
    breadcrumbNames: trailNames(PATH, lang, i18n.t),
  });
}

/** /tools: the tools hub. */
export default function ToolsHubPage() {
  return <ToolsHubView />;
}
