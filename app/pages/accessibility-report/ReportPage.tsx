import { acrReport } from "@medicare-guide/content/accessibility-report/acr";
import { buildProvenance } from "@medicare-guide/content/accessibility-report/build";
import { KNOWN_ISSUES } from "@medicare-guide/content/pages/known-issues";
import { localizedPageMeta } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { NS } from "./strings.ts";
import { ReportView } from "./ReportView.tsx";
import type { Route } from "./+types/ReportPage";

const PATH = routePath("accessibility-report");

export function meta({ location }: Route.MetaArgs) {
  return localizedPageMeta(location.pathname, PATH, NS, (t) => ({
    title: t("report.meta.title"),
    description: t("report.meta.description"),
  }));
}

/** Runs at build time (prerender): the published run in this language, without the ACR's rows. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const { rows: _rows, ...report } = acrReport(lang);
  return { report, issues: KNOWN_ISSUES.map((issue) => issue[lang]), build: buildProvenance() };
}

export default function ReportPage({ loaderData }: Route.ComponentProps) {
  return <ReportView report={loaderData.report} issues={loaderData.issues} build={loaderData.build} />;
}
