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

/** Runs at build time (prerender): every criterion in this language, from a11y/published/acr.json. */
export function loader({ request }: Route.LoaderArgs) {
  return { report: acrReport(langFromPath(new URL(request.url).pathname)), build: buildProvenance() };
}

export default function AcrPage({ loaderData }: Route.ComponentProps) {
  return <AcrView report={loaderData.report} build={loaderData.build} />;
}
