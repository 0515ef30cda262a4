import { getIrmaaGuide } from "@medicare-guide/content/costs/index";
import { FACTS_COMPILED } from "@medicare-guide/content/figures/index";
import { getI18n } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { langFromPath, routePath } from "@medicare-guide/content/routes";
import { NS } from "./CostsParts.tsx";
import { IrmaaBracketsView } from "./IrmaaBracketsView.tsx";
import type { Route } from "./+types/IrmaaBracketsPage";

const PATH = routePath("irmaa-income-brackets");

/** Build time only (prerendered): the guide with this year's figures, in this language. */
export function loader({ request }: Route.LoaderArgs) {
  return { guide: getIrmaaGuide(langFromPath(new URL(request.url).pathname)) };
}

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const i18n = getI18n(lang);
  const t = i18n.getFixedT(lang, NS);
  return pageMeta({
    lang,
    path: PATH,
    title: t("irmaaPage.meta.title"),
    description: t("irmaaPage.meta.description"),
    breadcrumbNames: trailNames(PATH, lang, i18n.t),
    // Dated by the day the figures were last checked against their sources.
    article: {
      headline: t("irmaaPage.title"),
      datePublished: FACTS_COMPILED,
      author: lang === "es" ? "Guía de Medicare" : "Medicare Guide",
    },
  });
}

/** /irmaa-income-brackets: tier tables, guide and the page calculator (computed in the browser). */
export default function IrmaaBracketsPage({ loaderData }: Route.ComponentProps) {
  return <IrmaaBracketsView guide={loaderData.guide} />;
}
