import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { EnrollmentFinderView, NS } from "../../tools/enrollment-finder/EnrollmentFinderView.tsx";
import type { Route } from "./+types/EnrollmentFinderPage";

const PATH = routePath("tools-enrollment-finder");

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

/** /tools/enrollment-finder (spec 001 sections 2.1 and 9.5): computed in the browser with today's date. */
export default function EnrollmentFinderPage() {
  return <EnrollmentFinderView />;
}
