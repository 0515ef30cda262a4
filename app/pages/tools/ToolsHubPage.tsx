import { localizedPageMeta } from "../../seo/meta.ts";
import { routePath } from "@medicare-guide/content/routes";
import { ToolsHubView } from "./ToolsHubView.tsx";
import type { Route } from "./+types/ToolsHubPage";

const PATH = routePath("tools");

export function meta({ location }: Route.MetaArgs) {
  return localizedPageMeta(location.pathname, PATH, "tools", (t) => ({
    title: t("hub.meta.title"),
    description: t("hub.meta.description"),
  }));
}

/** /tools: the tools hub. */
export default function ToolsHubPage() {
  return <ToolsHubView />;
}
