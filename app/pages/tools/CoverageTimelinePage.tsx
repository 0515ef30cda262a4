import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { CoverageTimelineView, NS } from "../../tools/coverage-timeline/CoverageTimelineView.tsx";
import type { Route } from "./+types/CoverageTimelinePage";

const PATH = routePath("tools-coverage-timeline");

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

/** /tools/coverage-timeline (spec 001 sections 2.1 and 9.9): computed in the browser, in the visitor's time zone. */
export default function CoverageTimelinePage() {
  return <CoverageTimelineView />;
}
