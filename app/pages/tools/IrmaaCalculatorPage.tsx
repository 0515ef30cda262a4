import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { IrmaaCalculatorView, NS } from "../../tools/irmaa-calculator/IrmaaCalculatorView.tsx";
import type { Route } from "./+types/IrmaaCalculatorPage";

const PATH = routePath("tools-irmaa-calculator");

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

/** /tools/irmaa-calculator (spec 001 section 2.1): everything is computed in the browser. */
export default function IrmaaCalculatorPage() {
  return <IrmaaCalculatorView />;
}
