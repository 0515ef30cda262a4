import { costPageYearOf, getCostsPage } from "@medicare-guide/content/costs/index";
import { FACTS_COMPILED } from "@medicare-guide/content/figures/index";
import { costsIrmaa } from "./cost-irmaa.ts";
import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { langFromPath, stripLang } from "@medicare-guide/content/routes";
import { NS } from "./CostsParts.tsx";
import { MedicareCostsView } from "./MedicareCostsView.tsx";
import type { Route } from "./+types/MedicareCostsPage";

/** Build time only (prerendered): the page's plan year (from its path) with its figures, in its language. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const year = costPageYearOf(pathname);
  const lang = langFromPath(pathname);
  // The IRMAA rows are computed and written here, at build time, so the page's JavaScript carries neither the
  // tables nor the money formatting.
  return { data: getCostsPage(year, lang), irmaa: costsIrmaa(year, lang) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  // The year from the page's data, not parsed again from the path: the browser then does not load content/costs.
  const year = loaderData?.data.year;
  if (!year) return [];
  const path = stripLang(location.pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, NS);
  return pageMeta({
    lang,
    path,
    title: t("costsPage.meta.title", { year }),
    description: t("costsPage.meta.description", { year }),
    breadcrumbNames: trailNames(path, lang, i18n.t),
    // Dated by the day the figures were last checked against their sources.
    article: {
      headline: t("costsPage.title", { year }),
      datePublished: FACTS_COMPILED,
      author: lang === "es" ? "Guía de Medicare" : "Medicare Guide",
    },
  });
}

/** /medicare-costs-{year} (one per costs page year of content/figures): one template, parameterized by the plan year. */
export default function MedicareCostsPage({ loaderData }: Route.ComponentProps) {
  return <MedicareCostsView data={loaderData.data} irmaa={loaderData.irmaa} />;
}
