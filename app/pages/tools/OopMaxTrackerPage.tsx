import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { NS, OopMaxTrackerView } from "../../tools/oop-max-tracker/OopMaxTrackerView.tsx";
import type { Route } from "./+types/OopMaxTrackerPage";

const PATH = routePath("tools-oop-max-tracker");

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, NS);
  return pageMeta({
    lang,
    path: PATH,
    title: t("meta.title"),
    description: t("meta.description"),
    breadcrumbNames: trailNames(PATH, lang, i18n.t),
  });
}

/** /tools/oop-max-tracker (spec 001 sections 2.1 and 9.7): computed in the browser. */
export default function OopMaxTrackerPage() {
  return <OopMaxTrackerView />;
}
