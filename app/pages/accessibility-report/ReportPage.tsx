import { acrReport } from "@medicare-guide/content/accessibility-report/acr";
import { KNOWN_ISSUES } from "@medicare-guide/content/pages/known-issues";
import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { NS } from "./strings.ts";
import { ReportView } from "./ReportView.tsx";
import type { Route } from "./+types/ReportPage";

const PATH = routePath("accessibility-report");

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, NS);
  return pageMeta({
    lang,
    path: PATH,
    title: t("report.meta.title"),
    description: t("report.meta.description"),
    breadcrumbNames: trailNames(PATH, lang, i18n.t),
  });
}

/** Runs at build time (prerender): the published run in this language, without the ACR's rows. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const { rows: _rows, ...report } = acrReport(lang);
  return { report, issues: KNOWN_ISSUES.map((issue) => issue[lang]) };
}

export default function ReportPage({ loaderData }: Route.ComponentProps) {
  return <ReportView report={loaderData.report} issues={loaderData.issues} />;
}
