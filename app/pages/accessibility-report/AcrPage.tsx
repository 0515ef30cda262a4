import enStrings from "../../../locales/en/accessibility-report.json";
import { acrReport } from "@medicare-guide/content/accessibility-report/acr";
import { buildProvenance } from "@medicare-guide/content/accessibility-report/build";
import { localizedPageMeta } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { NS } from "./strings.ts";
import { AcrView } from "./AcrView.tsx";
import type { Route } from "./+types/AcrPage";

const PATH = routePath("accessibility-report-acr");

export function meta({ location }: Route.MetaArgs) {
  return localizedPageMeta(location.pathname, PATH, NS, (t) => ({
    title: t("acr.meta.title"),
    description: t("acr.meta.description"),
  }));
}

/**
 * Runs at build time (prerender): every criterion in this language, from a11y/published/acr.json, and on the
 * Spanish page the VPAT's English terms shown beside the Spanish levels (from here, so the browser gets the
 * page's strings in its language only: scripts/lazy-page-strings.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return {
    report: acrReport(lang),
    build: buildProvenance(),
    vpatTerms: lang === "en" ? undefined : enStrings.acr.conformance,
  };
}

export default function AcrPage({ loaderData }: Route.ComponentProps) {
  return <AcrView report={loaderData.report} build={loaderData.build} vpatTerms={loaderData.vpatTerms} />;
}
