import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { CostEstimatorView, NS } from "../../tools/cost-estimator/CostEstimatorView.tsx";
import type { Route } from "./+types/CostEstimatorPage";

const PATH = routePath("tools-cost-estimator");

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

/** /tools/cost-estimator (spec 001 sections 2.1 and 9.4): computed in the browser. */
export default function CostEstimatorPage() {
  return <CostEstimatorView />;
}
